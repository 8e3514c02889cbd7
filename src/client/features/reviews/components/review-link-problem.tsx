import { LinkIcon, MessageSquareHeart, MessageSquareOff } from 'lucide-react';
import { errorCodes } from '../../../../common/error-codes';
import { reviewMessages } from '../../../../common/reviews';
import { LinkDeadEnd, type LinkWording } from '../../../components/layout/private-link-page';
import { isApiError, messageOf } from '../../../lib/api-client';

/** The review page as a private link's page names it. */
export const reviewLinkWording: LinkWording = {
  icon: MessageSquareHeart,
  loading: 'Opening your review…',
  invalidIcon: LinkIcon,
  invalidTitle: 'This review link does not work',
  invalidText: reviewMessages.linkInvalid,
  failureTitle: 'We could not open your review',
};

/** An order that cannot be reviewed (not yet delivered, refunded) says why; null otherwise. */
export function reviewRefusal(error: unknown) {
  if (!isApiError(error, errorCodes.conflict)) return null;
  return (
    <LinkDeadEnd icon={MessageSquareOff} title="Not open for a review">
      {messageOf(error, reviewMessages.notDelivered)}
    </LinkDeadEnd>
  );
}
