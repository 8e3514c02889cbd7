import { sql } from 'drizzle-orm';
import { normaliseBirth, type PersonInput } from '../../common/person';
import type { Database } from '../db/client';
import { birthData, emailJobs, freeSignups, users } from '../db/schema';
import { announceEmailQueued } from '../mail/queued-signal';
import {
  rateLimitHit,
  sweepOldWindowsNowAndThen,
  type RateLimit,
  type RateLimitOutcome,
} from '../web/rate-limit';

export interface FreeSignUpOptions {
  /** Per client address: the hit is counted, and the sign-up made only within the limit. */
  rateLimit: { rule: RateLimit; clientKey: string };
}

export type FreeSignUpOutcome =
  { isSignedUp: true; userId: string } | { isSignedUp: false; rateLimit: RateLimitOutcome };

/**
 * The free sign-up: its own record, the customer when the e-mail is new, and the summary mail,
 * all or nothing. A sign-up never changes a customer who already exists (DESIGN.md decision
 * 12): anyone can type anyone's e-mail into the free form. One statement (data-modifying CTEs
 * are atomic), the client's rate-limit hit included, instead of a transaction of several round
 * trips: this is the busiest write of the shop (decision 145, `npm run bench:api`).
 */
export async function signUpForFreeSummary(
  db: Database,
  person: PersonInput,
  options: FreeSignUpOptions,
): Promise<FreeSignUpOutcome> {
  const email = person.email.trim();
  const phone = person.phone?.trim() || null;
  const { birthDate, birthTime } = normaliseBirth(person);
  const hit = rateLimitHit(options.rateLimit.rule, options.rateLimit.clientKey);
  const result = (await db.execute(sql`
    with hit as (${hit.statement}),
    -- Each value is sent once; over the limit there is no input row, so nothing is written.
    input as (
      select ${person.fullName}::text as full_name, ${email}::text as email,
        ${email.toLowerCase()}::text as email_key, ${phone}::text as phone,
        ${person.birthMonth}::text as birth_month, ${person.birthDay}::text as birth_day,
        ${person.birthYear}::text as birth_year, ${person.birthHour}::text as birth_hour,
        ${person.birthMinute}::text as birth_minute, ${person.ampm}::text as ampm,
        ${person.birthLocation}::text as birth_location, ${birthDate}::text as birth_date,
        ${birthTime}::text as birth_time
      where (select hits from hit) <= ${options.rateLimit.rule.limit}
    ),
    known_user as (
      -- The no-op update returns the existing row; xmax = 0 tells a row this statement made.
      insert into ${users} (full_name, email, email_key, phone)
      select full_name, email, email_key, phone from input
      on conflict (email_key) do update set email_key = ${users}.email_key
      returning id, (xmax = 0) as is_new
    ),
    first_birth as (
      insert into ${birthData} (user_id, birth_month, birth_day, birth_year, birth_hour,
        birth_minute, ampm, birth_location, birth_date, birth_time)
      select id, birth_month, birth_day, birth_year, birth_hour, birth_minute, ampm,
        birth_location, birth_date::date, birth_time::time
      from known_user, input where is_new
      on conflict (user_id) do nothing
    ),
    signup as (
      insert into ${freeSignups} (user_id, full_name, email, phone, birth_month, birth_day,
        birth_year, birth_hour, birth_minute, ampm, birth_location, birth_date, birth_time)
      select id, full_name, email, phone, birth_month, birth_day, birth_year, birth_hour,
        birth_minute, ampm, birth_location, birth_date::date, birth_time::time
      from known_user, input
      returning id
    ),
    queued_mail as (
      -- The summary is written from this sign-up's own details, not the stored customer's.
      insert into ${emailJobs} (kind, recipient, payload)
      select 'free-summary', input.email, jsonb_build_object(
        'userId', known_user.id, 'signupId', signup.id, 'fullName', input.full_name,
        'birthDate', input.birth_date, 'birthTime', input.birth_time,
        'birthLocation', input.birth_location)
      from known_user, signup, input
    )
    select (select hits from hit) as hits, (select id from known_user) as id`)) as unknown as {
    rows: { hits: number; id: string | null }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('free sign-up returned no row');
  await sweepOldWindowsNowAndThen(db);
  const rateLimit = hit.outcomeOf(row.hits);
  if (!rateLimit.isAllowed) return { isSignedUp: false, rateLimit };
  if (!row.id) throw new Error('free sign-up returned no user');
  announceEmailQueued();
  return { isSignedUp: true, userId: row.id };
}
