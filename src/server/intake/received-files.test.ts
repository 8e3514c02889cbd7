import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeMessages, type IntakeOrderView, type UploadKind } from '../../common/intake';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { createPaidTestOrder } from '../../../tests/support/checkout-factories';
import { testDatabaseKinds } from '../../../tests/support/database';
import { blueprintAnswers } from '../../../tests/support/intake-factories';
import { makeExecutable, makePdf, makePng } from '../../../tests/support/file-fixtures';
import { requestTestTicket, sendTestUpload } from '../../../tests/support/upload-factories';

/**
 * The questionnaire link works on any device: the files an order already holds come from the
 * server's records, not from the browser that sent them (issue 20).
 */
describe.each(testDatabaseKinds())('files received for an order on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({ method, url, ...(payload ? { payload } : {}) });

  const ticketFor = (purchaseId: string, uploadKind: UploadKind, name: string, size: number) =>
    requestTestTicket(harness.app, purchaseId, uploadKind, name, size);
  const sendFile = (purchaseId: string, uploadKind: UploadKind, name: string, bytes: Buffer) =>
    sendTestUpload(harness.app, purchaseId, uploadKind, name, bytes);

  /** What a second device sees: only the order's page, nothing of the first browser. */
  async function orderView(purchaseId: string) {
    const reply = await inject('GET', `/api/intake/${purchaseId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<IntakeOrderView>();
  }

  it('lists a file sent from another device, and a submission can name it from that list', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 7);
    const resume = await sendFile(purchaseId, 'resume', 'My CV.pdf', makePdf());
    const left = await sendFile(purchaseId, 'palm-photo', 'left.png', makePng(1200, 1600));
    const right = await sendFile(purchaseId, 'palm-photo', 'right.png', makePng(300, 400));

    const { files } = await orderView(purchaseId);
    expect(files.map((file) => [file.kind, file.fileName, file.uploadId])).toEqual([
      ['resume', 'My CV.pdf', resume.uploadId],
      ['palm-photo', 'left.png', left.uploadId],
      ['palm-photo', 'right.png', right.uploadId],
    ]);
    expect(files[2]).toMatchObject({ lowResolution: true, contentType: 'image/png' });
    // Nothing that would let the page fetch the bytes or reveal where they are kept.
    expect(JSON.stringify(files)).not.toMatch(/signature|expires|uploads\//);

    const submitted = await inject('POST', '/api/strategic-alignment', {
      purchaseId,
      responses: blueprintAnswers,
      resumePath: files.find((file) => file.kind === 'resume')?.uploadURL,
      palmPhotos: files.filter((file) => file.kind === 'palm-photo').map((file) => file.uploadURL),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    // Submitted files stay with their answers: no longer listed, and not removable.
    expect((await orderView(purchaseId)).files).toEqual([]);
    const removeSubmitted = await inject('DELETE', `/api/objects/${resume.uploadId}`, {
      purchaseId,
    });
    expect(removeSubmitted.statusCode).toBe(409);
    expect(removeSubmitted.json()).toMatchObject({
      message: intakeMessages.uploadAlreadySubmitted,
    });
  });

  it('a listed file removed on the second device frees its place for another', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 7);
    const first = await sendFile(purchaseId, 'resume', 'old.pdf', makePdf());
    const size = makePdf().length;
    const full = await ticketFor(purchaseId, 'resume', 'new.pdf', size);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ message: intakeMessages.tooManyFiles });

    const [listed] = (await orderView(purchaseId)).files;
    expect(listed?.uploadId).toBe(first.uploadId);
    const removed = await inject('DELETE', `/api/objects/${listed?.uploadId}`, { purchaseId });
    expect(removed.statusCode).toBe(204);
    expect((await orderView(purchaseId)).files).toEqual([]);

    const second = await sendFile(purchaseId, 'resume', 'new.pdf', makePdf());
    expect(second.checked.statusCode).toBe(200);
    expect((await orderView(purchaseId)).files.map((file) => file.fileName)).toEqual(['new.pdf']);
  });

  it('lists neither unfinished nor refused files, and never another order’s', async () => {
    const { purchaseId } = await createPaidTestOrder(harness.app, 6);
    const other = await createPaidTestOrder(harness.app, 6);
    const size = makePdf().length;
    expect((await ticketFor(purchaseId, 'resume', 'unsent.pdf', size)).statusCode).toBe(200);
    const refused = await sendFile(other.purchaseId, 'resume', 'fake.pdf', makeExecutable());
    expect(refused.checked.statusCode).toBe(422);
    const theirs = await sendFile(
      other.purchaseId,
      'palm-photo',
      'theirs.png',
      makePng(1200, 1200),
    );

    expect((await orderView(purchaseId)).files).toEqual([]);
    expect((await orderView(other.purchaseId)).files.map((file) => file.fileName)).toEqual([
      'theirs.png',
    ]);

    // Someone else's file through my order, or my order id with a made-up body: not found.
    const foreign = await inject('DELETE', `/api/objects/${theirs.uploadId}`, { purchaseId });
    expect(foreign.statusCode).toBe(404);
    const noOrder = await inject('DELETE', `/api/objects/${theirs.uploadId}`, { purchaseId: 'x' });
    expect(noOrder.statusCode).toBe(400);
    expect((await orderView(other.purchaseId)).files).toHaveLength(1);
  });
});
