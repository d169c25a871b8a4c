import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { createSalePoint } from '#shared/api/sale-points.ts';
import { request } from '#client/lib/api.ts';
import { salePointKeys } from '#client/lib/sale-points/keys.ts';

export function addSalePoint(body: BodyOf<typeof createSalePoint>) {
  return request(createSalePoint, { body });
}

export function useCreateSalePoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSalePoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salePointKeys.lists() }),
  });
}
