import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReaderProfileInput, ReaderProfileView } from '../../../../common/readers';
import { ApiError, apiRequest } from '../../../lib/api-client';

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

/** Sends the chosen photo as the raw request body (`apiRequest` only sends JSON). */
async function uploadReaderPhoto(file: File): Promise<ReaderProfileView> {
  const response = await fetch('/api/admin/profile/photo', {
    method: 'PUT',
    credentials: 'include',
    headers: { 'Content-Type': file.type },
    body: file,
  });
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  }
  return (await response.json()) as ReaderProfileView;
}

export function useUploadReaderPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadReaderPhoto,
    onSuccess: (saved) => client.setQueryData(profileKey, saved),
  });
}

export function useRemoveReaderPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<ReaderProfileView>('DELETE', '/api/admin/profile/photo'),
    onSuccess: (saved) => client.setQueryData(profileKey, saved),
  });
}
