import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  intakeMessages,
  questionnaireSubmissionSchema,
  uploadOfOrderSchema,
  uploadRequestSchema,
} from '../../common/intake';
import { createOrderAccessTokensFor } from '../sign-ins/order-access';
import { intakeAccessOf } from './intake-access';
import { intakeOrderView } from './order-view';
import { submitQuestionnaire } from './questionnaires';
import { checkUpload, createUploadTicket, discardUpload, type UploadDeps } from './uploads';
import { rateLimited, type RateLimit } from '../web/rate-limit';
import { forAnyone } from '../sign-ins/route-access';

/** Ten answers of up to 5,000 characters, each up to 4 bytes in UTF-8, with room to spare. */
const SUBMISSION_BODY_LIMIT = 256 * 1024;
const SMALL_BODY_LIMIT = 4 * 1024;

/** A buyer sends a questionnaire a few times at most; a page of orders from one address, 60. */
export const questionnaireSubmissionLimit: RateLimit = {
  bucket: 'questionnaire-submit',
  limit: 60,
  windowSeconds: 600,
};

const orderParamsSchema = z.object({
  purchaseId: z.uuid({ error: intakeMessages.orderNotFound }),
});
const uploadParamsSchema = z.object({
  uploadId: z.uuid({ error: intakeMessages.uploadNotFound }),
});

/** Intake after purchase: the questionnaire pages' order, uploads and submissions. */
export async function intakeRoutes(app: FastifyInstance): Promise<void> {
  const deps: UploadDeps = { db: app.deps.db, storage: app.deps.storage };
  const checkAccess = intakeAccessOf(deps.db, createOrderAccessTokensFor(app.deps.config));

  app.get('/api/intake/:purchaseId', forAnyone, async (request) => {
    const { purchaseId } = orderParamsSchema.parse(request.params);
    await checkAccess(request, purchaseId);
    return intakeOrderView(deps.db, purchaseId);
  });

  // Per client address: a questionnaire takes a handful of photos, with retries.
  const uploadLimit = rateLimited(deps.db, {
    bucket: 'upload-ticket',
    limit: 60,
    windowSeconds: 600,
  });
  app.post(
    '/api/objects/upload',
    { ...forAnyone, preHandler: uploadLimit, bodyLimit: SMALL_BODY_LIMIT },
    async (request) => {
      const input = uploadRequestSchema.parse(request.body);
      await checkAccess(request, input.purchaseId);
      return createUploadTicket(deps, input);
    },
  );

  app.post(
    '/api/objects/:uploadId/complete',
    { ...forAnyone, bodyLimit: SMALL_BODY_LIMIT },
    async (request) => {
      const { uploadId } = uploadParamsSchema.parse(request.params);
      const { purchaseId } = uploadOfOrderSchema.parse(request.body);
      await checkAccess(request, purchaseId);
      return checkUpload(deps, uploadId, purchaseId);
    },
  );

  app.delete(
    '/api/objects/:uploadId',
    { ...forAnyone, bodyLimit: SMALL_BODY_LIMIT },
    async (request, reply) => {
      const { uploadId } = uploadParamsSchema.parse(request.params);
      const { purchaseId } = uploadOfOrderSchema.parse(request.body);
      await checkAccess(request, purchaseId);
      await discardUpload(deps, uploadId, purchaseId);
      return reply.status(204).send();
    },
  );

  // Per client address, whatever the order: each submission is stored and may send a mail.
  const submissionLimit = rateLimited(deps.db, questionnaireSubmissionLimit);
  app.post(
    '/api/strategic-alignment',
    { ...forAnyone, preHandler: submissionLimit, bodyLimit: SUBMISSION_BODY_LIMIT },
    async (request) => {
      const input = questionnaireSubmissionSchema.parse(request.body);
      await checkAccess(request, input.purchaseId);
      return submitQuestionnaire(deps, input);
    },
  );
}
