import { sql } from 'drizzle-orm';
import { normaliseBirth, type PersonInput } from '../../common/person';
import type { Database, Queryable } from '../db/client';
import { birthData, emailJobs, users } from '../db/schema';
import { announceEmailQueued } from '../mail/queued-signal';

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

/**
 * The free sign-up: customer, birth data and the summary mail, all or nothing. One statement
 * (data-modifying CTEs are atomic) instead of a five-round-trip transaction: this is the
 * busiest write of the shop (see `npm run bench:api`).
 */
export async function signUpForFreeSummary(
  db: Database,
  person: PersonInput,
): Promise<{ userId: string }> {
  const email = person.email.trim();
  const phone = person.phone?.trim() || null;
  const { birthDate, birthTime } = normaliseBirth(person);
  const result = (await db.execute(sql`
    with upserted_user as (
      insert into ${users} (full_name, email, email_key, phone)
      values (${person.fullName}, ${email}, ${email.toLowerCase()}, ${phone})
      on conflict (email_key) do update set
        full_name = excluded.full_name,
        email = excluded.email,
        phone = coalesce(excluded.phone, ${users}.phone),
        updated_at = now()
      returning id
    ),
    saved_birth as (
      insert into ${birthData} (user_id, birth_month, birth_day, birth_year, birth_hour,
        birth_minute, ampm, birth_location, birth_date, birth_time)
      select id, ${person.birthMonth}, ${person.birthDay}, ${person.birthYear}, ${person.birthHour},
        ${person.birthMinute}, ${person.ampm}, ${person.birthLocation}, ${birthDate}::date,
        ${birthTime}::time
      from upserted_user
      on conflict (user_id) do update set
        birth_month = excluded.birth_month, birth_day = excluded.birth_day,
        birth_year = excluded.birth_year, birth_hour = excluded.birth_hour,
        birth_minute = excluded.birth_minute, ampm = excluded.ampm,
        birth_location = excluded.birth_location, birth_date = excluded.birth_date,
        birth_time = excluded.birth_time, updated_at = now()
    ),
    queued_mail as (
      insert into ${emailJobs} (kind, recipient, payload)
      select 'free-summary', ${email}, jsonb_build_object(
        'userId', id, 'fullName', ${person.fullName}::text, 'birthDate', ${birthDate}::text,
        'birthTime', ${birthTime}::text, 'birthLocation', ${person.birthLocation}::text)
      from upserted_user
    )
    select id from upserted_user`)) as unknown as { rows: { id: string }[] };
  const userId = result.rows[0]?.id;
  if (!userId) throw new Error('free sign-up returned no user');
  announceEmailQueued();
  return { userId };
}
