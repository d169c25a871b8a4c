// spec 01 §2.8 trusted devices and §7 device calls.
import * as v from 'valibot';
import { defineCall } from './contract.ts';
import { STATUSES } from '../enums.ts';
import { page, pageableBody } from './paging.ts';

export const device = v.object({
  id: v.string(),
  userAgent: v.string(),
  /** The last characters of the device token: enough to tell devices apart, useless to an attacker. */
  token: v.string(),
  lastSignDate: v.string(),
  status: v.picklist(STATUSES),
  current: v.boolean(),
  /** Whether the device skips the one-time code at its next sign-in: "trust this device" was ticked (issue 25). */
  trusted: v.boolean(),
});
export type Device = v.InferOutput<typeof device>;

export const DEVICE_LIST = { sort: ['modifiedDate', 'lastSignDate', 'createdDate'], search: ['status'] } as const;

export const listDevices = defineCall({
  method: 'POST',
  path: '/v1/device/pageable',
  duringTechMode: true,
  body: pageableBody(DEVICE_LIST),
  answer: page(device),
});

export const deleteDevice = defineCall({
  method: 'DELETE',
  path: '/v1/device/:id',
  duringTechMode: true,
  params: v.object({ id: v.string() }),
  answer: v.null(),
});

export type DeviceKind = 'desktop' | 'tablet' | 'mobile';

/** spec 01 §2.8: the type shown for a device, read from its user agent. */
export function deviceKind(userAgent: string): DeviceKind {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return 'mobile';
  return 'desktop';
}
