import { FREE_SUMMARIES_PER_DAY } from './shop-limits';

/** `POST /api/free-tier` (docs/product.md §7 names `userId`; the rest says whether a summary follows). */
export interface FreeSignupReply {
  userId: string;
  /**
   * False when the address has had its free summaries for the day (decision 023): the sign-up
   * is kept, no mail is sent. Said the same whoever owns the inbox.
   */
  isSummaryOnItsWay: boolean;
}

/** What the free form says when no summary will be sent; it names nobody and no account. */
export const freeSummaryCapMessages = {
  title: 'No new summary today',
  description: `This e-mail address has already been sent ${FREE_SUMMARIES_PER_DAY} free summaries in the last 24 hours, the most we send to one inbox, so no new one goes out now. Your details are saved: try again tomorrow.`,
} as const;
