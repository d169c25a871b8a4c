// spec 01 §7 PATCH /v1/business/set-image {id}: the logo is uploaded as a document scan, then set; the profile is
// asked again so that every place showing the business shows the new logo.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBusinessImage } from '#shared/api/business.ts';
import { request } from '#client/lib/api.ts';
import { profileKeys } from '#client/lib/current-profile.ts';

export function useSetBusinessLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request(setBusinessImage, { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
