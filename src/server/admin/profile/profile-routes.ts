import type { FastifyError, FastifyInstance } from 'fastify';
import {
  READER_PHOTO_MAX_BYTES,
  READER_PHOTO_TYPES,
  readerPhotoMessages,
  readerPhotoParamsSchema,
  readerProfileInputSchema,
} from '../../../common/readers';
import { errorCodes } from '../../../common/error-codes';
import { AppError } from '../../errors';
import { forAdmins, forAnyone } from '../../sign-ins/route-access';
import { adminOf } from '../sign-in/admin-sign-ins';
import { readReaderPhoto, removeReaderPhoto, saveReaderPhoto } from './reader-photo';
import { readerProfileViewOf, saveReaderProfile } from './reader-profile';

/**
 * The signed-in admin's own reader profile: the name customers know them by, a short bio and a
 * photo (issue 36). Each admin edits only their own: the id comes from the session, never the
 * request.
 */
export async function adminProfileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/api/admin/profile', forAdmins, async (request) =>
    readerProfileViewOf(adminOf(request)),
  );

  app.put('/api/admin/profile', { ...forAdmins, bodyLimit: 16 * 1024 }, async (request) => {
    const input = readerProfileInputSchema.parse(request.body);
    return saveReaderProfile(db, adminOf(request).id, input);
  });

  app.delete('/api/admin/profile/photo', forAdmins, async (request) =>
    removeReaderPhoto(app.deps, adminOf(request).id),
  );

  await app.register(async (scope) => {
    // Only this route takes a raw body: the photo itself, as the browser read it from the file.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      [...READER_PHOTO_TYPES],
      { parseAs: 'buffer', bodyLimit: READER_PHOTO_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.statusCode === 413) {
        return reply
          .status(413)
          .send({ error: errorCodes.payloadTooLarge, message: readerPhotoMessages.tooLarge });
      }
      if (error.statusCode === 415) {
        return reply
          .status(415)
          .send({ error: errorCodes.unsupportedMediaType, message: readerPhotoMessages.notAPhoto });
      }
      throw error;
    });
    scope.put(
      '/api/admin/profile/photo',
      { ...forAdmins, bodyLimit: READER_PHOTO_MAX_BYTES },
      async (request) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new AppError('unsupported_media_type', readerPhotoMessages.notAPhoto);
        }
        return saveReaderPhoto(app.deps, adminOf(request).id, request.body);
      },
    );
  });

  /**
   * A reader's photo for the reading pages that show it. Public, like an image on any page, and
   * safe so (decision 313): its address is a random id that only the reader's orders' pages
   * carry, and it answers nothing but the photo's pixels. A new upload gets a new id, so the
   * photo is cached for a year.
   */
  app.get('/api/reader-photos/:photoId', forAnyone, async (request, reply) => {
    const { photoId } = readerPhotoParamsSchema.parse(request.params);
    const photo = await readReaderPhoto(app.deps, photoId);
    if (!photo) throw new AppError('not_found', 'There is no such photo.');
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-disposition', 'inline')
      .send(photo);
  });
}
