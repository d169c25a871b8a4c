// spec 01 §7 settings and geography.
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { STATUSES } from '../enums.ts';

export const SETTING_KEYS = {
  supportLink: 'tg_support_group_link',
  monthlyRemainingLimit: 'checking_monthly_remaining_limit',
  testMode: 'test_mode',
} as const;

/** spec 01 §1: used when the support link setting is missing. */
export const DEFAULT_SUPPORT_LINK = 'https://t.me/agent_portal_support';

export const setting = v.object({
  id: v.string(),
  key: v.string(),
  title: v.string(),
  value: v.string(),
  status: v.picklist(STATUSES),
  isStatic: v.boolean(),
  isPrivate: v.boolean(),
  createdDate: v.string(),
  modifiedDate: v.string(),
});
export type Setting = v.InferOutput<typeof setting>;

export const listSettings = defineCall({
  method: 'GET',
  path: '/v1/setting/all',
  public: true,
  duringTechMode: true,
  answer: v.array(setting),
});

export const titles = v.object({ uz: v.string(), ru: v.string(), en: v.string(), oz: v.string() });
export type Titles = v.InferOutput<typeof titles>;

export const region = v.object({ id: v.number(), title: titles });
export type Region = v.InferOutput<typeof region>;

export const listProvinces = defineCall({ method: 'GET', path: '/v1/province', answer: v.array(region) });

export const listDistricts = defineCall({
  method: 'GET',
  path: '/v1/district/by-province/:regionId',
  params: v.object({ regionId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'digits'), v.transform(Number)) }),
  answer: v.array(region),
});
