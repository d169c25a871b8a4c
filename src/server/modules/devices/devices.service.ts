// spec 01 §2.8 trusted devices: a user sees its own; only an agent removes a device other than the current one.
import type { Device } from '#shared/api/devices.ts';
import type { PageableBody } from '#shared/api/paging.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, Auth } from '../../context.ts';
import { pageOf } from '../../http/paging.ts';
import { revokeDeviceSessions } from '../auth/auth.repository.ts';
import { devicesOfUser, findDeviceOfUser, updateDevice } from './devices.repository.ts';
import { deleteDeviceSubscriptions } from '../notifications/notifications.repository.ts';

const DEVICE_COLUMNS = {
  sort: { modifiedDate: 'modified_at', lastSignDate: 'last_sign_at', createdDate: 'created_at' },
  search: { status: { column: 'status', kind: 'string' } },
  defaultSort: { column: 'modified_at', direction: 'desc' },
} as const;

export async function listDevices(
  ctx: AppContext,
  auth: Auth,
  body: PageableBody<keyof typeof DEVICE_COLUMNS.sort, keyof typeof DEVICE_COLUMNS.search>,
) {
  const page = await pageOf(
    devicesOfUser(ctx.db, auth.userId),
    body,
    DEVICE_COLUMNS,
  );
  return {
    ...page,
    content: page.content.map(
      (row): Device => ({
        id: row.id,
        userAgent: row.user_agent,
        token: row.token_hint,
        lastSignDate: row.last_sign_at,
        status: row.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
        current: row.id === auth.deviceId,
        trusted: row.status === 'ACTIVE' && row.trusted === 1,
      }),
    ),
  };
}

/** Removing a device drops its trust and signs it out everywhere it is signed in. */
export async function removeDevice(ctx: AppContext, auth: Auth, deviceId: string): Promise<void> {
  const device = await findDeviceOfUser(ctx.db, auth.userId, deviceId);
  if (!device) throw new AppError(404, 'device_not_found');
  if (device.id !== auth.deviceId && auth.role !== 'AGENT') throw new AppError(403, 'access_denied');
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    await updateDevice(tx, device.id, { status: 'INACTIVE', trusted: 0, modified_at: now.toISOString() });
    await revokeDeviceSessions(tx, device.id, now);
    await deleteDeviceSubscriptions(tx, device.id);
  });
  ctx.liveSessions.forget();
}
