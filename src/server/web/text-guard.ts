import type { FastifyInstance } from 'fastify';
import { isMultiLineText } from '../../common/plain-text';
import { AppError } from '../errors';

/** What a form shows beside a field holding text the shop cannot store. */
export const UNSTORABLE_TEXT_MESSAGE =
  'Please remove the invisible control characters or broken symbols from this field';
const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No JSON body of the shop nests deeper than a few levels. */
const MAX_DEPTH = 16;

export type TextProblem = { kind: 'unstorable'; path: string } | { kind: 'too-deep' } | null;

export function isStorableText(text: string): boolean {
  // A lone UTF-16 surrogate has no UTF-8 form: the database would refuse it.
  // Control characters but tab and line breaks (common/plain-text.ts): a null byte cannot be
  // stored in PostgreSQL text at all; the others only hide in text and show up in mails and PDFs.
  // Which fields must be one line is each schema's rule.
  return !LONE_SURROGATE.test(text) && isMultiLineText(text);
}

/** The first string (or key) in `value` that the shop cannot store, with its path. */
export function findTextProblem(value: unknown, path: string[] = [], depth = 0): TextProblem {
  if (typeof value === 'string') {
    return isStorableText(value) ? null : { kind: 'unstorable', path: path.join('.') || '_' };
  }
  if (value === null || typeof value !== 'object') return null;
  // Parsed JSON and URL text only: an upload's stream or buffer is not text.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') {
    return null;
  }
  if (depth >= MAX_DEPTH) return { kind: 'too-deep' };
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = [...path, key];
    if (!isStorableText(key)) return { kind: 'unstorable', path: at.join('.') };
    const problem = findTextProblem(item, at, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Every route's body, query and path parameters are checked before validation: text with
 * control characters or lone surrogates is refused with 400 and the field it is in, so
 * nothing reaches the database that it cannot store.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const problem = findTextProblem(part);
      if (!problem) continue;
      if (problem.kind === 'too-deep') throw new AppError('bad_request', TOO_DEEP_MESSAGE);
      throw new AppError('bad_request', UNSTORABLE_TEXT_MESSAGE, {
        [problem.path]: UNSTORABLE_TEXT_MESSAGE,
      });
    }
  });
}
