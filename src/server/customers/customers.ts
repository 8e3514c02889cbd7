import { and, eq, sql } from 'drizzle-orm';
import { normaliseBirth, type PersonInput } from '../../common/person';
import type { Queryable } from '../db/client';
import { birthData, users } from '../db/schema';

/** Who to reach about an order: what a hosted payment page collects (no birth data). */
export type CustomerContact = Pick<PersonInput, 'fullName' | 'email' | 'phone'>;

/**
 * Files the customer of a paid order by e-mail (case-insensitive): creates them, or updates
 * their name and phone. Only the customer's own checkout (and later an admin) calls this; a
 * free sign-up never does (decision 072). Returns the user id.
 */
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

/** A person's birth details as the `birth_data` row holds them, with the normalised date and time. */
export function birthColumns(person: PersonInput) {
  const { birthDate, birthTime } = normaliseBirth(person);
  return {
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
}

/**
 * Like `upsertContact`, and stores the birth details the customer gave with their order, as
 * given plus normalised. Returns the user id.
 */
export async function upsertCustomer(db: Queryable, person: PersonInput): Promise<string> {
  const userId = await upsertContact(db, person);
  const birth = birthColumns(person);
  await db
    .insert(birthData)
    .values({ userId, ...birth })
    .onConflictDoUpdate({ target: birthData.userId, set: { ...birth, updatedAt: sql`now()` } });
  return userId;
}

/** The name a customer is filed under, looked up by e-mail (any case). */
export async function customerNameByEmail(db: Queryable, email: string): Promise<string | null> {
  const [known] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.emailKey, email.trim().toLowerCase()));
  return known?.fullName ?? null;
}

/**
 * An admin corrected a customer's e-mail: the customer takes the new address unless another
 * customer already has it (one customer per address). Returns whether it changed.
 */
export async function changeCustomerEmail(
  db: Queryable,
  userId: string,
  email: string,
): Promise<boolean> {
  const address = email.trim();
  const key = address.toLowerCase();
  const changed = await db
    .update(users)
    .set({ email: address, emailKey: key, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        sql`not exists (select 1 from ${users} as other where other.email_key = ${key} and other.id <> ${userId})`,
      ),
    )
    .returning({ id: users.id });
  return changed.length === 1;
}
