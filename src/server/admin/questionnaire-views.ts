import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminQuestionnaire,
  AdminUnsubmittedFile,
  AdminUploadedFile,
} from '../../common/admin';
import type { Queryable } from '../db/client';
import { questionnaireSubmissions, uploads, type Upload } from '../db/schema';

export function uploadDownloadPath(uploadId: string): string {
  return `/api/admin/uploads/${uploadId}/download`;
}

function toUploadedFile(upload: Upload): AdminUploadedFile {
  return {
    uploadId: upload.id,
    kind: upload.kind,
    fileName: upload.fileName,
    size: upload.size,
    contentType: upload.contentType,
    downloadPath: uploadDownloadPath(upload.id),
  };
}

/**
 * The latest questionnaire of each of these orders, with how many versions it has, its
 * answers and its files. Read from intake's tables directly: admin never imports intake.
 */
export async function latestQuestionnaires(
  db: Queryable,
  purchaseIds: string[],
): Promise<AdminQuestionnaire[]> {
  if (purchaseIds.length === 0) return [];
  const latest = await db
    .selectDistinctOn([questionnaireSubmissions.purchaseId], {
      submission: questionnaireSubmissions,
      versions: sql<number>`(count(*) over (partition by ${questionnaireSubmissions.purchaseId}))::int`,
    })
    .from(questionnaireSubmissions)
    .where(inArray(questionnaireSubmissions.purchaseId, purchaseIds))
    .orderBy(questionnaireSubmissions.purchaseId, sql`${questionnaireSubmissions.version} desc`);
  const uploadIds = latest.flatMap(({ submission }) => [
    ...(submission.resumeUploadId ? [submission.resumeUploadId] : []),
    ...submission.palmPhotoUploadIds,
  ]);
  const files = uploadIds.length
    ? await db.select().from(uploads).where(inArray(uploads.id, uploadIds))
    : [];
  const fileById = new Map(files.map((file) => [file.id, file]));

  return latest
    .map(({ submission, versions }) => {
      const resume = submission.resumeUploadId
        ? fileById.get(submission.resumeUploadId)
        : undefined;
      const photos = submission.palmPhotoUploadIds.flatMap((id) => fileById.get(id) ?? []);
      const answers = Object.values(submission.responses).filter((answer) => answer.trim() !== '');
      return {
        id: submission.id,
        purchaseId: submission.purchaseId,
        questionnaire: submission.questionnaire,
        version: submission.version,
        versions: Number(versions),
        createdAt: submission.createdAt.toISOString(),
        resumePath: resume ? uploadDownloadPath(resume.id) : null,
        palmPhotos: photos.length,
        questionsAnswered: answers.length,
        responses: submission.responses,
        files: [...(resume ? [resume] : []), ...photos].map(toUploadedFile),
      };
    })
    .sort((left, right) => right.createdAt.localeCompare(left.createdAt));
}

/** An upload that no submitted questionnaire of its order names. */
export const isUnsubmitted = sql`not exists (select 1 from ${questionnaireSubmissions} s
  where s.purchase_id = ${uploads.purchaseId}
    and (s.resume_upload_id = ${uploads.id} or ${uploads.id} = any(s.palm_photo_upload_ids)))`;

/**
 * The order's checked files that no submission uses: sent from a device and never submitted
 * (or replaced before a corrected version). Admins see them, and may clear them.
 */
export async function unsubmittedUploads(
  db: Queryable,
  purchaseId: string,
): Promise<AdminUnsubmittedFile[]> {
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.purchaseId, purchaseId), eq(uploads.status, 'stored'), isUnsubmitted))
    .orderBy(asc(uploads.checkedAt), asc(uploads.id));
  return rows.map((upload) => ({
    ...toUploadedFile(upload),
    receivedAt: (upload.checkedAt ?? upload.createdAt).toISOString(),
  }));
}
