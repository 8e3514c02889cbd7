import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import {
  errorCodeOfStatus,
  errorCodes,
  statusByErrorCode,
  type ErrorCode,
  type ErrorReply,
} from '../common/error-codes';
import { fieldErrorsOf, type FieldErrors } from '../common/person';
import { unavailableReasonOf } from './db/unavailable';

/** What a caller reads while the database cannot be reached. */
export const UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a moment.';

/** The codes a service may throw; each decides the reply's HTTP status. */
export type AppErrorCode = ErrorCode;

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
    return statusByErrorCode[this.code];
  }
}

/** The reply body of every failed API call (its shape and codes live in `common/`). */
export type ErrorBody = ErrorReply;

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
        .send({ error: errorCodes.badRequest, message, fieldErrors } satisfies ErrorBody);
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        error: error.code,
        message: error.message,
        fieldErrors: error.fieldErrors,
      } satisfies ErrorBody);
    }
    const unavailable = unavailableReasonOf(error);
    if (unavailable) {
      // The driver's reason beside the query builder's error, whose own message names only the
      // query: a pool that waited too long, a refused or a dropped connection read alike.
      request.log.warn({ err: error, reason: unavailable }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: errorCodes.unavailable, message: UNAVAILABLE_MESSAGE } satisfies ErrorBody);
    }
    const statusCode = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        error: errorCodes.internal,
        message: 'Something went wrong. Please try again.',
      } satisfies ErrorBody);
    }
    return reply
      .status(statusCode)
      .send({ error: errorCodeOfStatus(statusCode), message: error.message } satisfies ErrorBody);
  });
}
