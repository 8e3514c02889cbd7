import { sql } from 'drizzle-orm';
import { normaliseBirth, type PersonInput } from '../../common/person';
import type { Database, Queryable } from '../db/client';
import { birthData, users } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';

/** Who to reach about an order: what a hosted payment page collects (no birth data). */
export type CustomerContact = Pick<PersonInput, 'fullName' | 'email' | 'phone'>;

/** Creates or updates the customer by e-mail (case-insensitive). Returns the user id. */
export async function upsertContact(db: Queryable, contact: CustomerContact): Promise<string> {
  const email = contact.email.trim();
  const phone = contact.phone?.trim() || null;
  const [user] = await db
    .insert(users)
    .values({ fullName: contact.fullName, email, emailKey: email.toLowerCase(), phone })
    .onConflictDoUpdate({
      target: users.emailKey,
      set: {
        fullName: contact.fullName,
        email,
        // Keep a phone we already have when this form left it empty.
        phone: sql`coalesce(excluded.phone, ${users.phone})`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user upsert returned no row');
  return user.id;
}

/**
 * Creates or updates the customer by e-mail (case-insensitive) and stores their latest birth
 * details as given plus normalised. Returns the user id.
 */
export async function upsertCustomer(db: Queryable, person: PersonInput): Promise<string> {
  const userId = await upsertContact(db, person);
  const { birthDate, birthTime } = normaliseBirth(person);
  const birth = {
    birthMonth: person.birthMonth,
    birthDay: person.birthDay,
    birthYear: person.birthYear,
    birthHour: person.birthHour,
    birthMinute: person.birthMinute,
    ampm: person.ampm,
    birthLocation: person.birthLocation,
    birthDate,
    birthTime,
  };
  await db
    .insert(birthData)
    .values({ userId, ...birth })
    .onConflictDoUpdate({ target: birthData.userId, set: { ...birth, updatedAt: sql`now()` } });
  return userId;
}

export interface FreeSummaryPayload extends Record<string, unknown> {
  userId: string;
  fullName: string;
  birthDate: string;
  birthTime: string;
  birthLocation: string;
}

/** The free sign-up: customer, birth data and the summary mail, all or nothing. */
export async function signUpForFreeSummary(
  db: Database,
  person: PersonInput,
): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    const userId = await upsertCustomer(tx, person);
    const { birthDate, birthTime } = normaliseBirth(person);
    const payload: FreeSummaryPayload = {
      userId,
      fullName: person.fullName,
      birthDate,
      birthTime,
      birthLocation: person.birthLocation,
    };
    await enqueueEmail(tx, { kind: 'free-summary', recipient: person.email.trim(), payload });
    return { userId };
  });
}
