import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReaderSettingsInput, SessionCalendarView } from '../../../../common/bookings';
import { apiRequest } from '../../../lib/api-client';

export function useSessionCalendar(from: string, days: number) {
  return useQuery({
    queryKey: ['admin-sessions', from, days],
    queryFn: () =>
      apiRequest<SessionCalendarView>(
        'GET',
        `/api/admin/sessions?from=${encodeURIComponent(from)}&days=${days}`,
      ),
  });
}

export function useMyHours() {
  return useQuery({
    queryKey: ['admin-my-hours'],
    queryFn: () =>
      apiRequest<{ settings: ReaderSettingsInput | null }>('GET', '/api/admin/my-hours'),
  });
}

export function useSaveMyHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReaderSettingsInput) =>
      apiRequest<{ settings: ReaderSettingsInput }>('PUT', '/api/admin/my-hours', input),
    onSuccess: (saved) => client.setQueryData(['admin-my-hours'], saved),
  });
}
