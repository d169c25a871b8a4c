// Live views of the owner's queue for the shell, the deposit and the payment forms: what is unsent (count, total,
// oldest), the limits in force and the recorded clock offset. Each follows the outbox database across tabs.
import { useQuery } from '@tanstack/react-query';
import type { Tiyin } from '#shared/money.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { useLiveRead } from '#client/lib/local-stores.ts';
import { settingsQueryOptions } from '#client/lib/settings.ts';
import { CLOCK_KEY } from './clock.ts';
import { EMPTY_QUEUE, offlineLimitsOf, summarize, type OfflineLimits, type QueueSummary } from './limits.ts';

/** The signed-in user's queue; an empty summary while it loads. */
export function useQueueSummary(): QueueSummary {
  const { profile } = useSignedIn();
  return (
    useLiveRead(async ({ outboxDb }) => summarize(await outboxDb.items.where('ownerId').equals(profile.id).toArray()), [profile.id]) ??
    EMPTY_QUEUE
  );
}

/** What the signed-in user's unsent payments add up to: the shown deposit is the server's balance minus this. */
export function useQueuedTotal(): Tiyin {
  return useQueueSummary().total;
}

/** The offline limits from the public settings (cached, so known offline too), else the documented defaults. */
export function useOfflineLimits(): OfflineLimits {
  const settings = useQuery(settingsQueryOptions);
  return offlineLimitsOf(settings.data);
}

/** Server time minus device time as last measured; null before the first measurement. */
export function useClockOffset(): number | null {
  return (
    useLiveRead(async ({ outboxDb }) => {
      const stored = await outboxDb.meta.get(CLOCK_KEY);
      return typeof stored?.value === 'number' ? stored.value : null;
    }, []) ?? null
  );
}
