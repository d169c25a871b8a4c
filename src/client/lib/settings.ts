// Public settings (spec 01 §1, §7): the support link and the test-mode flag shown on every screen. The sign-in route
// reads them without the query library (issue 12: it loads no code it does not run): one shared fetch, kept for five
// minutes; the signed-in screens' query (settingsQueryOptions) goes through the same fetch.
import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_SUPPORT_LINK, listSettings, SETTING_KEYS } from '#shared/api/settings.ts';
import type { AnswerOf } from '#shared/api/contract.ts';
import { request } from './api.ts';

type Settings = AnswerOf<typeof listSettings>;

const STALE_MS = 5 * 60_000;

export const settingKeys = { all: ['settings'] as const };

let current: Settings | undefined;
let fetchedAt = 0;
let inFlight: Promise<Settings> | null = null;
const listeners = new Set<() => void>();

/** The public settings, fetched once per five minutes however many screens ask. */
export function fetchPublicSettings(): Promise<Settings> {
  if (current && Date.now() - fetchedAt < STALE_MS) return Promise.resolve(current);
  inFlight ??= request(listSettings)
    .then((settings) => {
      current = settings;
      fetchedAt = Date.now();
      for (const listener of listeners) listener();
      return settings;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** For the signed-in screens' `useQuery` (a plain object: this module loads no query library). */
export const settingsQueryOptions = {
  queryKey: settingKeys.all,
  queryFn: () => fetchPublicSettings(),
  staleTime: STALE_MS,
};

export function usePublicSettings(): { testMode: boolean; supportLink: string } {
  const data =
    useSyncExternalStore(
      (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      () => current,
    ) ?? [];
  useEffect(() => {
    // A failed fetch leaves the defaults (no banner, the default link) until the next screen asks.
    fetchPublicSettings().catch(() => undefined);
  }, []);
  const value = (key: string) => data.find((setting) => setting.key === key && setting.status === 'ACTIVE')?.value;
  return {
    testMode: value(SETTING_KEYS.testMode) === 'true',
    supportLink: value(SETTING_KEYS.supportLink) || DEFAULT_SUPPORT_LINK,
  };
}
