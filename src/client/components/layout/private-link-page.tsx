import type { UseQueryResult } from '@tanstack/react-query';
import { TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { errorCodes } from '../../../common/error-codes';
import { isApiError, messageOf } from '../../lib/api-client';
import { SOMETHING_WENT_WRONG } from '../../lib/mutation-errors';
import { shopConfig } from '../../lib/shop-config';
import { Button } from '../ui/button';
import { MessagePanel } from './message-panel';
import { PageLoading } from './page-loading';
import { SupportLine } from './support-line';

/** How one kind of private link (a gift's, a review's) names itself on its page. */
export interface LinkWording {
  /** Over what the link holds. */
  icon: LucideIcon;
  loading: string;
  /** Over a link without a token, or one the server does not know. */
  invalidIcon: LucideIcon;
  invalidTitle: string;
  invalidText: string;
  /** Over any other failure to open it (a network failure, the server down). */
  failureTitle: string;
}

/** A private link's dead end: why, the way home, and (given its address) support. */
export function LinkDeadEnd({
  icon,
  title,
  supportEmail,
  children,
}: {
  icon: LucideIcon;
  title: string;
  supportEmail?: string;
  children: ReactNode;
}) {
  return (
    <MessagePanel
      icon={icon}
      title={title}
      actions={
        <Button asChild>
          <Link href="/">Return Home</Link>
        </Button>
      }
    >
      {children}
      {supportEmail ? <SupportLine supportEmail={supportEmail} /> : null}
    </MessagePanel>
  );
}

/** The server's words, or that it went wrong, with a way to try again and one to support. */
function LinkLoadFailure(props: {
  title: string;
  error: unknown;
  supportEmail: string;
  onRetry: () => void;
}) {
  return (
    <MessagePanel
      icon={TriangleAlert}
      title={props.title}
      actions={
        <>
          <Button onClick={props.onRetry}>Try again</Button>
          <Button asChild variant="outline">
            <Link href="/">Return Home</Link>
          </Button>
        </>
      }
    >
      {messageOf(props.error, SOMETHING_WENT_WRONG)}
      <SupportLine supportEmail={props.supportEmail} />
    </MessagePanel>
  );
}

/**
 * The page a private link opens (`#token=`): a link without a token, or one the server refuses
 * as unknown, says it does not work; the read is awaited; any other failure is told by `refusal`
 * when it knows it (an order that cannot be reviewed), else with a retry. What the link holds
 * is drawn under the page's icon.
 */
export function PrivateLinkPage<Data>({
  token,
  query,
  wording,
  refusal,
  className,
  children,
}: {
  token: string | null;
  query: UseQueryResult<Data>;
  wording: LinkWording;
  refusal?: (error: unknown) => ReactNode;
  /** The page's width and padding. */
  className: string;
  children: (data: Data, token: string) => ReactNode;
}) {
  const { supportEmail } = shopConfig();
  const isRefused =
    isApiError(query.error, errorCodes.notFound) || isApiError(query.error, errorCodes.badRequest);
  if (!token || isRefused) {
    return (
      <LinkDeadEnd
        icon={wording.invalidIcon}
        title={wording.invalidTitle}
        supportEmail={supportEmail}
      >
        {wording.invalidText}
      </LinkDeadEnd>
    );
  }
  if (query.isPending) return <PageLoading label={wording.loading} />;
  if (query.isError) {
    return (
      refusal?.(query.error) ?? (
        <LinkLoadFailure
          title={wording.failureTitle}
          error={query.error}
          supportEmail={supportEmail}
          onRetry={() => void query.refetch()}
        />
      )
    );
  }
  const Icon = wording.icon;
  return (
    <div className={className}>
      <Icon className="mb-4 size-10 text-gold" aria-hidden />
      {children(query.data, token)}
    </div>
  );
}
