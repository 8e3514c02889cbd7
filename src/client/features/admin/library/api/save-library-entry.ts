import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorCodes } from '../../../../../common/error-codes';
import type { LibraryEntryView, SaveLibraryEntryInput } from '../../../../../common/library';
import type { WrittenDoc } from '../../../../../common/written-reading';
import { apiRequest, isApiError } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../api/admin-query-keys';
import { entryApiPath, libraryEntryQueryOptions } from './get-library';

export type ShopTextOutcome =
  | { kind: 'saved'; version: number }
  /** Someone saved the entry since the editor's version: their text, and the message. */
  | { kind: 'conflict'; current: LibraryEntryView; message: string };

/**
 * A write of the shop's text. A 409 is an answer, not a failure: it carries the entry as saved
 * meanwhile. Any other refusal throws an ApiError as every call does.
 */
async function writeShopText(method: string, url: string, body: unknown): Promise<ShopTextOutcome> {
  try {
    const { version } = await apiRequest<{ version: number }>(method, url, body);
    return { kind: 'saved', version };
  } catch (failure) {
    if (isApiError(failure, errorCodes.conflict)) {
      const reply = JSON.parse(failure.body) as { current?: LibraryEntryView };
      if (reply.current) {
        return {
          kind: 'conflict',
          current: reply.current,
          message: failure.serverMessage ?? failure.message,
        };
      }
    }
    throw failure;
  }
}

/** `PUT .../entries/:key`: a new version of the shop's text, from the version it started at. */
export function saveShopText(key: string, input: SaveLibraryEntryInput): Promise<ShopTextOutcome> {
  return writeShopText('PUT', entryApiPath(key), input);
}

/** `POST .../entries/:key/restore`: an earlier version's text as a new version. */
export function restoreShopText(
  key: string,
  input: { version: number; baseVersion: number },
): Promise<ShopTextOutcome> {
  return writeShopText('POST', `${entryApiPath(key)}/restore`, input);
}

/** The entry's view as a write answered it, and every list (their badges) read again. */
function useKeepEntry(key: string) {
  const client = useQueryClient();
  return (view: LibraryEntryView) => {
    client.setQueryData(libraryEntryQueryOptions(key).queryKey, view);
    void client.invalidateQueries({ queryKey: [...adminQueryKeys.library, 'list'] });
  };
}

/** The reader's own alternative text, which only their drafts read. */
export function useSaveOwnText(key: string) {
  const keep = useKeepEntry(key);
  return useMutation({
    mutationFn: (doc: WrittenDoc) =>
      apiRequest<LibraryEntryView>('PUT', `${entryApiPath(key)}/own`, { doc }),
    onSuccess: keep,
  });
}

/** Whether the reader's drafts use the shop's text or their own. */
export function useChooseText(key: string) {
  const keep = useKeepEntry(key);
  return useMutation({
    mutationFn: (uses: 'shop' | 'own') =>
      apiRequest<LibraryEntryView>('PUT', `${entryApiPath(key)}/choice`, { uses }),
    onSuccess: keep,
  });
}
