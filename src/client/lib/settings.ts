// Public settings (spec 01 §1, §7): the support link and the test-mode flag shown on every screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SUPPORT_LINK, listSettings, SETTING_KEYS } from '#shared/api/settings.ts';
import { request } from './api.ts';

export const settingKeys = { all: ['settings'] as const };

export const settingsQueryOptions = queryOptions({
  queryKey: settingKeys.all,
  queryFn: ({ signal }) => request(listSettings, { signal }),
  staleTime: 5 * 60_000,
});

export function usePublicSettings(): { testMode: boolean; supportLink: string } {
  const { data = [] } = useQuery(settingsQueryOptions);
  const value = (key: string) => data.find((setting) => setting.key === key && setting.status === 'ACTIVE')?.value;
  return {
    testMode: value(SETTING_KEYS.testMode) === 'true',
    supportLink: value(SETTING_KEYS.supportLink) || DEFAULT_SUPPORT_LINK,
  };
}
