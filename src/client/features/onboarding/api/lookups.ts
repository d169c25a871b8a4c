// spec 01 §4: the tax lookup runs only at 9 or 14 digits, the bank lookup only at 5; a miss is an answer to show,
// not an error to retry.
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { getBank, getTaxInfo, isBankLookupReady, isTaxLookupReady } from '#shared/api/business.ts';
import { listDistricts, listProvinces } from '#shared/api/settings.ts';
import { request } from '#client/lib/api.ts';
import { onboardingKeys } from '../keys.ts';

const REFERENCE_STALE_MS = 60 * 60 * 1000;

export function useTaxInfo(taxNumber: string) {
  return useQuery({
    queryKey: onboardingKeys.tax(taxNumber),
    queryFn: ({ signal }) => request(getTaxInfo, { params: { number: taxNumber }, signal }),
    enabled: isTaxLookupReady(taxNumber),
    retry: false,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useBank(bankId: string) {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: onboardingKeys.bank(bankId, i18n.locale),
    queryFn: ({ signal }) => request(getBank, { params: { id: bankId }, signal }),
    enabled: isBankLookupReady(bankId),
    retry: false,
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useProvinces() {
  return useQuery({
    queryKey: onboardingKeys.provinces(),
    queryFn: ({ signal }) => request(listProvinces, { signal }),
    staleTime: REFERENCE_STALE_MS,
  });
}

export function useDistricts(regionId: number | null) {
  return useQuery({
    queryKey: onboardingKeys.districts(regionId ?? 0),
    queryFn: ({ signal }) => request(listDistricts, { params: { regionId: regionId ?? 0 }, signal }),
    enabled: regionId !== null && regionId > 0,
    staleTime: REFERENCE_STALE_MS,
  });
}
