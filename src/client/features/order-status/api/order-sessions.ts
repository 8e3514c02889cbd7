import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderSessionsView, SlotTakenReply } from '../../../../common/bookings';
import { errorCodes } from '../../../../common/error-codes';
import { ApiError, apiRequest, isApiError } from '../../../lib/api-client';

/**
 * One change the page asks for. `idempotencyKey` names the attempt (decision 303): the page makes
 * one when the customer confirms and sends the same one again when it retries, so a change that
 * went through is answered as done instead of being made twice or refused as taken.
 */
export type SessionChange = { idempotencyKey: string } & (
  | { kind: 'book'; sessionKey: string; startsAt: string; timeZone: string }
  | { kind: 'move'; bookingId: string; startsAt: string }
  | { kind: 'cancel'; bookingId: string }
);

const queryKey = (token: string) => ['order-sessions', token];

/** A fresh key for one attempt; `crypto.randomUUID` only exists on secure pages. */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID().replaceAll('-', '');
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useOrderSessions(token: string) {
  return useQuery({
    queryKey: queryKey(token),
    queryFn: () => apiRequest<OrderSessionsView>('POST', '/api/order-sessions', { token }),
  });
}

/** The free times a refused booking offers instead, or null for any other failure. */
export function nextSlotsOf(error: unknown): string[] | null {
  if (!isApiError(error, errorCodes.conflict)) return null;
  try {
    return (JSON.parse(error.body) as Partial<SlotTakenReply>).nextSlots ?? null;
  } catch {
    return null;
  }
}

/**
 * A lost connection, a shop briefly away or a gateway's failure (504 reads as internal): the same
 * attempt may be sent again, as its key makes a repeat of a change that went through harmless.
 */
function isPassing(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const passing: readonly string[] = [
    errorCodes.badGateway,
    errorCodes.unavailable,
    errorCodes.internal,
  ];
  return passing.includes(error.code);
}

const RETRIES = 2;

export function useChangeSession(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: SessionChange) =>
      apiRequest<OrderSessionsView>('POST', `/api/order-sessions/${kind}`, { token, ...body }),
    // The same variables, so the same key: a retry of a change that committed is answered as done.
    retry: (failures, error) => failures < RETRIES && isPassing(error),
    retryDelay: (attempt) => 1000 * 2 ** attempt,
    onSuccess: (view) => client.setQueryData(queryKey(token), view),
    onError: (error) => {
      if (nextSlotsOf(error)) void client.invalidateQueries({ queryKey: queryKey(token) });
    },
  });
}
