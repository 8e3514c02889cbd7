import { KeyRound } from 'lucide-react';
import { useSearch } from 'wouter';
import { affiliateMessages } from '../../common/affiliate';
import { ReturnHomeActions, MessagePanel } from '../components/layout/message-panel';
import { PageLoading } from '../components/layout/page-loading';
import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { usePasswordLinkStatus } from '../features/affiliates/api/check-password-link';
import { SetPasswordForm } from '../features/affiliates/components/set-password-form';
import { usePageTitle } from '../lib/use-page-title';

/** Where an invitation or reset mail leads: `/affiliate/set-password?token=...`. */
export default function AffiliateSetPasswordPage() {
  usePageTitle('Set your affiliate password');
  const token = new URLSearchParams(useSearch()).get('token');
  // A used or expired link says so on arrival, not after the password is typed twice.
  const link = usePasswordLinkStatus(token);
  if (!token) {
    return (
      <MessagePanel icon={KeyRound} title="Link incomplete" actions={<ReturnHomeActions />}>
        {affiliateMessages.linkExpired}
      </MessagePanel>
    );
  }
  if (link.isPending) return <PageLoading label="Checking your link…" />;
  if (link.data && !link.data.isUsable) {
    return (
      <MessagePanel
        icon={KeyRound}
        title="This link no longer works"
        actions={<ReturnHomeActions />}
      >
        {affiliateMessages.linkExpired} Affiliate Login, at the top of the page, sends a new one
        from &ldquo;Forgot your password?&rdquo;.
      </MessagePanel>
    );
  }
  // A failed check leaves the form: setting the password gives the final answer.
  return (
    <section className="mx-auto w-full max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <h1 className="font-display text-3xl font-semibold text-gold-bright">
            Set your password
          </h1>
          <CardDescription>
            Choose the password you will use to sign in to your affiliate account.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <SetPasswordForm token={token} />
        </CardContent>
      </Card>
    </section>
  );
}
