import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { AffiliateDashboard } from '../../../../common/affiliate';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

/** The referral link with a copy button, and the same referral straight to each tier. */
export function ReferralLinks({ dashboard }: { dashboard: AffiliateDashboard }) {
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(dashboard.referralLink);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Your referral link</h2>
        <p className="text-sm text-muted">
          Visitors who arrive through it are yours for 30 days. Your code is{' '}
          <span className="font-mono tracking-wider text-gold-bright">
            {dashboard.affiliate.referralCode}
          </span>
          .
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <label htmlFor="referral-link" className="sr-only">
            Referral link
          </label>
          <input
            id="referral-link"
            readOnly
            value={dashboard.referralLink}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-border bg-background px-3 py-2 font-mono text-sm"
          />
          <Button type="button" onClick={() => void copy()}>
            {copyState === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copyState === 'copied' ? 'Copied' : 'Copy link'}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-muted">
          {copyState === 'copied' ? 'Link copied to your clipboard.' : null}
          {copyState === 'failed' ? 'Could not copy: select the link and copy it yourself.' : null}
        </p>
        <div>
          <h3 className="mb-2 text-sm font-semibold">Link straight to a page</h3>
          <ul className="grid gap-2 text-sm">
            {dashboard.pageLinks.map((link) => (
              <li key={link.url} className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-3">
                <span className="text-muted">{link.label}</span>
                <a
                  href={link.url}
                  className="font-mono break-all text-gold-bright underline-offset-4 hover:underline"
                >
                  {link.url}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
