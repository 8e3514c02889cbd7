import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createDownloadLinksFor } from '../storage';
import { PDF } from '../storage/file-content';
import { signedWholeNumber } from '../storage/signed-query';
import { attachmentDisposition, PRIVATE_FILE_HEADERS } from '../web/attachment';
import { downloadMessages, openDownload, type DownloadDeps } from './service';
import { forAnyone } from '../sign-ins/route-access';

const paramsSchema = z.object({ fileId: z.uuid() });
const querySchema = z.object({
  expires: signedWholeNumber,
  signature: z.string().max(128),
  /** The reading page's "View": the same signed link, opened in the browser (decision 258). */
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});

/**
 * `GET /api/downloads/:fileId?expires=&signature=`: a customer's report, from the link in their
 * delivery mail. The signature is the only authorisation (no account), so the file is an
 * attachment (a PDF may ask to open `inline`, for the reading page's "View"), never cached,
 * and a bad or old link gets a page that says what to do.
 */
export async function downloadRoutes(app: FastifyInstance): Promise<void> {
  const deps: DownloadDeps = {
    db: app.deps.db,
    storage: app.deps.storage,
    links: createDownloadLinksFor(app.deps.config),
  };
  const supportEmail = app.deps.config.SUPPORT_EMAIL;

  app.get('/api/downloads/:fileId', forAnyone, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const query = querySchema.safeParse(request.query);
    if (!params.success || !query.success) return refuse(request, reply, 403, 'invalid');
    const { disposition, ...link } = query.data;
    const result = await openDownload(deps, { fileId: params.data.fileId, ...link });
    if (result.outcome !== 'file') {
      const status = {
        gone: 404,
        refunded: 410,
        replaced: 410,
        expired: 403,
        invalid: 403,
      } as const;
      return refuse(request, reply, status[result.outcome], result.outcome);
    }
    return reply
      .headers(PRIVATE_FILE_HEADERS)
      .header('content-type', result.file.contentType)
      .header('content-length', result.file.size)
      .header('content-disposition', contentDisposition(result.file, disposition))
      .send(result.body);
  });

  /**
   * Only a PDF may open inline: the browser shows it in its own viewer, which runs no page
   * script of ours. Anything a reader uploads otherwise stays an attachment.
   */
  function contentDisposition(
    file: { fileName: string; contentType: string },
    disposition: 'attachment' | 'inline',
  ) {
    const header = attachmentDisposition(file.fileName);
    return disposition === 'inline' && file.contentType === PDF
      ? header.replace(/^attachment/, 'inline')
      : header;
  }

  /** A page for a person who clicked the link, the usual error body for anything else. */
  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    status: 403 | 404 | 410,
    reason: keyof typeof downloadMessages,
  ) {
    const message = downloadMessages[reason];
    reply.status(status).headers(PRIVATE_FILE_HEADERS);
    if (!request.headers.accept?.includes('text/html')) {
      const error = { 403: 'forbidden', 404: 'not_found', 410: 'gone' } as const;
      return reply.send({ error: error[status], message });
    }
    const titles: Partial<Record<typeof reason, string>> = {
      expired: 'This link has expired',
      refunded: 'This order was refunded',
      replaced: 'This document was replaced',
    };
    const title = titles[reason] ?? 'This link does not work';
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.6">` +
          `<h1>${title}</h1><p>${message}</p><p>Support: <a href="mailto:${supportEmail}">${supportEmail}</a></p></body></html>`,
      );
  }
}
