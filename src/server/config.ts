import path from 'node:path';
import { z } from 'zod';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUnset, z.string().optional());

const configSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUnset,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyAsUnset, z.string().default('localhost')),
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: z.preprocess(emptyAsUnset, z.url().default('http://localhost:3000')),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
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
  SHOP_NAME: z.preprocess(emptyAsUnset, z.string().default('Astral Path')),
  SUPPORT_EMAIL: z.preprocess(emptyAsUnset, z.email().default('support@astralpath.example')),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
});

export type RawConfig = z.infer<typeof configSchema>;

export interface Config extends RawConfig {
  isProduction: boolean;
  dataDir: string;
  mailFrom: string;
}

/** Parses the environment once; refuses to start naming every bad key (STYLE.md rule 5). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const raw = result.data;
  return {
    ...raw,
    isProduction: raw.NODE_ENV === 'production',
    dataDir: path.resolve(raw.DATA_DIR),
    mailFrom: raw.MAIL_FROM ?? `${raw.SHOP_NAME} <${raw.SUPPORT_EMAIL}>`,
  };
}
