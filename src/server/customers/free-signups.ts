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
    known_user as (
      -- The no-op update returns the existing row; xmax = 0 tells a row this statement made.
      -- Over the limit, nothing is written: every later part starts from this one's rows.
      insert into ${users} (full_name, email, email_key, phone)
      select ${person.fullName}, ${email}, ${email.toLowerCase()}, ${phone}
      where (select hits from hit) <= ${options.rateLimit.rule.limit}
      on conflict (email_key) do update set email_key = ${users}.email_key
      returning id, (xmax = 0) as is_new
    ),
    first_birth as (
      insert into ${birthData} (user_id, birth_month, birth_day, birth_year, birth_hour,
        birth_minute, ampm, birth_location, birth_date, birth_time)
      select id, ${person.birthMonth}, ${person.birthDay}, ${person.birthYear}, ${person.birthHour},
        ${person.birthMinute}, ${person.ampm}, ${person.birthLocation}, ${birthDate}::date,
        ${birthTime}::time
      from known_user where is_new
      on conflict (user_id) do nothing
    ),
    signup as (
      insert into ${freeSignups} (user_id, full_name, email, phone, birth_month, birth_day,
        birth_year, birth_hour, birth_minute, ampm, birth_location, birth_date, birth_time)
      select id, ${person.fullName}, ${email}, ${phone}, ${person.birthMonth}, ${person.birthDay},
        ${person.birthYear}, ${person.birthHour}, ${person.birthMinute}, ${person.ampm},
        ${person.birthLocation}, ${birthDate}::date, ${birthTime}::time
      from known_user
      returning id
    ),
    queued_mail as (
      -- The summary is written from this sign-up's own details, not the stored customer's.
      insert into ${emailJobs} (kind, recipient, payload)
      select 'free-summary', ${email}, jsonb_build_object(
        'userId', known_user.id, 'signupId', signup.id, 'fullName', ${person.fullName}::text,
        'birthDate', ${birthDate}::text, 'birthTime', ${birthTime}::text,
        'birthLocation', ${person.birthLocation}::text)
      from known_user, signup
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
