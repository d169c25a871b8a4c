import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listApplications } from '#shared/api/applications.ts';
import type { Role } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import type { ApplicationListBody } from '../application-filters.ts';
import { applicationKeys } from '../keys.ts';

export function fetchApplications(body: ApplicationListBody, signal?: AbortSignal) {
  return request(listApplications, { body, signal });
}

/** Asked again whenever opened: a request just sent from a payment, or a review by staff, must show at once. */
export const applicationsQueryOptions = (role: Role, body: ApplicationListBody) =>
  queryOptions({
    queryKey: applicationKeys.list(role, body),
    queryFn: ({ signal }) => fetchApplications(body, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useApplications(body: ApplicationListBody) {
  const { profile } = useSignedIn();
  return useQuery(applicationsQueryOptions(profile.role, body));
}
