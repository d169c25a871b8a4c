// The device clock's offset from the server's (DESIGN §6: clocks lie). Measured from the Date header of a small
// uncached request, corrected for half the round trip and for the header's whole-second resolution, and kept in
// the outbox database so a payment queued offline still records the last known offset.
import { listSettings } from '#shared/api/settings.ts';
import { apiBase } from '#client/lib/api.ts';
import { outboxDatabase } from '#client/lib/local-stores.ts';

export const CLOCK_KEY = 'clockOffsetMs';

let known: number | null = null;

/** Server time minus device time from one exchange: the Date header is truncated to the second, hence +500 ms. */
export function offsetFromDateHeader(dateHeader: string | null, sentAt: number, receivedAt: number): number | null {
  if (!dateHeader) return null;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return null;
  return Math.round(server + 500 - (sentAt + receivedAt) / 2);
}

export async function lastClockOffset(): Promise<number> {
  if (known !== null) return known;
  try {
    const stored = await (await outboxDatabase()).meta.get(CLOCK_KEY);
    known = typeof stored?.value === 'number' ? stored.value : 0;
  } catch {
    known = 0;
  }
  return known;
}

export async function recordClockOffset(offset: number): Promise<void> {
  known = offset;
  await (await outboxDatabase()).meta.put({ key: CLOCK_KEY, value: offset });
}

/** One HEAD request to the public settings route; a failure keeps the last known offset. */
export async function measureClockOffset(fetcher: typeof fetch = fetch): Promise<number | null> {
  const sentAt = Date.now();
  try {
    const response = await fetcher(`${apiBase(listSettings)}${listSettings.path}`, { method: 'HEAD', cache: 'no-store' });
    const offset = offsetFromDateHeader(response.headers.get('Date'), sentAt, Date.now());
    if (offset !== null) await recordClockOffset(offset);
    return offset;
  } catch {
    return null;
  }
}
