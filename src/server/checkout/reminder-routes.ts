import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  checkoutDraftInputSchema,
  checkoutDraftTokenSchema,
  checkoutReminderMessages,
  type ResumedCheckout,
} from '../../common/checkout-reminders';
import { AppError } from '../errors';
import { unsubscribe } from '../mail/unsubscribes';
import { forAnyone } from '../sign-ins/route-access';
import { createSignedLinksFor } from '../sign-ins/signed-links';
import { linkHolderRoutes, privately } from '../web/link-holder-routes';
import { rateLimited } from '../web/rate-limit';
import {
  resumeCheckoutDraft,
  saveCheckoutDraft,
  unsubscribeOf,
  withdrawCheckoutDraft,
  type CheckoutReminderDeps,
} from './checkout-reminders';

/** A draft is a few person fields: well under 4 KB. */
const DRAFT_BODY_LIMIT = 4 * 1024;
const TOKEN_BODY_LIMIT = 1024;

/** The page saves as the buyer types (debounced); a script would save thousands. */
const draftLimit = { bucket: 'checkout-draft', limit: 120, windowSeconds: 600 };
const linkLimit = { bucket: 'checkout-draft-link', limit: 30, windowSeconds: 600 };

/**
 * One reminder of an unfinished checkout (decision 360): the checkout saves what was typed once
 * the buyer ticks the box, withdraws it when they untick it, and its link reopens it. Unsubscribing
 * is one click: the page's POST, or the mail program's (`List-Unsubscribe-Post`, RFC 8058), which
 * comes from no page and so has no Origin to check; it can only ever stop mails.
 */
export async function checkoutReminderRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.deps;
  const unsubscribeLinks = createSignedLinksFor(config, 'unsubscribe');
  const deps: CheckoutReminderDeps = {
    db,
    draftLinks: createSignedLinksFor(config, 'checkout-draft'),
    unsubscribeLinks,
    delayMinutes: config.CHECKOUT_REMINDER_DELAY_MINUTES,
    now: app.deps.clock,
  };
  const fromThePage = linkHolderRoutes(db, config);

  app.put(
    '/api/checkout-drafts',
    fromThePage(draftLimit, DRAFT_BODY_LIMIT),
    async (request, reply) => {
      privately(reply);
      return saveCheckoutDraft(deps, checkoutDraftInputSchema.parse(request.body));
    },
  );

  app.post(
    '/api/checkout-drafts/withdraw',
    fromThePage(draftLimit, TOKEN_BODY_LIMIT),
    async (request, reply) => {
      const { token } = checkoutDraftTokenSchema.parse(request.body);
      await withdrawCheckoutDraft(deps, token);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/checkout-drafts/resume',
    fromThePage(linkLimit, TOKEN_BODY_LIMIT),
    async (request, reply): Promise<ResumedCheckout> => {
      privately(reply);
      const parsed = checkoutDraftTokenSchema.safeParse(request.body);
      if (!parsed.success) throw new AppError('not_found', checkoutReminderMessages.linkInvalid);
      return resumeCheckoutDraft(deps, parsed.data.token);
    },
  );

  await app.register(async (oneClick) => {
    // A mail program posts `List-Unsubscribe=One-Click` form-encoded; the token is in the URL.
    oneClick.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: TOKEN_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    oneClick.post(
      '/api/unsubscribe',
      { ...forAnyone, preHandler: rateLimited(db, linkLimit), bodyLimit: TOKEN_BODY_LIMIT },
      async (request, reply) => {
        const fromQuery = z.object({ token: z.string().max(600) }).safeParse(request.query);
        const fromBody = checkoutDraftTokenSchema.safeParse(request.body);
        const token = fromQuery.success
          ? fromQuery.data.token
          : fromBody.success
            ? fromBody.data.token
            : null;
        const named = unsubscribeOf(token ? unsubscribeLinks.verify(token) : null);
        if (!named) throw new AppError('not_found', checkoutReminderMessages.unsubscribeInvalid);
        await unsubscribe(db, named.email, named.kind);
        return reply.status(204).send();
      },
    );
  });
}
