import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { confirmChangePhone } from '#shared/api/profile.ts';
import { request } from '#client/lib/api.ts';
import { profileKeys } from '#client/lib/current-profile.ts';

export function confirmPhoneChange(body: BodyOf<typeof confirmChangePhone>) {
  return request(confirmChangePhone, { body });
}

/** spec 01 §4: after a phone change the profile queries are refreshed. */
export function useConfirmPhoneChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhoneChange,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.current(), profile);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
