import { Gift } from 'lucide-react';
import { giftMessages } from '../../../../common/gifts';
import type { LinkWording } from '../../../components/layout/private-link-page';

/** The gift pages (the buyer's, the recipient's) as a private link's page names them. */
export const giftLinkWording: LinkWording = {
  icon: Gift,
  loading: 'Opening your gift…',
  invalidIcon: Gift,
  invalidTitle: 'This gift link does not work',
  invalidText: giftMessages.linkInvalid,
  failureTitle: 'We could not open this gift',
};
