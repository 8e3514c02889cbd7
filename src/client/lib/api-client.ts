import {
  errorCodeOfStatus,
  readErrorReply,
  type ErrorCode,
  type FieldMessages,
} from '../../common/error-codes';

/**
 * The one way the browser calls the server (docs/product.md §7): cookies always sent, JSON only
 * when a body is given, and any non-2xx reply becomes an Error whose text is `status: body`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  /** What the server says went wrong, to branch on; from the status when the body names none. */
  readonly code: ErrorCode;
  /** The server's human message (`{ message }`), if the body carries one. */
  readonly serverMessage: string | undefined;
  /** The refused request fields and their messages (`{ fieldErrors }`), keyed by field path. */
  readonly fieldErrors: FieldMessages;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const reply = readErrorReply(body);
    this.code = reply?.error ?? errorCodeOfStatus(status);
    this.serverMessage = reply?.message;
    this.fieldErrors = reply?.fieldErrors ?? {};
  }
}

/** Whether a failed call was refused with `code` (e.g. `errorCodes.notFound`). */
export function isApiError(error: unknown, code?: ErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export async function apiRequest<T>(
  method: string,
  url: string,
  body?: unknown,
  headers: Readonly<Record<string, string>> = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers:
      body === undefined ? { ...headers } : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, text);
  }
  if (response.status === 204) return undefined as T;
  const contentType = response.headers.get('content-type') ?? '';
  return (
    contentType.includes('application/json') ? response.json() : response.text()
  ) as Promise<T>;
}

/** The message to show a person: the server's own words, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  return fallback;
}
