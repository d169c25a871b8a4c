import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { updateProfile } from '#shared/api/profile.ts';
import { request } from '#client/lib/api.ts';
import { profileKeys } from '#client/lib/current-profile.ts';

export function saveProfile(body: BodyOf<typeof updateProfile>) {
  return request(updateProfile, { body });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.current(), profile),
  });
}
