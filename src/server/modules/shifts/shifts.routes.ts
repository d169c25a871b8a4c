import type { FastifyInstance } from 'fastify';
import { closeShift, getCurrentShift, getShift, getShiftSettings, listShifts, openShift, saveShiftSettings } from '#shared/api/shifts.ts';
import { route } from '../../http/route.ts';
import { closeShiftAt, currentShift, openShiftAt, pageShifts, setShiftSetting, shiftReportOf, shiftSettingOf } from './shifts.service.ts';

export async function shiftsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, getCurrentShift, ({ auth, query }) => currentShift(ctx, auth, query.salePointId));
  route(app, openShift, ({ auth, body }) => openShiftAt(ctx, auth, body));
  route(app, closeShift, ({ auth, body }) => closeShiftAt(ctx, auth, body));
  route(app, listShifts, ({ auth, body }) => pageShifts(ctx, auth, body));
  route(app, getShiftSettings, ({ auth }) => shiftSettingOf(ctx, auth));
  route(app, saveShiftSettings, ({ auth, body }) => setShiftSetting(ctx, auth, body.requireOpenShift));
  route(app, getShift, ({ auth, params }) => shiftReportOf(ctx, auth, params.id));
}
