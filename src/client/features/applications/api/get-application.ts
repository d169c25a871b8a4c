import { queryOptions, useQuery } from '@tanstack/react-query';
import { getApplication, type Application } from '#shared/api/applications.ts';
import type { Role } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { applicationKeys } from '../keys.ts';

export function fetchApplication(id: string, signal?: AbortSignal) {
  return request(getApplication, { params: { id }, signal });
}

export const applicationQueryOptions = (role: Role, id: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(role, id),
    queryFn: ({ signal }) => fetchApplication(id, signal),
    staleTime: 0,
  });

/** The application of a list row, asked again for its current review state; the row shows meanwhile. */
export function useApplication(row: Application) {
  const { profile } = useSignedIn();
  return useQuery({ ...applicationQueryOptions(profile.role, row.id), placeholderData: row });
}
