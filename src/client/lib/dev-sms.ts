// Test mode (DESIGN §7): the code step shows the last code the development SMS outbox holds for the phone. The
// outbox lives outside the role bases (/api/dev) and exists only with the dev SMS provider, so it is read here
// directly and only while the public test_mode setting is on. A plain fetch, not a query: the sign-in route's code
// step uses it and loads no query library (issue 12).
import { useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { usePublicSettings } from './settings.ts';

const outbox = v.object({
  data: v.array(v.object({ phone: v.string(), text: v.string(), code: v.nullable(v.string()), createdDate: v.string() })),
});

/** The last code the outbox holds for `phone`, or null when it has none or cannot be read. */
export async function fetchLastCode(phone: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(`/api/dev/v1/sms?phone=${encodeURIComponent(phone)}`, { signal });
    if (!response.ok) return null;
    const parsed = v.safeParse(outbox, await response.json());
    return parsed.success ? (parsed.output.data[0]?.code ?? null) : null;
  } catch {
    return null;
  }
}

/** The last code sent to `phone` (12 digits), or null outside test mode. Call `refresh` after a resend. */
export function useLastSentCode(phone: string): { code: string | null; refresh: () => void } {
  const { testMode } = usePublicSettings();
  const [code, setCode] = useState<{ phone: string; code: string | null } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!testMode) return;
    const controller = new AbortController();
    void fetchLastCode(phone, controller.signal).then((last) => {
      if (!controller.signal.aborted) setCode({ phone, code: last });
    });
    return () => controller.abort();
  }, [testMode, phone, round]);
  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { code: testMode && code?.phone === phone ? code.code : null, refresh };
}
