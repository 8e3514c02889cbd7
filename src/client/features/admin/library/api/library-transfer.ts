import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  libraryLimits,
  libraryMessages,
  type LibraryImportReply,
} from '../../../../../common/library';
import { apiRequest } from '../../../../lib/api-client';
import { adminQueryKeys } from '../../api/admin-query-keys';

/** The export: the server answers it as a file download. */
export const libraryExportUrl = '/api/admin/library/export';

/** A file refused before it is sent: too large, or not JSON at all. */
export class LibraryFileError extends Error {}

async function readExportFile(file: File): Promise<unknown> {
  if (file.size > libraryLimits.importBytes)
    throw new LibraryFileError(libraryMessages.importInvalid);
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new LibraryFileError(libraryMessages.importInvalid);
  }
}

/** `POST /api/admin/library/import` with an export file's JSON; the server checks the rest. */
export function useImportLibrary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      apiRequest<LibraryImportReply>(
        'POST',
        '/api/admin/library/import',
        await readExportFile(file),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminQueryKeys.library }),
  });
}
