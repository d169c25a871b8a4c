import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDevices } from '#shared/api/devices.ts';
import { MAX_PAGE_SIZE } from '#shared/api/paging.ts';
import { request } from '#client/lib/api.ts';
import { deviceKeys } from '../keys.ts';

/** spec 01 §7: the trusted devices tab asks for 1000 per page, active ones, newest first. */
export const activeDevicesQueryOptions = queryOptions({
  queryKey: deviceKeys.active(),
  queryFn: ({ signal }) =>
    request(listDevices, {
      signal,
      body: {
        perPage: MAX_PAGE_SIZE,
        page: 0,
        sort: { name: 'modifiedDate', direction: 'desc' },
        search: [{ key: 'status', operation: '=', value: 'ACTIVE' }],
      },
    }),
});

export function useActiveDevices() {
  return useQuery(activeDevicesQueryOptions);
}
