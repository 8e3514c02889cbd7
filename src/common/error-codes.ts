/**
 * The codes a failed API call answers with, shared by the server's error funnel (which sends
 * them) and the browser (which branches on them instead of on a message's wording).
 */
export const errorCodes = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  paymentRequired: 'payment_required',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** A download link whose file or order is no longer there. */
  gone: 'gone',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unprocessable: 'unprocessable',
  tooManyRequests: 'too_many_requests',
  internal: 'internal',
  /** An outside service (the payment provider) refused or failed; its reason is the message. */
  badGateway: 'bad_gateway',
  unavailable: 'unavailable',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export const statusByErrorCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  too_many_requests: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
};

const knownCodes = new Set<string>(Object.values(errorCodes));

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}

/** The code of a status when the reply names none (a proxy's page, an empty body). */
export function errorCodeOfStatus(status: number): ErrorCode {
  for (const [code, codeStatus] of Object.entries(statusByErrorCode)) {
    if (codeStatus === status) return code as ErrorCode;
  }
  return status >= 500 ? errorCodes.internal : errorCodes.badRequest;
}

/** A field's message, keyed by the request field's path (`email`, `birthData.birthDate`). */
export type FieldMessages = Record<string, string>;

/** The JSON body of every failed API call. `message` is what a toast may show. */
export interface ErrorReply {
  error: ErrorCode;
  message: string;
  /** Partial: the server builds it from zod's issues, where a field may have none. */
  fieldErrors?: Partial<FieldMessages>;
}

/**
 * Reads a failed reply's body as an `ErrorReply`, keeping only what has the right shape; null
 * when the body is not one (plain text, HTML from a proxy).
 */
export function readErrorReply(
  body: string,
): { error?: ErrorCode; message?: string; fieldErrors?: FieldMessages } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const reply: { error?: ErrorCode; message?: string; fieldErrors?: FieldMessages } = {};
  if (isErrorCode(record.error)) reply.error = record.error;
  if (typeof record.message === 'string') reply.message = record.message;
  if (typeof record.fieldErrors === 'object' && record.fieldErrors !== null) {
    const fields: FieldMessages = {};
    for (const [field, message] of Object.entries(record.fieldErrors)) {
      if (typeof message === 'string') fields[field] = message;
    }
    reply.fieldErrors = fields;
  }
  return reply;
}
