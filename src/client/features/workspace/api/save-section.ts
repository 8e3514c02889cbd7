import type {
  SaveSectionInput,
  SaveSectionReply,
  SectionConflict,
  SectionDraft,
} from '../../../../common/workspace';
import { errorCodes } from '../../../../common/error-codes';
import { ApiError } from '../../../lib/api-client';
import { workspacePath } from './get-workspace';

export type SaveResult =
  | { kind: 'saved'; reply: SaveSectionReply }
  | { kind: 'conflict'; current: SectionDraft }
  /** No answer at all: the network is down, the text stays on the device. */
  | { kind: 'offline' };

/**
 * `PUT /api/admin/reading/:purchaseId/sections/:key`. A 409 is an answer, not a failure: it
 * carries the text saved meanwhile. Any other refusal throws an ApiError as every call does.
 */
export async function saveSection(
  purchaseId: string,
  sectionKey: string,
  input: SaveSectionInput,
): Promise<SaveResult> {
  let response: Response;
  try {
    response = await fetch(
      `${workspacePath(purchaseId)}/sections/${encodeURIComponent(sectionKey)}`,
      {
        method: 'PUT',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(input),
      },
    );
  } catch {
    return { kind: 'offline' };
  }
  const text = await response.text();
  if (response.ok) return { kind: 'saved', reply: JSON.parse(text) as SaveSectionReply };
  const failure = new ApiError(response.status, text || response.statusText);
  if (failure.code === errorCodes.conflict) {
    const body = JSON.parse(text) as Partial<SectionConflict>;
    if (body.current) return { kind: 'conflict', current: body.current };
  }
  throw failure;
}
