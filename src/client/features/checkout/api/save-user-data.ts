import type { SaveUserDataInput, SaveUserDataReply } from '../../../../common/checkout';
import { apiRequest } from '../../../lib/api-client';

/** docs/product.md §7: sent after a succeeded payment; a failure is only logged. */
export function saveUserData(input: SaveUserDataInput) {
  return apiRequest<SaveUserDataReply>('POST', '/api/save-user-data', input);
}
