import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApplication } from '#shared/api/applications.ts';
import { request } from '#client/lib/api.ts';
import { invoiceKeys } from '../keys.ts';

type CancellationRequest = { invoiceId: string; comment: string | null; idempotencyKey: string };

/** A cancellation request (an "application") for a paid invoice; the key makes a retry or double click create one. */
export function requestCancellation({ invoiceId, comment, idempotencyKey }: CancellationRequest) {
  return request(createApplication, { body: { invoiceId, comment }, idempotencyKey });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancellation,
    // The invoice now has an application waiting: its lists and details change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
