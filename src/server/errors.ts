import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { fieldErrorsOf, type FieldErrors } from '../common/person';
import { isDatabaseUnavailable } from './db/unavailable';

/** What a caller reads while the database cannot be reached. */
export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';

export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'unprocessable'
  | 'payment_required'
  | 'too_many_requests'
  | 'bad_gateway'
  | 'unavailable';

const statusByCode: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many_requests: 429,
  /** An outside service (the payment provider) refused or failed; its reason is the message. */
  bad_gateway: 502,
  unavailable: 503,
};

/** The one error type services throw; its code decides the HTTP status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly fieldErrors?: FieldErrors;
  /** Sent as `Retry-After` (seconds), for a refusal that ends at a known time. */
  retryAfterSeconds?: number;

  constructor(code: AppErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get statusCode(): number {
    return statusByCode[this.code];
  }
}

/** The reply body of every failed API call. `message` is what a toast may show. */
export interface ErrorBody {
  error: string;
  message: string;
  fieldErrors?: FieldErrors;
}

/** One funnel: zod -> 400 with field messages, AppError -> its status, anything else hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // An error that replaces a streamed file (a CSV, a download) must not keep the file's
    // headers: a JSON body labelled gzip, or saved as `orders.csv`, would be unreadable.
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-disposition');
    if (error instanceof ZodError) {
      const fieldErrors = fieldErrorsOf(error);
      const message = Object.values(fieldErrors)[0] ?? 'Invalid request';
      return reply
        .status(400)
        .send({ error: 'bad_request', message, fieldErrors } satisfies ErrorBody);
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send({ error: error.code, message: error.message, fieldErrors: error.fieldErrors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'unavailable', message: UNAVAILABLE_MESSAGE } satisfies ErrorBody);
    }
    const statusCode = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send({ error: 'internal', message: 'Something went wrong. Please try again.' });
    }
    return reply.status(statusCode).send({ error: errorName(statusCode), message: error.message });
  });
}

function errorName(statusCode: number): string {
  if (statusCode === 413) return 'payload_too_large';
  if (statusCode === 415) return 'unsupported_media_type';
  if (statusCode === 429) return 'too_many_requests';
  return 'bad_request';
}
