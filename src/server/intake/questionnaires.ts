import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  intakeMessages,
  questionnaireResponseSchemas,
  type questionnaireSubmissionSchema,
  type QuestionnaireSubmitted,
} from '../../common/intake';
import { writtenReportsSentence } from '../../common/catalogue';
import { fieldErrorsOf } from '../../common/person';
import { leasedJobs, purchases, questionnaireSubmissions, type Upload } from '../db/schema';
import { AppError } from '../errors';
import { queueOrderEmail } from '../orders/order-mail';
import { orderContact } from '../orders/order-customer';
import { markQuestionnaireSubmitted } from '../orders/orders';
import { cancelQuestionnaireReminders } from '../orders/questionnaire-reminders';
import { recordOrderEvent } from '../orders/timeline';
import { findIntakeOrder, type IntakeOrder } from './intake-order';
import { resolveSubmittedUploads, type UploadDeps } from './uploads';

export const QUESTIONNAIRE_RECEIVED_KIND = 'questionnaire-received';

/**
 * Resubmission limits of one order (docs/decisions/180): versions stored within a sliding
 * window, versions kept in all, and "we received your updated answers" mails per fixed window.
 */
export const questionnaireLimits = {
  versionsPerWindow: 5,
  maxVersions: 20,
  windowSeconds: 600,
} as const;

/**
 * The dedupe key of a confirmation: each first submission has its own; the updates of one order
 * share one per window, so a burst of corrections sends one mail.
 */
function confirmationKeyOf(purchaseId: string, submissionId: string, version: number): string {
  if (version === 1) return `${QUESTIONNAIRE_RECEIVED_KIND}:${submissionId}`;
  const windowMs = questionnaireLimits.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString();
  return `${QUESTIONNAIRE_RECEIVED_KIND}:${purchaseId}:updated:${windowStart}`;
}

type ParsedSubmission = z.output<typeof questionnaireSubmissionSchema>;

/** The answers, checked against the questionnaire of the order's product (the spec's messages). */
function parseResponses(order: IntakeOrder, responses: unknown): Record<string, string> {
  const result = questionnaireResponseSchemas[order.questionnaire].safeParse(responses);
  if (!result.success) {
    const fieldErrors = fieldErrorsOf(result.error);
    const message = Object.values(fieldErrors)[0] ?? intakeMessages.submitFailed;
    throw new AppError('bad_request', message, fieldErrors);
  }
  return result.data as Record<string, string>;
}

/** The files the questionnaire needs, in the order of docs/product.md's Master Blueprint checks. */
async function resolveFiles(deps: UploadDeps, order: IntakeOrder, input: ParsedSubmission) {
  const purchaseId = order.purchase.id;
  const isMasterBlueprint = order.questionnaire === 'master-blueprint';
  const resumePath = input.resumePath.trim();
  if (isMasterBlueprint && !resumePath) {
    throw new AppError('bad_request', intakeMessages.resumeMissing);
  }
  const palmPhotos = input.palmPhotos ?? [];
  if (!isMasterBlueprint && palmPhotos.length > 0) {
    throw new AppError('bad_request', intakeMessages.palmPhotosNotAllowed);
  }
  if (isMasterBlueprint && palmPhotos.length < 2) {
    throw new AppError('bad_request', intakeMessages.palmPhotosMissing);
  }
  const [resume] = resumePath
    ? await resolveSubmittedUploads(deps, purchaseId, 'resume', [resumePath])
    : [];
  const photos = await resolveSubmittedUploads(deps, purchaseId, 'palm-photo', palmPhotos);
  return { resume, photos };
}

function fileList(resume: Upload | undefined, photos: Upload[]) {
  return [...(resume ? [resume] : []), ...photos].map((upload) => ({
    kind: upload.kind,
    fileName: upload.fileName,
  }));
}

/**
 * `POST /api/strategic-alignment` (both questionnaires): a paid order's answers, checked
 * against its product's questionnaire, with files that are this order's checked uploads. In
 * one transaction: the submission as a new version, the order timeline, the end of the
 * reminders, and a mail confirming what arrived. An order keeps at most `maxVersions` versions
 * and takes `versionsPerWindow` in a window; corrections share one mail per window.
 */
export async function submitQuestionnaire(
  deps: UploadDeps,
  input: ParsedSubmission,
): Promise<QuestionnaireSubmitted> {
  const order = await findIntakeOrder(deps.db, input.purchaseId);
  const responses = parseResponses(order, input.responses);
  const { resume, photos } = await resolveFiles(deps, order, input);
  const files = fileList(resume, photos);
  const purchaseId = order.purchase.id;

  const saved = await deps.db.transaction(async (tx) => {
    // Versions of one order are numbered one at a time.
    await tx
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    const [stored] = await tx
      .select({
        versions: sql<number>`coalesce(max(${questionnaireSubmissions.version}), 0)::int`,
        recent: sql<number>`(count(*) filter (where ${questionnaireSubmissions.createdAt}
          > now() - make_interval(secs => ${questionnaireLimits.windowSeconds})))::int`,
      })
      .from(questionnaireSubmissions)
      .where(eq(questionnaireSubmissions.purchaseId, purchaseId));
    if ((stored?.versions ?? 0) >= questionnaireLimits.maxVersions) {
      throw new AppError('conflict', intakeMessages.tooManyVersions);
    }
    if ((stored?.recent ?? 0) >= questionnaireLimits.versionsPerWindow) {
      throw new AppError('too_many_requests', intakeMessages.tooManySubmissions);
    }
    const [row] = await tx
      .insert(questionnaireSubmissions)
      .values({
        purchaseId,
        questionnaire: order.questionnaire,
        version: sql`(select coalesce(max(version), 0) + 1 from ${questionnaireSubmissions}
          where purchase_id = ${purchaseId})`,
        responses,
        resumeUploadId: resume?.id ?? null,
        palmPhotoUploadIds: photos.map((photo) => photo.id),
      })
      .returning({ id: questionnaireSubmissions.id, version: questionnaireSubmissions.version });
    if (!row) throw new Error('questionnaire submission returned no row');
    await markQuestionnaireSubmitted(tx, purchaseId);
    await cancelQuestionnaireReminders(tx, purchaseId);
    await recordOrderEvent(tx, {
      purchaseId,
      kind: 'questionnaire-submitted',
      actor: 'customer',
      data: {
        submissionId: row.id,
        version: row.version,
        questionnaire: order.questionnaire,
        files,
      },
    });
    const contact = orderContact(order.purchase);
    if (contact) {
      const payload = {
        purchaseId,
        fullName: contact.fullName,
        productName: order.product.name,
        version: row.version,
        responses,
        files,
        // After the answers the computed documents are long in the buyer's hands: what
        // follows is what the readers write, and the sessions.
        delivery: writtenReportsSentence(order.product, 'your reports') ?? order.product.delivery,
      };
      const dedupeKey = confirmationKeyOf(purchaseId, row.id, row.version);
      const queued = await queueOrderEmail(
        tx,
        purchaseId,
        { kind: QUESTIONNAIRE_RECEIVED_KIND, recipient: contact.email.trim(), payload, dedupeKey },
        'customer',
      );
      // This window's update mail exists: if not sent yet, it confirms this newest version.
      if (!queued) {
        await tx
          .update(leasedJobs)
          .set({ payload })
          .where(and(eq(leasedJobs.dedupeKey, dedupeKey), eq(leasedJobs.status, 'queued')));
      }
    }
    return row;
  });
  return { success: true, submissionId: saved.id, version: saved.version };
}
