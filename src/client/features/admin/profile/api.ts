import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReaderProfileInput, ReaderProfileView } from '../../../../common/readers';
import { apiRequest } from '../../../lib/api-client';

const profileKey = ['admin-profile'] as const;

export function useReaderProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: () => apiRequest<ReaderProfileView>('GET', '/api/admin/profile'),
  });
}

export function useSaveReaderProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReaderProfileInput) =>
      apiRequest<ReaderProfileView>('PUT', '/api/admin/profile', input),
    onSuccess: (saved) => client.setQueryData(profileKey, saved),
  });
}
