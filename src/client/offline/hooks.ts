// React access to the outbox: live views of items (they follow changes made by the drainer in any tab) and the
// drainer's lifetime bound to the signed-in user.
import { useEffect, useRef } from 'react';
import { listenForSyncWake } from './background-sync.ts';
import { useLiveRead } from '#client/lib/local-stores.ts';
import { startDrainer } from './drainer.ts';
import { byCreation, type OutboxItem } from './outbox-machine.ts';
import { waitingForOthers } from './outbox.ts';

/** The item, undefined while loading, null once it is known to be gone. */
export function useOutboxItem(id: string | null): OutboxItem | null | undefined {
  return useLiveRead(async ({ outboxDb }) => (id ? ((await outboxDb.items.get(id)) ?? null) : null), [id]);
}

/** The owner's items in creation order; `filter` narrows them (by sale point, by state);
 * pass a stable function (module level or useCallback), since a new one reruns the query. */
export function useOutboxItems(ownerId: string, filter?: (item: OutboxItem) => boolean): OutboxItem[] | undefined {
  return useLiveRead(async ({ outboxDb }) => {
    const items = await outboxDb.items.where('ownerId').equals(ownerId).toArray();
    return (filter ? items.filter(filter) : items).sort(byCreation);
  }, [ownerId, filter]);
}

/** Runs the drainer for this user while the component is mounted (the shell mounts it once for the session). */
export function useOutboxDrainer(ownerId: string | null): void {
  useEffect(() => {
    if (!ownerId) return;
    const drainer = startDrainer({ ownerId });
    const unlisten = listenForSyncWake();
    return () => {
      unlisten();
      void drainer.stop();
    };
  }, [ownerId]);
}

/** When the owner's latest payment got its final answer (or refusal); changes as the drainer stores answers. */
function useLastSettledAt(ownerId: string): number | undefined {
  return useLiveRead(async ({ outboxDb }) => {
    const settled = await outboxDb.items.where('settledAt').above(0).filter((item) => item.ownerId === ownerId).toArray();
    return settled.reduce((latest, item) => Math.max(latest, item.settledAt ?? 0), 0);
  }, [ownerId]);
}

/**
 * Runs `onSettle` each time the drainer stores a new final answer (or refusal) for the owner, in this tab or another,
 * not for those already stored when the component mounts. Pass a stable function.
 */
export function useAfterSettle(ownerId: string, onSettle: () => void): void {
  const settledAt = useLastSettledAt(ownerId);
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (settledAt === undefined) return;
    if (seen.current !== undefined && settledAt > seen.current) onSettle();
    seen.current = settledAt;
  }, [settledAt, onSettle]);
}

/** Payments other users of this device left unsent or refused (`waitingForOthers`), live. */
export function useWaitingForOthers(ownerId: string): number | undefined {
  return useLiveRead(({ outboxDb }) => waitingForOthers(ownerId, outboxDb), [ownerId]);
}
