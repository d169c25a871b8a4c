import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDistricts, listProvinces } from '#shared/api/settings.ts';
import { request } from '#client/lib/api.ts';
import { geoKeys } from '../keys.ts';

// Reference data: it changes with a release, not during a session.
const REFERENCE_STALE_MS = 60 * 60 * 1000;

export const provincesQueryOptions = queryOptions({
  queryKey: geoKeys.provinces(),
  queryFn: ({ signal }) => request(listProvinces, { signal }),
  staleTime: REFERENCE_STALE_MS,
});

export function useProvinces() {
  return useQuery(provincesQueryOptions);
}

export const districtsQueryOptions = (regionId: number) =>
  queryOptions({
    queryKey: geoKeys.districts(regionId),
    queryFn: ({ signal }) => request(listDistricts, { params: { regionId }, signal }),
    staleTime: REFERENCE_STALE_MS,
  });

/** The districts of a region; nothing is asked until a region is chosen. */
export function useDistricts(regionId: number | null) {
  return useQuery({ ...districtsQueryOptions(regionId ?? 0), enabled: regionId !== null && regionId > 0 });
}
