// Test mode (DESIGN §7): the code step shows the last code the development SMS outbox holds for the phone. The
// outbox lives outside the role bases (/api/dev) and exists only with the dev SMS provider, so it is read here
// directly and only while the public test_mode setting is on.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { usePublicSettings } from './settings.ts';

const outbox = v.object({
  data: v.array(v.object({ phone: v.string(), text: v.string(), code: v.nullable(v.string()), createdDate: v.string() })),
});

export const devSmsKeys = {
  all: ['dev-sms'] as const,
  phone: (phone: string) => [...devSmsKeys.all, phone] as const,
};

export function lastCodeQueryOptions(phone: string) {
  return queryOptions({
    queryKey: devSmsKeys.phone(phone),
    queryFn: async ({ signal }) => {
      const response = await fetch(`/api/dev/v1/sms?phone=${encodeURIComponent(phone)}`, { signal });
      if (!response.ok) return null;
      const parsed = v.safeParse(outbox, await response.json());
      return parsed.success ? (parsed.output.data[0]?.code ?? null) : null;
    },
    staleTime: 0,
    retry: false,
    meta: { persist: false },
  });
}

/** The last code sent to `phone` (12 digits), or null outside test mode. Call `refresh` after a resend. */
export function useLastSentCode(phone: string): { code: string | null; refresh: () => void } {
  const { testMode } = usePublicSettings();
  const query = useQuery({ ...lastCodeQueryOptions(phone), enabled: testMode });
  return { code: testMode ? (query.data ?? null) : null, refresh: () => void query.refetch() };
}
