// Live views of the shift opens and closes in the outbox (issue 24), for the workspace's shift bar.
import { useLiveRead } from '#client/lib/local-stores.ts';
import type { OutboxShiftAction } from './shift-outbox.ts';
import { byCodeUnits } from '#shared/order.ts';

/** The owner's shift actions at the sale point, oldest first (UUIDv7 ids sort by creation); undefined while loading. */
export function useShiftActions(ownerId: string, salePointId: string): OutboxShiftAction[] | undefined {
  return useLiveRead(
    async ({ outboxDb }) =>
      (await outboxDb.shifts.where('ownerId').equals(ownerId).toArray())
        .filter((action) => action.salePointId === salePointId)
        .sort((a, b) => byCodeUnits(a.id, b.id)),
    [ownerId, salePointId],
  );
}

/** The total of the owner's payments at the sale point not yet answered by the server, taken since `since` (ms). */
export function useUnsentCash(ownerId: string, salePointId: string, since: number | null): number {
  return (
    useLiveRead(async ({ outboxDb }) => {
      if (since === null) return 0;
      const unsent = await outboxDb.items
        .where('state')
        .anyOf('queued', 'sending')
        .filter((item) => item.ownerId === ownerId && item.salePointId === salePointId && item.requestDate >= since)
        .toArray();
      return unsent.reduce((sum, item) => sum + item.summary.total, 0);
    }, [ownerId, salePointId, since]) ?? 0
  );
}
