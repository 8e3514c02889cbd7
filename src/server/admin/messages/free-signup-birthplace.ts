import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  freeSignupMessages,
  type FreeSignupBirthplaceCorrected,
  type FreeSignupBirthplaceInput,
} from '../../../common/free-signup-correction';
import type { Database } from '../../db/client';
import { freeSignups } from '../../db/schema';
import { AppError } from '../../errors';
import { announceEmailQueued, enqueueEmail } from '../../mail/outbox';
import { resolvePlace } from '../../../astrology';

/**
 * Corrects a free sign-up's birthplace and sends its summary again, computed for the corrected
 * place. Only a town the places lookup recognises is taken, stored under the lookup's own name
 * so the summary resolves it the same way (the gazetteer the forms' place check reads). The sign-up alone changes: like the sign-up itself,
 * the correction never touches the customer's stored birth data.
 */
export async function correctFreeSignupBirthplace(
  db: Database,
  options: { signupId: string; input: FreeSignupBirthplaceInput },
): Promise<FreeSignupBirthplaceCorrected> {
  // The same rule as the forms' place check: only a town or city gives the chart its place.
  const place = resolvePlace(options.input.birthLocation);
  if (place?.precision !== 'city') {
    throw new AppError('bad_request', freeSignupMessages.placeUnknown, {
      birthLocation: freeSignupMessages.placeUnknown,
    });
  }
  const birthLocation = place.name;
  const corrected = await db.transaction(async (tx) => {
    const [signup] = await tx
      .update(freeSignups)
      .set({ birthLocation })
      .where(eq(freeSignups.id, options.signupId))
      .returning();
    if (!signup) throw new AppError('not_found', freeSignupMessages.notFound);
    const emailJobId = await enqueueEmail(tx, {
      kind: 'free-summary',
      recipient: signup.email.trim(),
      payload: {
        fullName: signup.fullName,
        birthDate: signup.birthDate,
        birthTime: signup.birthTime?.slice(0, 5) ?? null,
        birthLocation,
      },
      dedupeKey: `free-summary-corrected:${signup.id}:${randomUUID()}`,
    });
    if (!emailJobId) throw new Error('a fresh dedupe key queued no mail');
    return { birthLocation, emailJobId };
  });
  announceEmailQueued();
  return corrected;
}
