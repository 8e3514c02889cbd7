import { and, desc, eq, inArray } from 'drizzle-orm';
import { adminAnswerTitles, answersInPageOrder, palmPhotoTips } from '../../../common/intake';
import { questionnaireNames } from '../../../common/catalogue';
import { orderReferenceOf } from '../../../common/order-status';
import { normaliseBirth } from '../../../common/person';
import { deliveryChecklist } from '../../../common/delivery-rules';
import {
  deliveryFactsOf,
  type CheckItem,
  type WorkspaceFile,
  type WorkspaceSection,
  type WorkspaceView,
} from '../../../common/workspace';
import { countWords } from '../../../common/written-reading';
import type { Queryable } from '../../db/client';
import {
  admins,
  questionnaireSubmissions,
  uploads,
  writtenDrafts,
  writtenReadingChecks,
  type Purchase,
  type Upload,
} from '../../db/schema';
import { orderContact, storedCustomer } from '../../orders/order-customer';
import { chartFactsOf } from './chart-facts';
import type { WorkspaceOrder } from './workspace-order';

/** The birth data as the customer gave it at checkout, or null when the order holds none. */
export function birthOf(purchase: Purchase): WorkspaceView['birth'] {
  const person = storedCustomer(purchase);
  if (!person) return null;
  const { birthDate, birthTime } = normaliseBirth(person);
  return { date: birthDate, time: birthTime, place: person.birthLocation.trim() };
}

export function workspaceFilePath(purchaseId: string, uploadId: string): string {
  return `/api/admin/reading/${purchaseId}/files/${uploadId}`;
}

function fileOf(purchaseId: string, upload: Upload): WorkspaceFile {
  return {
    uploadId: upload.id,
    fileName: upload.fileName,
    contentType: upload.contentType ?? 'application/octet-stream',
    viewPath: workspaceFilePath(purchaseId, upload.id),
  };
}

async function latestSubmission(db: Queryable, purchaseId: string) {
  const [submission] = await db
    .select()
    .from(questionnaireSubmissions)
    .where(eq(questionnaireSubmissions.purchaseId, purchaseId))
    .orderBy(desc(questionnaireSubmissions.version))
    .limit(1);
  if (!submission) return { submission: null, resume: null, photos: [] };
  const ids = [
    ...(submission.resumeUploadId ? [submission.resumeUploadId] : []),
    ...submission.palmPhotoUploadIds,
  ];
  const files = ids.length
    ? await db
        .select()
        .from(uploads)
        .where(
          and(
            inArray(uploads.id, ids),
            eq(uploads.purchaseId, purchaseId),
            eq(uploads.status, 'stored'),
          ),
        )
    : [];
  const byId = new Map(files.map((file) => [file.id, file]));
  return {
    submission,
    resume: submission.resumeUploadId ? (byId.get(submission.resumeUploadId) ?? null) : null,
    photos: submission.palmPhotoUploadIds.flatMap((id) => byId.get(id) ?? []),
  };
}

/**
 * Everything a reader needs on one page: who the customer is, their charts' facts, their answers
 * and files, and each written section with its draft, its promised length and the checklist.
 */
export async function workspaceView(
  db: Queryable,
  { purchase, product }: WorkspaceOrder,
  options: { withCharts: boolean } = { withCharts: true },
): Promise<WorkspaceView> {
  const [{ submission, resume, photos }, drafts, checks] = await Promise.all([
    latestSubmission(db, purchase.id),
    db
      .select({ draft: writtenDrafts, savedBy: admins.email })
      .from(writtenDrafts)
      .leftJoin(admins, eq(admins.id, writtenDrafts.savedBy))
      .where(eq(writtenDrafts.purchaseId, purchase.id)),
    db.select().from(writtenReadingChecks).where(eq(writtenReadingChecks.purchaseId, purchase.id)),
  ]);

  const person = storedCustomer(purchase);
  const contact = person ?? orderContact(purchase);
  const birth = birthOf(purchase);

  const draftByKey = new Map(drafts.map((row) => [row.draft.sectionKey, row]));
  const sections: WorkspaceSection[] = product.writtenDocuments.map((item) => {
    const row = draftByKey.get(item.key);
    return {
      key: item.key,
      title: item.name,
      summary: item.summary,
      promisedWords: item.promisedWords,
      words: row ? countWords(row.draft.doc) : 0,
      draft: row
        ? {
            doc: row.draft.doc,
            revision: row.draft.revision,
            savedAt: row.draft.savedAt.toISOString(),
            savedBy: row.savedBy,
          }
        : null,
    };
  });
  const checked = checks.map((check) => ({
    item: check.item as CheckItem,
    lookedAt: check.lookedAt.toISOString(),
  }));
  const resumeFile = resume ? fileOf(purchase.id, resume) : null;
  const palmPhotos = photos.map((photo) => fileOf(purchase.id, photo));

  return {
    purchaseId: purchase.id,
    reference: orderReferenceOf(purchase.id),
    productId: product.id,
    productName: product.name,
    processingStatus: purchase.processingStatus,
    customer: {
      fullName: contact?.fullName ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? null,
    },
    birth,
    charts:
      birth && options.withCharts ? chartFactsOf({ ...birth, place: birth.place || null }) : [],
    questionnaire: submission
      ? {
          name: `${questionnaireNames[submission.questionnaire]} questionnaire`,
          submittedAt: submission.createdAt.toISOString(),
          answers: answersInPageOrder(submission.responses, adminAnswerTitles)
            .filter(({ answer }) => answer.trim() !== '')
            .map(({ title, answer }) => ({ question: title, answer })),
        }
      : null,
    resume: resumeFile,
    palmPhotos,
    photoTips: palmPhotoTips,
    sections,
    checks: checked,
    checklist: deliveryChecklist(
      deliveryFactsOf({ sections, palmPhotos, resume: resumeFile, checks: checked }),
    ),
  };
}
