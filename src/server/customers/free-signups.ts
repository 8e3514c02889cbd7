import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { mailboxKey } from '../../common/affiliate';
import { normaliseBirth, type PersonInput } from '../../common/person';
import type { Database } from '../db/client';
import { birthData, leasedJobs, freeSignups, rateLimitHits, users } from '../db/schema';
import { announceEmailQueued, MAIL_JOB_KIND } from '../mail/outbox';
import { countedAgainstRecipientLimit, recipientLimitOf } from '../mail/recipient-allowance';
import { runPrepared } from '../db/prepared-statement';
import { WriteBatcher } from '../db/write-batcher';
import {
  rateLimitWindow,
  sweepOldWindowsNowAndThen,
  type RateLimit,
  type RateLimitOutcome,
} from '../web/rate-limit';

export interface FreeSignupOptions {
  /** Per client address: the hit is counted, and the sign-up made only within the limit. */
  rateLimit: { rule: RateLimit; clientKey: string };
}

export type FreeSignupOutcome =
  | {
      isSignedUp: true;
      /** This sign-up's own record: never the customer's id, which anyone's e-mail would reveal. */
      signupId: string;
      /** False when the inbox has had its free summaries for the day (the sign-up is kept). */
      isSummaryOnItsWay: boolean;
    }
  | { isSignedUp: false; rateLimit: RateLimitOutcome };

/** The outbox kind of the free summary, whose per-inbox limit the outcome forecasts. */
const FREE_SUMMARY_MAIL_KIND = 'free-summary';

/** What the statement answers for each sign-up of the batch. */
interface SignupRow {
  ord: number;
  hits: number;
  /** The customer, when the sign-up was written. */
  id: string | null;
  /** Null when the sign-up was over the rate limit. */
  is_summary_on_its_way: boolean | null;
}

interface SignupRequest {
  person: PersonInput;
  clientKey: string;
}

/** Sign-ups in flight at once per database and limit; the rest join the next batch. */
const BATCHES_IN_FLIGHT = 2;
const LARGEST_BATCH = 64;

const batchers = new WeakMap<
  Database,
  Map<RateLimit, WriteBatcher<SignupRequest, FreeSignupOutcome>>
>();

/**
 * The free sign-up: its own record, the customer when the e-mail is new, and the summary mail,
 * all or nothing. A sign-up never changes a customer who already exists (docs/architecture.md decision
 * 12): anyone can type anyone's e-mail into the free form. This is the busiest write of the
 * shop: sign-ups that arrive while others are being written go together in one statement
 * (decisions 145 and 160, `npm run bench:api`).
 */
export function signUpForFreeSummary(
  db: Database,
  person: PersonInput,
  options: FreeSignupOptions,
): Promise<FreeSignupOutcome> {
  const { rule, clientKey } = options.rateLimit;
  let byRule = batchers.get(db);
  if (!byRule) batchers.set(db, (byRule = new Map()));
  let batcher = byRule.get(rule);
  if (!batcher) {
    batcher = new WriteBatcher({
      runBatch: (requests) => signUpTogether(db, rule, requests),
      concurrency: BATCHES_IN_FLIGHT,
      maxBatch: LARGEST_BATCH,
    });
    byRule.set(rule, batcher);
  }
  return batcher.write({ person, clientKey });
}

/** One sign-up as a row of the statement's input, every value sent once. */
function inputRow({ person, clientKey }: SignupRequest, ord: number) {
  const email = person.email.trim();
  const { birthDate, birthTime } = normaliseBirth(person);
  return {
    ord,
    client_key: clientKey,
    signup_id: randomUUID(),
    full_name: person.fullName,
    email,
    email_key: email.toLowerCase(),
    mailbox_key: mailboxKey(email),
    phone: person.phone?.trim() || null,
    birth_month: person.birthMonth,
    birth_day: person.birthDay,
    birth_year: person.birthYear,
    birth_hour: person.birthHour,
    birth_minute: person.birthMinute,
    ampm: person.ampm,
    birth_location: person.birthLocation,
    birth_date: birthDate,
    birth_time: birthTime,
  };
}

/**
 * Whether each sign-up's summary is within its inbox's limit: the mails already counted against
 * it (read before this statement queues any), and the summaries of the sign-ups before it in the
 * batch. Asked here rather than in a query of its own per request: on PGlite every statement
 * costs the shop's one thread about as much as a batch's share of this one.
 */
function summaryForecast() {
  const limit = recipientLimitOf(FREE_SUMMARY_MAIL_KIND);
  if (!limit) return sql`true`;
  const counted = countedAgainstRecipientLimit(
    FREE_SUMMARY_MAIL_KIND,
    sql`allowed.mailbox_key`,
    limit,
  );
  return sql`(select count(*) from ${leasedJobs} where ${counted})
    + count(*) over (partition by mailbox_key order by ord
      rows between unbounded preceding and 1 preceding) < ${limit.perRecipient}`;
}

/**
 * Sign-ups as one statement (data-modifying CTEs are atomic): each client's rate-limit hits are
 * counted first, and only the sign-ups within the limit are written, each told whether its
 * summary is on its way. Rows are locked in key order, so two batches in flight cannot
 * deadlock. The input is one JSON parameter: PGlite pays for every parameter, and the
 * statement's text stays the same whatever the batch size, so it is prepared once per
 * connection instead of planned for every batch (decision 364).
 */
async function signUpTogether(
  db: Database,
  rule: RateLimit,
  requests: SignupRequest[],
): Promise<FreeSignupOutcome[]> {
  const window = rateLimitWindow(rule);
  const inputs = requests.map(inputRow);
  const answered = await runPrepared<SignupRow>(
    db,
    'free-signup',
    sql`
    with input as (
      select * from json_to_recordset(${JSON.stringify(inputs)}::json) as input(ord int,
        client_key text, signup_id uuid, full_name text, email text, email_key text,
        mailbox_key text, phone text, birth_month text, birth_day text, birth_year text,
        birth_hour text, birth_minute text, ampm text, birth_location text, birth_date text,
        birth_time text)
    ),
    per_client as (
      select client_key, count(*)::int as requests from input group by client_key
    ),
    hit as (
      insert into ${rateLimitHits} (bucket, client_key, window_start, hits)
      select ${rule.bucket}, client_key, ${window.windowStart}::timestamptz, requests
      from per_client order by client_key
      on conflict (bucket, client_key, window_start)
      do update set hits = ${rateLimitHits}.hits + excluded.hits
      returning client_key, hits
    ),
    counted as (
      -- A client's n-th sign-up in this batch is its (hits before the batch + n)-th hit.
      select input.*, (hit.hits - per_client.requests
        + row_number() over (partition by input.client_key order by input.ord))::int as hits
      from input join per_client using (client_key) join hit using (client_key)
    ),
    -- Over the limit a sign-up writes nothing.
    allowed as (select * from counted where hits <= ${rule.limit}),
    forecast as (select ord, ${summaryForecast()} as is_summary_on_its_way from allowed),
    -- A new customer is made from the first sign-up of their e-mail in the batch.
    first_of_inbox as (select distinct on (email_key) * from allowed order by email_key, ord),
    known_user as (
      -- The no-op update returns the existing row; xmax = 0 tells a row this statement made.
      insert into ${users} (full_name, email, email_key, phone)
      select full_name, email, email_key, phone from first_of_inbox order by email_key
      on conflict (email_key) do update set email_key = ${users}.email_key
      returning id, email_key, (xmax = 0) as is_new
    ),
    first_birth as (
      insert into ${birthData} (user_id, birth_month, birth_day, birth_year, birth_hour,
        birth_minute, ampm, birth_location, birth_date, birth_time)
      select known_user.id, birth_month, birth_day, birth_year, birth_hour, birth_minute, ampm,
        birth_location, birth_date::date, birth_time::time
      from known_user join first_of_inbox using (email_key) where is_new
      on conflict (user_id) do nothing
    ),
    signup as (
      insert into ${freeSignups} (id, user_id, full_name, email, phone, birth_month, birth_day,
        birth_year, birth_hour, birth_minute, ampm, birth_location, birth_date, birth_time)
      select signup_id, known_user.id, full_name, email, phone, birth_month, birth_day,
        birth_year, birth_hour, birth_minute, ampm, birth_location, birth_date::date,
        birth_time::time
      from allowed join known_user using (email_key) order by ord
    ),
    queued_mail as (
      -- The summary is written from this sign-up's own details, not the stored customer's.
      insert into ${leasedJobs} (kind, mail_kind, recipient, payload)
      select ${MAIL_JOB_KIND}, ${FREE_SUMMARY_MAIL_KIND}, email, jsonb_build_object(
        'userId', known_user.id, 'signupId', signup_id, 'fullName', full_name,
        'birthDate', birth_date, 'birthTime', birth_time, 'birthLocation', birth_location)
      from allowed join known_user using (email_key) order by ord
    )
    select ord, hits, known_user.id, forecast.is_summary_on_its_way
    from counted left join known_user using (email_key)
      left join forecast using (ord)`,
  );
  const byOrd = new Map(answered.map((row) => [row.ord, row]));
  await sweepOldWindowsNowAndThen(db);
  const outcomes = inputs.map(({ ord, signup_id }): FreeSignupOutcome => {
    const row = byOrd.get(ord);
    if (!row) throw new Error('free sign-up returned no row');
    const rateLimit = window.outcomeOf(row.hits);
    if (!rateLimit.isAllowed) return { isSignedUp: false, rateLimit };
    if (!row.id) throw new Error('free sign-up returned no user');
    return {
      isSignedUp: true,
      signupId: signup_id,
      isSummaryOnItsWay: row.is_summary_on_its_way === true,
    };
  });
  if (outcomes.some((outcome) => outcome.isSignedUp)) announceEmailQueued();
  return outcomes;
}
