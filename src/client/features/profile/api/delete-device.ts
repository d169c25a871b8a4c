import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDevice } from '#shared/api/devices.ts';
import { request } from '#client/lib/api.ts';
import { deviceKeys } from '../keys.ts';

export function removeDevice(id: string) {
  return request(deleteDevice, { params: { id } });
}

export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
