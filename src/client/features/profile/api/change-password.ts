import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { changeProfilePassword } from '#shared/api/profile.ts';
import { request } from '#client/lib/api.ts';
import { profileKeys } from '#client/lib/current-profile.ts';

export function changePin(body: BodyOf<typeof changeProfilePassword>) {
  return request(changeProfilePassword, { body });
}

/** The profile is refetched for its new passwordChangeDate. */
export function useChangePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
