import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkTaxNumber, createBusiness, toBusinessForm, type BusinessDraft } from '#shared/api/business.ts';
import { request } from '#client/lib/api.ts';
import { profileKeys } from '#client/lib/current-profile.ts';

/** POST /v1/business; the profile is refetched so the home turns into the moderation page. */
export function useSubmitBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: BusinessDraft) => request(createBusiness, {
        body: { ...toBusinessForm(draft), licenseId: draft.licenseId ?? null, logoId: draft.logoId ?? null },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

/** Refuses with tax_number_or_pinfl_already_exists before the owner goes on to the bank step. */
export function useCheckTaxNumber() {
  return useMutation({ mutationFn: (taxNumber: string) => request(checkTaxNumber, { body: { taxNumber } }) });
}
