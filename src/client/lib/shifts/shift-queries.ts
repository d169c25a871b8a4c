// The shift calls as queries (issue 24 item 2), shared by the workspace's shift bar and the owner's shift lists:
// the open shift of a sale point, one shift with its Z-report, a page of shifts, and the business's setting.
// Opening and closing are not here: they go through the outbox (offline/shift-outbox.ts).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { getCurrentShift, getShift, getShiftSettings, listShifts } from '#shared/api/shifts.ts';
import type { Role } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';
import { useSession } from '#client/lib/session.ts';

export type ShiftListBody = BodyOf<typeof listShifts>;

export const shiftKeys = {
  all: ['shifts'] as const,
  current: (role: Role | null, salePointId: string) => [...shiftKeys.all, 'current', role, salePointId] as const,
  detail: (role: Role | null, id: string) => [...shiftKeys.all, 'detail', role, id] as const,
  list: (role: Role | null, body: ShiftListBody) => [...shiftKeys.all, 'list', role, body] as const,
  settings: (role: Role | null) => [...shiftKeys.all, 'settings', role] as const,
};

/** The caller's open shift at the sale point, or null; kept on the device, so the bar shows it offline too. */
export function useCurrentShift(salePointId: string) {
  const { role } = useSession();
  return useQuery(
    queryOptions({
      queryKey: shiftKeys.current(role, salePointId),
      queryFn: ({ signal }) => request(getCurrentShift, { signal, query: { salePointId } }),
    }),
  );
}

/** A shift with its Z-report; asked again each time it opens (a shift's payments may still settle). */
export function useShiftReport(id: string | null) {
  const { role } = useSession();
  return useQuery({
    queryKey: shiftKeys.detail(role, id ?? ''),
    queryFn: ({ signal }) => request(getShift, { signal, params: { id: id! } }),
    enabled: id !== null,
    staleTime: 0,
  });
}

export function useShifts(body: ShiftListBody) {
  const { role } = useSession();
  return useQuery({
    queryKey: shiftKeys.list(role, body),
    queryFn: ({ signal }) => request(listShifts, { signal, body }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Whether the business takes payments only in an open shift (spec: allowed by default). */
export function useShiftSettings() {
  const { role } = useSession();
  return useQuery({
    queryKey: shiftKeys.settings(role),
    queryFn: ({ signal }) => request(getShiftSettings, { signal }),
  });
}
