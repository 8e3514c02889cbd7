import type { UseQueryResult } from '@tanstack/react-query';
import { Gift, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { errorCodes } from '../../../../common/error-codes';
import { giftMessages } from '../../../../common/gifts';
import { MessagePanel } from '../../../components/layout/message-panel';
import { PageLoading } from '../../../components/layout/page-loading';
import { Button } from '../../../components/ui/button';
import { isApiError, messageOf } from '../../../lib/api-client';
import { SOMETHING_WENT_WRONG } from '../../../lib/mutation-errors';

/** Where to turn when a gift's page cannot help. */
export function SupportLine({ supportEmail }: { supportEmail: string }) {
  return (
    <>
      {' '}
      Still stuck? Write to{' '}
      <a href={`mailto:${supportEmail}`} className="text-gold-bright underline underline-offset-4">
        {supportEmail}
      </a>{' '}
      and we will help.
    </>
  );
}

function HomeAction() {
  return (
    <Button asChild>
      <Link href="/">Return Home</Link>
    </Button>
  );
}

/** A gift link with no token, or one the server does not know: the way home, and to support. */
export function GiftLinkInvalid({ supportEmail }: { supportEmail: string }) {
  return (
    <MessagePanel icon={Gift} title="This gift link does not work" actions={<HomeAction />}>
      {giftMessages.linkInvalid}
      <SupportLine supportEmail={supportEmail} />
    </MessagePanel>
  );
}

/**
 * Opening a gift failed: an unknown link says so; anything else (a network failure, the server
 * down) says the server's words, or that it went wrong, and offers to try again.
 */
export function GiftLoadFailure({
  error,
  supportEmail,
  onRetry,
}: {
  error: unknown;
  supportEmail: string;
  onRetry: () => void;
}) {
  if (isApiError(error, errorCodes.notFound) || isApiError(error, errorCodes.badRequest)) {
    return <GiftLinkInvalid supportEmail={supportEmail} />;
  }
  return (
    <MessagePanel
      icon={TriangleAlert}
      title="We could not open this gift"
      actions={
        <>
          <Button onClick={onRetry}>Try again</Button>
          <Button asChild variant="outline">
            <Link href="/">Return Home</Link>
          </Button>
        </>
      }
    >
      {messageOf(error, SOMETHING_WENT_WRONG)}
      <SupportLine supportEmail={supportEmail} />
    </MessagePanel>
  );
}

/**
 * The page a gift link opens (the buyer's, the recipient's): a link without a token or a failed
 * load says so, then the gift is drawn under its icon.
 */
export function GiftLinkPage<Data>({
  token,
  query,
  supportEmail,
  className,
  children,
}: {
  token: string | null;
  query: UseQueryResult<Data>;
  supportEmail: string;
  /** The page's width and padding. */
  className: string;
  children: (data: Data, token: string) => ReactNode;
}) {
  if (!token) return <GiftLinkInvalid supportEmail={supportEmail} />;
  if (query.isPending) return <PageLoading label="Opening your gift…" />;
  if (query.isError) {
    return (
      <GiftLoadFailure
        error={query.error}
        supportEmail={supportEmail}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className={className}>
      <Gift className="mb-4 size-10 text-gold" aria-hidden />
      {children(query.data, token)}
    </div>
  );
}
