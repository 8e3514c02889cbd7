import type { FastifyInstance } from 'fastify';
import type { UploadKind, UploadTicket } from '../../src/common/intake';

/** Asks for an upload ticket as the questionnaire page does (tests only). */
export function requestTestTicket(
  app: FastifyInstance,
  purchaseId: string,
  kind: UploadKind,
  fileName: string,
  size: number,
) {
  return app.inject({
    method: 'POST',
    url: '/api/objects/upload',
    payload: { purchaseId, kind, fileName, size, contentType: '' },
  });
}

/**
 * A file sent the way the page sends it: ticket, PUT, content check. Throws when the ticket or
 * the PUT is refused; returns the upload id and the check's reply (422 for a refused file).
 */
export async function sendTestUpload(
  app: FastifyInstance,
  purchaseId: string,
  kind: UploadKind,
  fileName: string,
  bytes: Buffer,
) {
  const ticketReply = await requestTestTicket(app, purchaseId, kind, fileName, bytes.length);
  if (ticketReply.statusCode !== 200) throw new Error(`ticket refused: ${ticketReply.body}`);
  const ticket = ticketReply.json<UploadTicket>();
  const put = await app.inject({
    method: 'PUT',
    url: ticket.uploadURL,
    headers: { ...ticket.headers, 'content-length': String(bytes.length) },
    payload: bytes,
  });
  if (put.statusCode !== 200) throw new Error(`PUT refused: ${put.body}`);
  const checked = await app.inject({
    method: 'POST',
    url: `/api/objects/${ticket.uploadId}/complete`,
    payload: { purchaseId },
  });
  return { uploadId: ticket.uploadId, checked };
}
