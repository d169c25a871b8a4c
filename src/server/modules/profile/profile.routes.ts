import type { FastifyInstance } from 'fastify';
import * as api from '#shared/api/profile.ts';
import { route } from '../../http/route.ts';
import { confirmPin } from './pin-confirmation.ts';
import { changePin, confirmPhoneChange, loadProfile, requestPhoneChange, updatePersonalData } from './profile.service.ts';

export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, api.getProfile, ({ auth }) => loadProfile(ctx, auth.userId));
  route(app, api.updateProfile, ({ auth, body }) => updatePersonalData(ctx, auth.userId, body));
  route(app, api.changeProfilePassword, async ({ auth, body }) => {
    await changePin(ctx, auth.userId, body.oldPassword, body.newPassword);
    return null;
  });
  const strict = { rateLimit: 'auth', noStore: true } as const;
  route(app, api.confirmPin, ({ auth, body }) => confirmPin(ctx, auth, body.pinCode), strict);
  route(app, api.changePhone, ({ auth, body }) => requestPhoneChange(ctx, auth, body), strict);
  route(app, api.confirmChangePhone, ({ auth, body }) => confirmPhoneChange(ctx, auth.userId, body.otpToken, body.otp), {
    rateLimit: 'auth',
  });
}
