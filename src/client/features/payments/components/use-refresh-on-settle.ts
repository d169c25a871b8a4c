// spec 02 §4: after a payment the invoice lists are refreshed. The outbox may settle a payment in another tab or long
// after it was queued, so this follows the outbox rather than the submit. The balance is the top bar's deposit's to
// refresh (it shows wherever the cashier is, the workspace or not).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAfterSettle } from '#client/offline/hooks.ts';
import { invoiceKeys } from '../keys.ts';

export function useRefreshOnSettle(ownerId: string): void {
  const queryClient = useQueryClient();
  useAfterSettle(
    ownerId,
    useCallback(() => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all }), [queryClient]),
  );
}
