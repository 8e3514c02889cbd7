import type { FastifyInstance } from 'fastify';
import type { FreeSignupReply } from '../../common/free-signup';
import { freeSignupInputSchema } from '../../common/person';
import { signUpForFreeSummary } from '../customers/free-signups';
import { refuseOverLimit, type RateLimit } from '../web/rate-limit';
import { forAnyone } from '../sign-ins/route-access';

/** A person form is well under 2 KB; anything far larger is not one. */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Per client address. A household signs up a few people, perhaps retyping a birth time: ten in
 * ten minutes is a lot. Thirty leaves room for a shared address (an office, a school behind one
 * NAT) while a script filling the outbox is stopped within seconds (decision 145).
 */
export const freeSignupLimit = {
  bucket: 'free-signup',
  limit: 30,
  windowSeconds: 600,
} satisfies RateLimit;

export async function storefrontRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/free-tier',
    { ...forAnyone, bodyLimit: FORM_BODY_LIMIT },
    async (request, reply) => {
      const person = freeSignupInputSchema.parse(request.body);
      const outcome = await signUpForFreeSummary(app.deps.db, person, {
        rateLimit: { rule: freeSignupLimit, clientKey: request.ip },
      });
      if (!outcome.isSignedUp) refuseOverLimit(reply, outcome.rateLimit);
      // The page keeps this id under the name `userId`; it names this sign-up, not the customer,
      // so typing someone's e-mail tells nothing about them.
      return {
        userId: outcome.signupId,
        isSummaryOnItsWay: outcome.isSummaryOnItsWay,
      } satisfies FreeSignupReply;
    },
  );
}
