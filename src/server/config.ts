import path from 'node:path';
import { z } from 'zod';
import { products, type Product } from '../common/catalogue';
import { defaultShopIdentity } from '../common/shop-identity';
import { SHOP_ROLES } from './shop-role';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
/** A whole number between `min` and `max`, `fallback` when unset or empty. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyAsUnset, z.coerce.number().int().min(min).max(max).default(fallback));
const optionalText = z.preprocess(emptyAsUnset, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUnset, z.url().optional());

/**
 * Stripe's per-product settings, a hosted payment link and a price id for each catalogue entry
 * (`STRIPE_PAYMENT_LINK_<id>`, `STRIPE_PRICE_<id>`): the names follow the catalogue.
 */
type PerProductPrefix = 'STRIPE_PAYMENT_LINK_' | 'STRIPE_PRICE_';
type PerProductKey = `${PerProductPrefix}${number}`;
const perProduct = <Schema extends z.ZodType>(
  prefix: PerProductPrefix,
  schema: Schema,
  catalogue: readonly Pick<Product, 'id'>[],
) =>
  Object.fromEntries(catalogue.map((product) => [`${prefix}${product.id}`, schema])) as Record<
    PerProductKey,
    Schema
  >;

/** The per-product Stripe settings the environment may hold, one pair per product. */
function perProductSchema(catalogue: readonly Pick<Product, 'id'>[]) {
  return z.object({
    ...perProduct('STRIPE_PAYMENT_LINK_', optionalUrl, catalogue),
    ...perProduct('STRIPE_PRICE_', optionalText, catalogue),
  });
}

/** Every per-product Stripe setting's name, for the catalogue given. */
export function perProductStripeKeys(catalogue: readonly Pick<Product, 'id'>[] = products) {
  return Object.keys(perProductSchema(catalogue).shape);
}

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;

const configSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUnset,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyAsUnset, z.string().default('localhost')),
  PORT: wholeNumber(0, 65535, 3000),
  PUBLIC_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
  /** The whole shop (`all`), or only its pages and API (`web`) or its jobs (`worker`). */
  SHOP_ROLE: z.preprocess(emptyAsUnset, z.enum(SHOP_ROLES).default('all')),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATABASE_POOL_SIZE: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(10)),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(emptyAsUnset, z.stringbool().default(false)),
  SHOP_NAME: z.preprocess(emptyAsUnset, z.string().default(defaultShopIdentity.shopName)),
  SUPPORT_EMAIL: z.preprocess(emptyAsUnset, z.email().default(defaultShopIdentity.supportEmail)),
  /**
   * The shop's days off, comma-separated `YYYY-MM-DD` dates: written readings' due dates skip
   * them as they skip weekends (decision 260), and no session is held on them (decision 302).
   */
  SHOP_HOLIDAYS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((day) => day.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.iso.date('must be a comma-separated list of dates like 2026-12-25'))),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  /**
   * How long a claim on a mail or report job lasts; a living instance renews it every third, so
   * a job whose instance died is taken by another once this runs out.
   */
  JOB_LEASE_SECONDS: wholeNumber(2, 60 * 60, 5 * 60),
  /** How long an affiliate stays signed in (fixed from sign-in, not sliding). */
  AFFILIATE_SESSION_DAYS: wholeNumber(1, 90, 7),
  /** Who may sign in to the admin area: comma-separated e-mails, checked on every request. */
  ADMIN_EMAILS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses'))),
  ),
  /** An admin session ends this many hours after sign-in... */
  ADMIN_SESSION_HOURS: wholeNumber(1, 72, 8),
  /** ...or after this many minutes without a request, whichever comes first. */
  ADMIN_IDLE_MINUTES: wholeNumber(5, 24 * 60, 60),
  /** Admin sign-in with Google when both are set; one-time sign-in links otherwise. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** The OpenID issuer; tests point it at a loopback provider. */
  GOOGLE_ISSUER: z.preprocess(emptyAsUnset, z.url().default('https://accounts.google.com')),
  // Card payments: Stripe when all three keys are set, the embedded test mode otherwise.
  /**
   * Production refuses to start on test payments unless this is set (a staging copy, a demo);
   * then every page and e-mail says test mode.
   */
  ALLOW_TEST_PAYMENTS: z.preprocess(emptyAsUnset, z.stringbool().default(false)),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Tests only: points the Stripe SDK at a local fake, e.g. `http://127.0.0.1:4010`. */
  STRIPE_API_BASE: optionalUrl,
  // Uploads: an S3-compatible bucket when S3_BUCKET is set, DATA_DIR/uploads otherwise.
  /** Signs the local upload URLs; unset, one is generated into DATA_DIR/upload-signing-secret. */
  UPLOAD_SIGNING_SECRET: z.preprocess(
    emptyAsUnset,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  /** MinIO, Cloudflare R2 and other S3-compatible services; unset means AWS. */
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUnset, z.stringbool().optional()),
  // Sessions (decision 275): the earliest a customer may book, how far ahead, and until when
  // they may move or cancel themselves; after that the page says to write to the shop.
  BOOKING_MIN_NOTICE_HOURS: wholeNumber(0, 720, 24),
  BOOKING_HORIZON_DAYS: wholeNumber(1, 365, 60),
  BOOKING_CHANGE_NOTICE_HOURS: wholeNumber(0, 720, 24),
  /** A gift not claimed this many days after its e-mail went out: the recipient is reminded once. */
  GIFT_REMINDER_DAYS: wholeNumber(1, 90, 7),
  /** A gift still not claimed this many days after its e-mail: the buyer is told, once. */
  GIFT_UNCLAIMED_NOTICE_DAYS: wholeNumber(1, 365, 30),
  /** For this many days after its first payment, an order's page offers the higher readings. */
  UPGRADE_WINDOW_DAYS: wholeNumber(1, 365, 30),
  /** A checkout the buyer asked to be reminded of gets its one reminder this long after (decision 360). */
  /** A delivered reading's buyer is asked for a review this many days after (decision 361). */
  REVIEW_REQUEST_DAYS: wholeNumber(1, 90, 7),
  CHECKOUT_REMINDER_DELAY_MINUTES: wholeNumber(1, 7 * 24 * 60, 60),
  /** A session still not booked this many days after it could be gets a reminder. */
  BOOKING_UNBOOKED_REMINDER_DAYS: wholeNumber(1, 90, 7),
  /**
   * A session's invitations wait this long before they go, so a burst of changes (book, move,
   * cancel) sends each side the last state only (decision 303); 0 sends them at once.
   */
  BOOKING_MAIL_SETTLE_SECONDS: wholeNumber(0, 3600, 120),
  /** Who holds the sessions of an order no reader took (decision 276); unset: the first reader with hours. */
  BOOKING_DEFAULT_READER_EMAIL: z.preprocess(emptyAsUnset, z.email().optional()),
});

const S3_OPTIONS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** S3 options without a bucket, or half a key pair, are mistakes, not a reason to fall back. */
function requireCompleteS3Settings(raw: z.infer<typeof configSchema>, context: z.RefinementCtx) {
  const given = S3_OPTIONS.filter((key) => raw[key] !== undefined);
  if (raw.S3_BUCKET === undefined && given.length > 0) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `needed with ${given.join(', ')}`,
    });
  }
  if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing =
      raw.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    const other = missing === 'S3_ACCESS_KEY_ID' ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    context.addIssue({ code: 'custom', path: [missing], message: `needed with ${other}` });
  }
}

/** A production shop never takes test money by accident: no Stripe keys is an error there. */
function requirePaymentsInProduction(raw: z.infer<typeof configSchema>, context: z.RefinementCtx) {
  if (raw.NODE_ENV !== 'production' || raw.STRIPE_SECRET_KEY || raw.ALLOW_TEST_PAYMENTS) return;
  context.addIssue({
    code: 'custom',
    path: ['STRIPE_SECRET_KEY'],
    message:
      'production takes card payments through Stripe: set the Stripe keys, or ALLOW_TEST_PAYMENTS=true for a test shop (every page and e-mail then says test mode)',
  });
}

/** Stripe needs all three keys: a partial set is a mistake, not a reason to fall back. */
function requireAllStripeKeys(raw: z.infer<typeof configSchema>, context: z.RefinementCtx) {
  const given = STRIPE_KEYS.filter((key) => raw[key] !== undefined);
  if (given.length === 0 || given.length === STRIPE_KEYS.length) return;
  for (const key of STRIPE_KEYS.filter((name) => raw[name] === undefined)) {
    context.addIssue({ code: 'custom', path: [key], message: `needed with ${given.join(', ')}` });
  }
}

/**
 * A web or worker instance runs beside the other role, in another process (decision 366): they
 * share a PostgreSQL server (the embedded database opens in one process only), the key that
 * signs the order links the worker mails and the web checks, and the worker's mails link to the
 * web instances' address, not its own.
 */
function requireSharedSettingsApart(raw: z.infer<typeof configSchema>, context: z.RefinementCtx) {
  if (raw.SHOP_ROLE === 'all') return;
  const role = `SHOP_ROLE=${raw.SHOP_ROLE}`;
  if (raw.DATABASE_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['SHOP_ROLE'],
      message: `${role} needs DATABASE_URL: the web and worker roles share one PostgreSQL, and the embedded database (PGlite) runs in one process only, so without DATABASE_URL only SHOP_ROLE=all can start`,
    });
  }
  if (raw.UPLOAD_SIGNING_SECRET === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['UPLOAD_SIGNING_SECRET'],
      message: `needed with ${role}: set the same key on every web and worker instance, since the links the worker mails are checked by the web instances`,
    });
  }
  if (raw.SHOP_ROLE === 'worker' && raw.PUBLIC_URL === undefined) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: `needed with ${role}: the worker's mails link to the web instances' address`,
    });
  }
}

/** Google needs its client id and secret together: one alone is a mistake, not a fallback. */
function requireGooglePair(raw: z.infer<typeof configSchema>, context: z.RefinementCtx) {
  const hasId = raw.GOOGLE_CLIENT_ID !== undefined;
  if (hasId === (raw.GOOGLE_CLIENT_SECRET !== undefined)) return;
  const [missing, other] = hasId
    ? ['GOOGLE_CLIENT_SECRET', 'GOOGLE_CLIENT_ID']
    : ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'];
  context.addIssue({ code: 'custom', path: [missing], message: `needed with ${other}` });
}

export type RawConfig = z.infer<typeof configSchema> & Partial<Record<PerProductKey, string>>;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiBase?: string;
  /** Product id -> hosted payment link, for the tiers that have one. */
  paymentLinks: Record<number, string>;
  /** Product id -> Stripe price id, for the tiers that have one. */
  priceIds: Record<number, string>;
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Both or neither; neither uses the SDK's default chain (env, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface Config extends RawConfig {
  /** Unset: http://localhost:PORT. */
  PUBLIC_URL: string;
  /** Neither PUBLIC_URL nor PORT was set: the operator CLIs use the running shop's address. */
  isDefaultAddress: boolean;
  isProduction: boolean;
  /** Production on test payments (ALLOW_TEST_PAYMENTS): pages and e-mails say so. */
  announcesTestMode: boolean;
  dataDir: string;
  mailFrom: string;
  /** Null: card payments run in the embedded test mode. */
  stripe: StripeSettings | null;
  /** Null: uploads live in DATA_DIR/uploads behind the shop's own signed URLs. */
  s3: S3Settings | null;
  /** Null: admins sign in with one-time links (`npm run admin -- link <email>`). */
  google: GoogleSettings | null;
}

function stripeSettings(
  raw: RawConfig,
  catalogue: readonly Pick<Product, 'id'>[],
): StripeSettings | null {
  if (!raw.STRIPE_SECRET_KEY || !raw.STRIPE_PUBLISHABLE_KEY || !raw.STRIPE_WEBHOOK_SECRET) {
    return null;
  }
  const collect = (prefix: PerProductPrefix) =>
    Object.fromEntries(
      catalogue.flatMap(({ id }) => {
        const value = raw[`${prefix}${id}`];
        return value ? [[id, value]] : [];
      }),
    );
  return {
    secretKey: raw.STRIPE_SECRET_KEY,
    publishableKey: raw.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
    apiBase: raw.STRIPE_API_BASE,
    paymentLinks: collect('STRIPE_PAYMENT_LINK_'),
    priceIds: collect('STRIPE_PRICE_'),
  };
}

function s3Settings(raw: RawConfig): S3Settings | null {
  if (!raw.S3_BUCKET) return null;
  return {
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION ?? 'us-east-1',
    endpoint: raw.S3_ENDPOINT,
    credentials:
      raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE ?? false,
  };
}

/**
 * `Name <address>`, the name quoted when it holds a character that has a meaning in an address
 * header (RFC 5322 specials): `Stella & <Sons>` must not read as a second address.
 */
function mailbox(name: string, address: string): string {
  if (!/[()<>[\]:;@\\,."]/.test(name)) return `${name} <${address}>`;
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

/**
 * Parses the environment once; refuses to start naming every bad key (docs/architecture.md rule 5). The
 * catalogue names the per-product Stripe settings; tests may pass one with a product added.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  catalogue: readonly Pick<Product, 'id'>[] = products,
): Config {
  const result = configSchema
    .extend(perProductSchema(catalogue).shape)
    .superRefine(requireAllStripeKeys)
    .superRefine(requirePaymentsInProduction)
    .superRefine(requireCompleteS3Settings)
    .superRefine(requireGooglePair)
    .superRefine(requireSharedSettingsApart)
    .safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const raw = result.data;
  return {
    ...raw,
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    isDefaultAddress: raw.PUBLIC_URL === undefined && !env.PORT?.trim(),
    isProduction: raw.NODE_ENV === 'production',
    announcesTestMode: raw.NODE_ENV === 'production' && !raw.STRIPE_SECRET_KEY,
    dataDir: path.resolve(raw.DATA_DIR),
    mailFrom: raw.MAIL_FROM ?? mailbox(raw.SHOP_NAME, raw.SUPPORT_EMAIL),
    stripe: stripeSettings(raw, catalogue),
    s3: s3Settings(raw),
    google:
      raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET
        ? {
            clientId: raw.GOOGLE_CLIENT_ID,
            clientSecret: raw.GOOGLE_CLIENT_SECRET,
            issuer: raw.GOOGLE_ISSUER,
          }
        : null,
  };
}
