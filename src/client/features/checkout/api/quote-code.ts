import type { CodeQuoteInput, CodeQuoteReply } from '../../../../common/discount-codes';
import { apiRequest } from '../../../lib/api-client';

/** What a typed code does to the price, or why it cannot be used; nothing is held yet. */
export function quoteCode(input: CodeQuoteInput): Promise<CodeQuoteReply> {
  return apiRequest<CodeQuoteReply>('POST', '/api/checkout/code', input);
}
