// spec 02 §4: after a payment the invoice lists and the balance are refreshed. The outbox may settle a payment in
// another tab or long after it was queued, so this follows the outbox rather than the submit.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLastSettledAt } from '#client/offline/hooks.ts';
import { refreshAfterPayment } from '../keys.ts';

export function useRefreshOnSettle(ownerId: string): void {
  const queryClient = useQueryClient();
  const settledAt = useLastSettledAt(ownerId);
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (settledAt === undefined) return;
    if (seen.current !== undefined && settledAt > seen.current) refreshAfterPayment(queryClient);
    seen.current = settledAt;
  }, [settledAt, queryClient]);
}
