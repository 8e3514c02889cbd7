import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  intakeMessages,
  type IntakeOrderView,
  type QuestionnaireSubmitted,
  type UploadChecked,
  type UploadKind,
  type UploadTicket,
} from '../../common/intake';
import { leasedJobs, purchases, questionnaireSubmissions, uploads } from '../db/schema';
import { orderTimeline } from '../orders/timeline';
import { RATE_LIMITED_MESSAGE } from '../web/rate-limit';
import { questionnaireLimits } from './questionnaires';
import { questionnaireSubmissionLimit } from './routes';
import { withTestApp } from '../../../tests/support/app';
import { createPaidTestOrder, startTestCheckout } from '../../../tests/support/checkout-factories';
import { startFreshRateLimitWindow } from '../../../tests/support/clock';
import { testDatabaseKinds } from '../../../tests/support/database';
import { blueprintAnswers, strategicAnswers } from '../../../tests/support/intake-factories';
import {
  makeDocx,
  makeExecutable,
  makeJpeg,
  makePdf,
  makePng,
} from '../../../tests/support/file-fixtures';

describe.each(testDatabaseKinds())('intake API on %s', (kind) => {
  const harness = withTestApp(kind);

  const db = () => harness.database.db;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    harness.app.inject({ method, url, ...(payload ? { payload } : {}) });

  function requestTicket(
    purchaseId: string,
    uploadKind: UploadKind,
    fileName: string,
    size: number,
  ) {
    return inject('POST', '/api/objects/upload', {
      purchaseId,
      kind: uploadKind,
      fileName,
      size,
      contentType: '',
    });
  }

  function putFile(ticket: UploadTicket, bytes: Buffer) {
    return harness.app.inject({
      method: 'PUT',
      url: ticket.uploadURL,
      headers: { ...ticket.headers, 'content-length': String(bytes.length) },
      payload: bytes,
    });
  }

  /** Ticket, PUT and content check, as the page does; returns the upload address and the check. */
  async function upload(
    purchaseId: string,
    uploadKind: UploadKind,
    fileName: string,
    bytes: Buffer,
  ) {
    const ticketReply = await requestTicket(purchaseId, uploadKind, fileName, bytes.length);
    expect(ticketReply.statusCode, ticketReply.body).toBe(200);
    const ticket = ticketReply.json<UploadTicket>();
    const stored = await putFile(ticket, bytes);
    expect(stored.statusCode, stored.body).toBe(200);
    const checked = await inject('POST', `/api/objects/${ticket.uploadId}/complete`, {
      purchaseId,
    });
    return { address: ticket.uploadURL, ticket, checked };
  }

  async function uploadChecked(
    purchaseId: string,
    uploadKind: UploadKind,
    fileName: string,
    bytes: Buffer,
  ) {
    const result = await upload(purchaseId, uploadKind, fileName, bytes);
    expect(result.checked.statusCode, result.checked.body).toBe(200);
    return { address: result.address, checked: result.checked.json<UploadChecked>() };
  }

  const submit = (payload: object) => inject('POST', '/api/strategic-alignment', payload);
  const submissionsOf = (purchaseId: string) =>
    db()
      .select()
      .from(questionnaireSubmissions)
      .where(eq(questionnaireSubmissions.purchaseId, purchaseId));

  describe('the order a questionnaire page is for', () => {
    it('shows the tier and the order date of a paid order, nothing personal', async () => {
      const { purchaseId, person } = await createPaidTestOrder(harness.app, 5);
      const reply = await inject('GET', `/api/intake/${purchaseId}`);
      expect(reply.statusCode).toBe(200);
      const view = reply.json<IntakeOrderView>();
      expect(view).toMatchObject({
        purchaseId,
        productId: 5,
        productName: 'The Intensive',
        questionnaire: 'strategic-alignment',
        submissions: 0,
      });
      expect(Date.parse(view.orderedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(reply.body).not.toContain(person.email);
      expect(reply.body).not.toContain(person.fullName);
    });

    it('refuses an unknown, unpaid or questionnaire-less order with a clear message', async () => {
      const unknown = await inject('GET', `/api/intake/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: intakeMessages.orderNotFound });

      const unpaid = await startTestCheckout(harness.app, 6);
      const notPaid = await inject('GET', `/api/intake/${unpaid.purchaseId}`);
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json()).toMatchObject({ message: intakeMessages.orderNotPaid });

      const { purchaseId } = await createPaidTestOrder(harness.app, 2);
      const none = await inject('GET', `/api/intake/${purchaseId}`);
      expect(none.statusCode).toBe(409);
      expect(none.json()).toMatchObject({ message: intakeMessages.noQuestionnaire });

      expect((await inject('GET', '/api/intake/not-an-id')).statusCode).toBe(400);
    });
  });

  describe('uploads', () => {
    it('stores a checked PDF resume and writes it on the order timeline', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 5);
      const { checked } = await uploadChecked(purchaseId, 'resume', 'My CV.pdf', makePdf());
      expect(checked).toMatchObject({
        kind: 'resume',
        fileName: 'My CV.pdf',
        contentType: 'application/pdf',
        lowResolution: false,
      });
      const timeline = await orderTimeline(db(), purchaseId);
      expect(timeline.map((event) => event.kind)).toContain('upload-stored');
    });

    it('accepts DOCX resumes and JPEG or PNG palm photos, hinting at small photos', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 7);
      const docx = await uploadChecked(purchaseId, 'resume', 'resume.docx', makeDocx());
      expect(docx.checked.contentType).toBe(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      );
      const sharp = await uploadChecked(purchaseId, 'palm-photo', 'left.JPG', makeJpeg(1200, 1600));
      expect(sharp.checked).toMatchObject({
        contentType: 'image/jpeg',
        width: 1200,
        height: 1600,
        lowResolution: false,
      });
      const small = await uploadChecked(purchaseId, 'palm-photo', 'right.png', makePng(800, 600));
      expect(small.checked).toMatchObject({ contentType: 'image/png', lowResolution: true });
    });

    it('refuses uploads for an unknown, unpaid or questionnaire-less order, or of the wrong kind', async () => {
      const size = makePdf().length;
      const unknown = await requestTicket(randomUUID(), 'resume', 'cv.pdf', size);
      expect(unknown.statusCode).toBe(404);

      const unpaid = await startTestCheckout(harness.app, 5);
      const notPaid = await requestTicket(unpaid.purchaseId, 'resume', 'cv.pdf', size);
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json()).toMatchObject({ message: intakeMessages.orderNotPaid });

      const cheap = await createPaidTestOrder(harness.app, 3);
      const noQuestionnaire = await requestTicket(cheap.purchaseId, 'resume', 'cv.pdf', size);
      expect(noQuestionnaire.statusCode).toBe(409);

      const intensive = await createPaidTestOrder(harness.app, 5);
      const palmOnIntensive = await requestTicket(
        intensive.purchaseId,
        'palm-photo',
        'hand.jpg',
        1000,
      );
      expect(palmOnIntensive.statusCode).toBe(400);
      expect(palmOnIntensive.json()).toMatchObject({ message: intakeMessages.uploadNotAllowed });
      expect(
        await db().select().from(uploads).where(eq(uploads.purchaseId, intensive.purchaseId)),
      ).toEqual([]);
    });

    it('refuses a file over the size limit or of a type not allowed, before signing anything', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 6);
      const tooBig = await requestTicket(purchaseId, 'resume', 'cv.pdf', 5_242_881);
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json()).toMatchObject({ message: intakeMessages.fileTooLarge });
      const photoTooBig = await requestTicket(purchaseId, 'palm-photo', 'hand.png', 10_485_761);
      expect(photoTooBig.json()).toMatchObject({ message: intakeMessages.fileTooLarge });
      const exe = await requestTicket(purchaseId, 'resume', 'cv.exe', 1000);
      expect(exe.statusCode).toBe(400);
      expect(exe.json()).toMatchObject({ message: intakeMessages.fileTypeNotAllowed });
      const gif = await requestTicket(purchaseId, 'palm-photo', 'hand.gif', 1000);
      expect(gif.json()).toMatchObject({ message: intakeMessages.fileTypeNotAllowed });
      expect(await db().select().from(uploads).where(eq(uploads.purchaseId, purchaseId))).toEqual(
        [],
      );
    });

    it('refuses a PUT larger than the size it was signed for, and keeps nothing', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 5);
      const ticket = (
        await requestTicket(purchaseId, 'resume', 'cv.pdf', 1000)
      ).json<UploadTicket>();
      const bigger = Buffer.concat([makePdf(), Buffer.alloc(5000, 32)]);
      const put = await putFile(ticket, bigger);
      expect(put.statusCode).toBeGreaterThanOrEqual(400);
      const check = await inject('POST', `/api/objects/${ticket.uploadId}/complete`, {
        purchaseId,
      });
      expect(check.statusCode).toBe(404);
      expect(check.json()).toMatchObject({ message: intakeMessages.uploadNotFound });
    });

    it('rejects a renamed executable by its content and deletes it', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 5);
      const { ticket, checked } = await upload(
        purchaseId,
        'resume',
        'resume.pdf',
        makeExecutable(),
      );
      expect(checked.statusCode).toBe(422);
      expect(checked.json()).toMatchObject({ message: intakeMessages.fileContentMismatch });
      const [row] = await db().select().from(uploads).where(eq(uploads.id, ticket.uploadId));
      expect(row?.status).toBe('rejected');
      expect(await harness.app.deps.storage.head(row!.storageKey)).toBeNull();
      // Asking again gives the same answer; submitting it is refused.
      const again = await inject('POST', `/api/objects/${ticket.uploadId}/complete`, {
        purchaseId,
      });
      expect(again.statusCode).toBe(422);
      const submitted = await submit({
        purchaseId,
        responses: strategicAnswers,
        resumePath: ticket.uploadURL,
        palmPhotos: null,
      });
      expect(submitted.statusCode).toBe(422);
      expect(await submissionsOf(purchaseId)).toEqual([]);
    });

    it('rejects a palm "photo" whose size cannot be read: an image signature before SVG markup', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 6);
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><script>alert(1)</script></svg>',
      );
      const disguised = [
        { name: 'palm.jpg', bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), svg]) },
        { name: 'palm.png', bytes: Buffer.concat([makePng(1200, 1200).subarray(0, 8), svg]) },
      ];
      for (const file of disguised) {
        const { ticket, checked } = await upload(purchaseId, 'palm-photo', file.name, file.bytes);
        expect(checked.statusCode, file.name).toBe(422);
        expect(checked.json()).toMatchObject({ message: intakeMessages.fileContentMismatch });
        const [row] = await db().select().from(uploads).where(eq(uploads.id, ticket.uploadId));
        expect(row?.status).toBe('rejected');
        expect(await harness.app.deps.storage.head(row!.storageKey)).toBeNull();
      }
      // A real photo of the same order still goes through.
      await uploadChecked(purchaseId, 'palm-photo', 'left.jpg', makeJpeg(1600, 1200));
    });

    it('stores a palm photo re-encoded: markup after a real JPEG and the GPS position are gone (issue 36)', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 6);
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"><script>alert(1)</script></svg>',
      );
      const polyglot = Buffer.concat([makeJpeg(1200, 1600), svg]);
      const withGps = await sharp(makeJpeg(1600, 1200))
        .withExif({
          IFD0: { Copyright: 'Home of the buyer' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 36/1 0/1' },
        })
        .jpeg()
        .toBuffer();
      expect(withGps.includes('Home of the buyer')).toBe(true);
      for (const [name, bytes, width, height] of [
        ['left.jpg', polyglot, 1200, 1600],
        ['right.jpg', withGps, 1600, 1200],
      ] as const) {
        const { checked } = await uploadChecked(purchaseId, 'palm-photo', name, bytes);
        expect(checked).toMatchObject({ contentType: 'image/jpeg', width, height });
        const [row] = await db().select().from(uploads).where(eq(uploads.id, checked.uploadId));
        const stored = await harness.app.deps.storage.read(row!.storageKey, 20_000_000);
        expect(stored?.length).toBe(checked.size);
        expect(stored?.includes('<svg')).toBe(false);
        expect(stored?.includes('Home of the buyer')).toBe(false);
        const metadata = await sharp(stored!).metadata();
        expect(metadata).toMatchObject({ format: 'jpeg', width, height });
        expect(metadata.exif).toBeUndefined();
      }
    });

    it('refuses a palm photo that does not decode, saying so', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 6);
      // A JPEG's header with the size, and no image after it; then a PNG cut short.
      const header = makeJpeg(1200, 1600).subarray(0, 200);
      const cut = makePng(1200, 1200);
      for (const [name, bytes] of [
        ['palm.jpg', Buffer.concat([header, Buffer.from([0xff, 0xd9])])],
        ['palm.png', cut.subarray(0, cut.length - 40)],
      ] as const) {
        const { ticket, checked } = await upload(purchaseId, 'palm-photo', name, bytes);
        expect(checked.statusCode, name).toBe(422);
        expect(checked.json()).toMatchObject({ message: intakeMessages.photoUnreadable });
        const [row] = await db().select().from(uploads).where(eq(uploads.id, ticket.uploadId));
        expect(row?.status).toBe('rejected');
        expect(await harness.app.deps.storage.head(row!.storageKey)).toBeNull();
      }
    });

    it('allows one resume and two palm photos at a time; a removed file frees its place', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 8);
      await uploadChecked(purchaseId, 'resume', 'cv.pdf', makePdf());
      const secondResume = await requestTicket(purchaseId, 'resume', 'cv2.pdf', 1000);
      expect(secondResume.statusCode).toBe(409);
      expect(secondResume.json()).toMatchObject({ message: intakeMessages.tooManyFiles });

      const left = await uploadChecked(purchaseId, 'palm-photo', 'left.png', makePng(1200, 1200));
      await uploadChecked(purchaseId, 'palm-photo', 'right.png', makePng(1200, 1200));
      const third = await requestTicket(purchaseId, 'palm-photo', 'third.png', 1000);
      expect(third.statusCode).toBe(409);
      expect(third.json()).toMatchObject({ message: intakeMessages.tooManyFiles });

      const removed = await inject('DELETE', `/api/objects/${left.checked.uploadId}`, {
        purchaseId,
      });
      expect(removed.statusCode).toBe(204);
      expect(
        (await requestTicket(purchaseId, 'palm-photo', 'left-again.png', 1000)).statusCode,
      ).toBe(200);
    });

    it("never lets one order check, remove or submit another order's upload", async () => {
      const owner = await createPaidTestOrder(harness.app, 6);
      const other = await createPaidTestOrder(harness.app, 6);
      const { address, checked } = await uploadChecked(
        owner.purchaseId,
        'resume',
        'cv.pdf',
        makePdf(),
      );
      const foreignCheck = await inject('POST', `/api/objects/${checked.uploadId}/complete`, {
        purchaseId: other.purchaseId,
      });
      expect(foreignCheck.statusCode).toBe(404);
      const foreignDelete = await inject('DELETE', `/api/objects/${checked.uploadId}`, {
        purchaseId: other.purchaseId,
      });
      expect(foreignDelete.statusCode).toBe(404);
      const photos = [
        (await uploadChecked(other.purchaseId, 'palm-photo', 'l.png', makePng(1100, 1100))).address,
        (await uploadChecked(other.purchaseId, 'palm-photo', 'r.png', makePng(1100, 1100))).address,
      ];
      const stolen = await submit({
        purchaseId: other.purchaseId,
        responses: blueprintAnswers,
        resumePath: address,
        palmPhotos: photos,
      });
      expect(stolen.statusCode).toBe(404);
      expect(stolen.json()).toMatchObject({ message: intakeMessages.uploadNotFound });
      expect(await submissionsOf(other.purchaseId)).toEqual([]);
    });
  });

  describe('resubmitting', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    const correction = (purchaseId: string, round: number, remoteAddress?: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/strategic-alignment',
        ...(remoteAddress ? { remoteAddress } : {}),
        payload: {
          purchaseId,
          responses: {
            ...strategicAnswers,
            futureVision: `${strategicAnswers.futureVision} ${round}`,
          },
        },
      });

    it('stores a few versions of one order in a window, with one "updated answers" mail', async () => {
      // The mails of corrections are grouped by fixed windows: start in a fresh one.
      startFreshRateLimitWindow();
      const { purchaseId } = await createPaidTestOrder(harness.app, 5);
      const { versionsPerWindow } = questionnaireLimits;
      for (let round = 1; round <= versionsPerWindow; round += 1) {
        const reply = await correction(purchaseId, round);
        expect(reply.statusCode, reply.body).toBe(200);
      }
      const refused = await correction(purchaseId, versionsPerWindow + 1);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: intakeMessages.tooManySubmissions });

      const versions = await submissionsOf(purchaseId);
      expect(versions).toHaveLength(versionsPerWindow);
      const mails = (
        await db().select().from(leasedJobs).where(eq(leasedJobs.purchaseId, purchaseId))
      ).filter((job) => job.mailKind === 'questionnaire-received');
      // The first answers' mail, and one for all the corrections, showing the latest.
      expect(mails.map((mail) => (mail.payload as { version: number }).version).sort()).toEqual([
        1,
        versionsPerWindow,
      ]);
      // What happens next is the readers' part: the computed documents came with the payment.
      const next = (mails[0]!.payload as { delivery: string }).delivery;
      expect(next).toMatch(/^Our readers write your reports within /);
      expect(next).not.toContain('within minutes of payment');
    });

    it('keeps a bounded number of versions per order', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 5);
      const { maxVersions } = questionnaireLimits;
      const longAgo = new Date(Date.now() - 86_400_000);
      await db()
        .insert(questionnaireSubmissions)
        .values(
          Array.from({ length: maxVersions - 1 }, (_, index) => ({
            purchaseId,
            questionnaire: 'strategic-alignment' as const,
            version: index + 1,
            responses: strategicAnswers,
            createdAt: longAgo,
          })),
        );
      const last = await correction(purchaseId, maxVersions);
      expect(last.statusCode, last.body).toBe(200);
      expect(last.json()).toMatchObject({ version: maxVersions });
      const refused = await correction(purchaseId, maxVersions + 1);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ message: intakeMessages.tooManyVersions });
    });

    it('limits the submissions of one client address, whatever the order', async () => {
      startFreshRateLimitWindow();
      const { limit } = questionnaireSubmissionLimit;
      for (let round = 0; round < limit; round += 1) {
        // Unknown orders: each is still a request the address has made.
        expect((await correction(randomUUID(), round, '192.0.2.19')).statusCode).toBe(404);
      }
      const refused = await correction(randomUUID(), limit, '192.0.2.19');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: RATE_LIMITED_MESSAGE });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await correction(randomUUID(), 0, '192.0.2.20')).statusCode).toBe(404);
    });
  });

  describe('submitting', () => {
    it('keeps the Strategic Alignment answers with the resume, ends the reminders and confirms by e-mail', async () => {
      const { purchaseId, person } = await createPaidTestOrder(harness.app, 5);
      const { address } = await uploadChecked(
        purchaseId,
        'resume',
        'Lena Duarte CV.pdf',
        makePdf(),
      );
      const reply = await submit({
        purchaseId,
        responses: strategicAnswers,
        resumePath: address,
        palmPhotos: null,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const result = reply.json<QuestionnaireSubmitted>();
      expect(result).toMatchObject({ success: true, version: 1 });

      const [row] = await db()
        .select()
        .from(questionnaireSubmissions)
        .where(eq(questionnaireSubmissions.id, result.submissionId));
      expect(row).toMatchObject({
        purchaseId,
        questionnaire: 'strategic-alignment',
        version: 1,
        responses: strategicAnswers,
        palmPhotoUploadIds: [],
      });
      expect(row?.resumeUploadId).toBeTruthy();
      const [purchase] = await db().select().from(purchases).where(eq(purchases.id, purchaseId));
      expect(purchase?.questionnaireSubmittedAt).toBeInstanceOf(Date);

      const jobs = await db()
        .select()
        .from(leasedJobs)
        .where(eq(leasedJobs.purchaseId, purchaseId));
      const received = jobs.filter((job) => job.mailKind === 'questionnaire-received');
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ recipient: person.email, status: 'queued' });
      expect(received[0]?.payload).toMatchObject({
        files: [{ kind: 'resume', fileName: 'Lena Duarte CV.pdf' }],
        version: 1,
      });
      expect(
        jobs.filter((job) => job.mailKind === 'questionnaire-reminder').map((job) => job.status),
      ).toEqual(['cancelled', 'cancelled', 'cancelled']);

      const kinds = (await orderTimeline(db(), purchaseId)).map((event) => event.kind);
      expect(kinds).toEqual(
        expect.arrayContaining([
          'paid',
          'email-queued',
          'upload-stored',
          'questionnaire-submitted',
          'reminders-cancelled',
        ]),
      );
      expect((await inject('GET', `/api/intake/${purchaseId}`)).json()).toMatchObject({
        submissions: 1,
      });
    });

    it('accepts the Strategic Alignment without a resume, and a second submission as version 2', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 5);
      const first = await submit({
        purchaseId,
        responses: strategicAnswers,
        resumePath: '',
        palmPhotos: null,
      });
      expect(first.json()).toMatchObject({ version: 1 });
      const second = await submit({
        purchaseId,
        responses: { ...strategicAnswers, workingStyle: 'leadership' },
      });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ version: 2 });
      const versions = await submissionsOf(purchaseId);
      expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);
    });

    it.each([
      ['currentJob', 'short', intakeMessages.currentJob],
      ['businessThoughts', '', intakeMessages.businessThoughts],
      ['passionateProblem', 'too short', intakeMessages.passionateProblem],
      ['idealWork', '   ', intakeMessages.idealWork],
      ['workingStyle', 'lazy', intakeMessages.workingStyle],
      ['stabilityPreference', '', intakeMessages.stabilityPreference],
      ['curiousTopics', 'x', intakeMessages.curiousTopics],
      ['roleModels', 'none', intakeMessages.roleModels],
      ['selfTaughtSkills', 'no', intakeMessages.selfTaughtSkills],
      ['futureVision', 'rich', intakeMessages.futureVision],
      ['futureVision', 'x'.repeat(5001), intakeMessages.answerTooLong],
    ])(
      'refuses a bad %s with the spec message and keeps nothing',
      async (field, value, message) => {
        const { purchaseId } = await createPaidTestOrder(harness.app, 5);
        const reply = await submit({
          purchaseId,
          responses: { ...strategicAnswers, [field]: value },
        });
        expect(reply.statusCode).toBe(400);
        expect(reply.json()).toMatchObject({ message, fieldErrors: { [field]: message } });
        expect(await submissionsOf(purchaseId)).toEqual([]);
      },
    );

    it('checks the Master Blueprint as the page does: answers, resume, then both palms', async () => {
      const { purchaseId } = await createPaidTestOrder(harness.app, 6);
      const short = await submit({
        purchaseId,
        responses: { comprehensiveAnswers: 'Too short to read.' },
      });
      expect(short.json()).toMatchObject({ message: intakeMessages.comprehensiveAnswers });
      const noResume = await submit({
        purchaseId,
        responses: blueprintAnswers,
        resumePath: '',
        palmPhotos: [],
      });
      expect(noResume.statusCode).toBe(400);
      expect(noResume.json()).toMatchObject({ message: intakeMessages.resumeMissing });
      const resume = await uploadChecked(purchaseId, 'resume', 'cv.pdf', makePdf());
      const left = await uploadChecked(purchaseId, 'palm-photo', 'left.jpg', makeJpeg(1080, 1440));
      const withPalms = (palmPhotos: string[]) =>
        submit({ purchaseId, responses: blueprintAnswers, resumePath: resume.address, palmPhotos });
      const onePalm = await withPalms([left.address]);
      expect(onePalm.json()).toMatchObject({ message: intakeMessages.palmPhotosMissing });
      const right = await uploadChecked(
        purchaseId,
        'palm-photo',
        'right.jpg',
        makeJpeg(1080, 1440),
      );
      const threePalms = await withPalms([left.address, right.address, left.address]);
      expect(threePalms.statusCode).toBe(400);
      const samePalmTwice = await withPalms([left.address, left.address]);
      expect(samePalmTwice.statusCode).toBe(400);
      const resumeAsPalm = await withPalms([left.address, resume.address]);
      expect(resumeAsPalm.statusCode).toBe(400);

      const done = await withPalms([left.address, right.address]);
      expect(done.statusCode, done.body).toBe(200);
      const [row] = await submissionsOf(purchaseId);
      expect(row).toMatchObject({ questionnaire: 'master-blueprint', responses: blueprintAnswers });
      expect(row?.palmPhotoUploadIds).toEqual([left.checked.uploadId, right.checked.uploadId]);
    });

    it('refuses an unpaid, unknown or questionnaire-less order, and answers of the other questionnaire', async () => {
      const unpaid = await startTestCheckout(harness.app, 5);
      const notPaid = await submit({ purchaseId: unpaid.purchaseId, responses: strategicAnswers });
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json()).toMatchObject({ message: intakeMessages.orderNotPaid });
      const unknown = await submit({ purchaseId: randomUUID(), responses: strategicAnswers });
      expect(unknown.statusCode).toBe(404);
      const cheap = await createPaidTestOrder(harness.app, 1);
      const none = await submit({ purchaseId: cheap.purchaseId, responses: strategicAnswers });
      expect(none.statusCode).toBe(409);
      const blueprint = await createPaidTestOrder(harness.app, 7);
      const wrongForm = await submit({
        purchaseId: blueprint.purchaseId,
        responses: strategicAnswers,
      });
      expect(wrongForm.statusCode).toBe(400);
      expect(wrongForm.json()).toMatchObject({ message: intakeMessages.comprehensiveAnswers });
      const intensive = await createPaidTestOrder(harness.app, 5);
      const palmsOnIntensive = await submit({
        purchaseId: intensive.purchaseId,
        responses: strategicAnswers,
        palmPhotos: ['/api/objects/x/' + randomUUID()],
      });
      expect(palmsOnIntensive.json()).toMatchObject({
        message: intakeMessages.palmPhotosNotAllowed,
      });
      const missingId = await submit({ responses: strategicAnswers });
      expect(missingId.json()).toMatchObject({ message: intakeMessages.orderMissing });
      const stored = await submissionsOf(intensive.purchaseId);
      expect(stored).toEqual([]);
    });

    it('refuses an oversized or non-JSON body', async () => {
      const huge = await harness.app.inject({
        method: 'POST',
        url: '/api/strategic-alignment',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          purchaseId: randomUUID(),
          responses: { currentJob: 'x'.repeat(300_000) },
        }),
      });
      expect(huge.statusCode).toBe(413);
      const text = await harness.app.inject({
        method: 'POST',
        url: '/api/strategic-alignment',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
    });
  });
});
