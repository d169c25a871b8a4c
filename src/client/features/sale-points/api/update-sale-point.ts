import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { MAP_DEFAULTS, updateSalePoint, type SalePoint } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { salePointKeys } from '#client/lib/sale-points/keys.ts';

export type SalePointUpdate = BodyOf<typeof updateSalePoint>;

/** PUT sends the whole sale point (spec 02 §4): the stored fields with the changed ones laid over them. */
export function updateBodyOf(salePoint: SalePoint, patch: Partial<SalePointUpdate> = {}): SalePointUpdate {
  const [latitude, longitude] = salePoint.location ?? MAP_DEFAULTS.center;
  return {
    id: salePoint.id,
    name: salePoint.name,
    provinceId: salePoint.region?.id ?? 0,
    districtId: salePoint.district?.id ?? 0,
    latitude,
    longitude,
    limitSum: salePoint.limit,
    address: salePoint.address,
    status: salePoint.status,
    employeeIds: salePoint.employees.map((employee) => employee.id),
    ...patch,
  };
}

export function saveSalePoint(body: SalePointUpdate) {
  return request(updateSalePoint, { body });
}

export function useUpdateSalePoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSalePoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salePointKeys.all }),
  });
}
