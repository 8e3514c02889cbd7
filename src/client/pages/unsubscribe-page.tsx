import { MailX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { checkoutReminderMessages } from '../../common/checkout-reminders';
import { apiRequest, messageOf } from '../lib/api-client';
import { useLinkToken } from '../lib/use-link-token';
import { usePageTitle } from '../lib/use-page-title';

type Outcome = { state: 'working' } | { state: 'done' } | { state: 'refused'; message: string };

/**
 * `/unsubscribe#token=...`, from a reminder's link: one click is the whole of it, so the page
 * unsubscribes as it opens and says so. Drawn in the browser only: the token stays in the
 * fragment, and link checkers that only fetch the page change nothing.
 */
export default function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  // This page is drawn in the browser only (never prerendered): the fragment is there to read.
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>(
    token
      ? { state: 'working' }
      : { state: 'refused', message: checkoutReminderMessages.unsubscribeInvalid },
  );

  useEffect(() => {
    if (!token) return;
    apiRequest<void>('POST', '/api/unsubscribe', { token }).then(
      () => setOutcome({ state: 'done' }),
      (error: unknown) =>
        setOutcome({
          state: 'refused',
          message: messageOf(error, checkoutReminderMessages.unsubscribeInvalid),
        }),
    );
  }, [token]);

  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <MailX className="size-10 text-gold" aria-hidden />
      <h1 className="mt-4 text-4xl font-semibold">Unsubscribe</h1>
      <p role="status" className="mt-4 text-lg text-muted">
        {outcome.state === 'working'
          ? 'One moment…'
          : outcome.state === 'done'
            ? checkoutReminderMessages.unsubscribed
            : outcome.message}
      </p>
    </div>
  );
}
