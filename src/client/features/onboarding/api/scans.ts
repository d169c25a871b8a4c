// spec 01 §7 GET and DELETE /v1/file/{id}: an uploaded scan is shown from its description (also a scan the business
// already holds, when staff sent it back for correction) and may be removed until moderation approves the business.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteFile, getFile, type StoredFile } from '#shared/api/files.ts';
import { ApiError, request } from '#client/lib/api.ts';
import { onboardingKeys } from '../keys.ts';

export function useScan(id: string | null) {
  return useQuery({
    queryKey: onboardingKeys.file(id ?? ''),
    queryFn: ({ signal }) => request(getFile, { signal, params: { id: id! } }),
    enabled: id !== null,
    // The answer's link is signed for an hour or more.
    staleTime: 30 * 60_000,
  });
}

/** A fresh upload's answer is its description: no need to ask for it again. */
export function useRememberScan() {
  const queryClient = useQueryClient();
  return (file: StoredFile) => queryClient.setQueryData(onboardingKeys.file(file.id), file);
}

export function useRemoveScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await request(deleteFile, { params: { id } });
      } catch (error) {
        // Already gone is what was asked for.
        if (!(error instanceof ApiError && error.code === 'file_not_found')) throw error;
      }
    },
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: onboardingKeys.file(id) }),
  });
}
