import type { FastifyInstance } from 'fastify';
import { deleteDevice, listDevices as listDevicesCall } from '#shared/api/devices.ts';
import { route } from '../../http/route.ts';
import { listDevices, removeDevice } from './devices.service.ts';

export async function devicesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, listDevicesCall, ({ auth, body }) => listDevices(ctx, auth, body));
  route(app, deleteDevice, async ({ auth, params }) => {
    await removeDevice(ctx, auth, params.id);
    return null;
  });
}
