import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderSessionsView, SlotTakenReply } from '../../../../common/bookings';
import { ApiError, apiRequest } from '../../../lib/api-client';

export type SessionChange =
  | { kind: 'book'; sessionKey: string; startsAt: string; timeZone: string }
  | { kind: 'move'; bookingId: string; startsAt: string }
  | { kind: 'cancel'; bookingId: string };

const queryKey = (token: string) => ['order-sessions', token];

export function useOrderSessions(token: string) {
  return useQuery({
    queryKey: queryKey(token),
    queryFn: () => apiRequest<OrderSessionsView>('POST', '/api/order-sessions', { token }),
  });
}

/** The free times a refused booking offers instead, or null for any other failure. */
export function nextSlotsOf(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    return (JSON.parse(error.body) as Partial<SlotTakenReply>).nextSlots ?? null;
  } catch {
    return null;
  }
}

export function useChangeSession(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: SessionChange) =>
      apiRequest<OrderSessionsView>('POST', `/api/order-sessions/${kind}`, { token, ...body }),
    onSuccess: (view) => client.setQueryData(queryKey(token), view),
    onError: (error) => {
      if (nextSlotsOf(error)) void client.invalidateQueries({ queryKey: queryKey(token) });
    },
  });
}
