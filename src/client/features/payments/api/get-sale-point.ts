import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSalePoint } from '#shared/api/sale-points.ts';
import type { Role } from '#shared/enums.ts';
import { request } from '#client/lib/api.ts';
import { useSession } from '#client/lib/session.ts';
import { workspaceKeys } from '../keys.ts';
import { takeSalePointRequest } from './early-sale-point.ts';

export const salePointQueryOptions = (role: Role | null, id: string) =>
  queryOptions({
    queryKey: workspaceKeys.salePoint(role, id),
    queryFn: ({ signal }) => takeSalePointRequest(id) ?? request(getSalePoint, { signal, params: { id } }),
  });

/** The sale point the workspace takes payments at (an employee reaches only the assigned ones). */
export function useSalePoint(id: string) {
  const { role } = useSession();
  return useQuery(salePointQueryOptions(role, id));
}
