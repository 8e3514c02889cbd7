import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { intakeMessages } from '../../common/intake';
import { AppError } from '../errors';
import { LOCAL_UPLOAD_PREFIX, type LocalObjectStorage } from './local-storage';
import { signedWholeNumber } from './signed-query';
import { MAX_UPLOAD_BYTES } from './types';
import { forAnyone } from '../sign-ins/route-access';

const segment = z.string().regex(/^[a-z0-9-]{1,64}$/);
const paramsSchema = z.object({ purchaseId: segment, uploadId: segment });
const querySchema = z.object({
  expires: signedWholeNumber,
  length: signedWholeNumber.pipe(z.number().max(MAX_UPLOAD_BYTES)),
  type: z.string().min(1).max(255),
  signature: z.string().max(128),
});

export interface LocalObjectRoutesOptions {
  storage: LocalObjectStorage;
}

/**
 * `PUT /api/objects/<purchase>/<upload>`: where browsers send files when the shop keeps them
 * itself. The signed URL is the only authorisation (like S3's), so no session is needed.
 */
export async function localObjectRoutes(
  app: FastifyInstance,
  { storage }: LocalObjectRoutesOptions,
): Promise<void> {
  // The body is the file, of any type, streamed to disk: no parser may buffer or decode it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { bodyLimit: MAX_UPLOAD_BYTES }, (_request, payload, done) =>
    done(null, payload),
  );

  app.put(
    '/api/objects/:purchaseId/:uploadId',
    {
      ...forAnyone,
      bodyLimit: MAX_UPLOAD_BYTES,
      // The bytes are stored as sent; a compressed body would not match its signed length.
      onRequest: async (request) => {
        const encoding = request.headers['content-encoding'];
        if (encoding !== undefined && encoding !== 'identity') {
          throw new AppError('forbidden', 'The file must be sent as it is, not compressed.');
        }
      },
    },
    async (request) => {
      const params = paramsSchema.safeParse(request.params);
      const query = querySchema.safeParse(request.query);
      if (!params.success || !query.success) {
        throw new AppError('forbidden', 'This upload link is not valid.');
      }
      const key = `${LOCAL_UPLOAD_PREFIX}${params.data.purchaseId}/${params.data.uploadId}`;
      const grant = storage.checkPut(key, query.data, {
        contentType: request.headers['content-type'],
        contentLength: request.headers['content-length'],
      });
      if (await storage.head(key)) throw new AppError('conflict', intakeMessages.uploadExpired);
      return storage.storeUpload(grant, request.raw);
    },
  );
}
