import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as auth from '#shared/api/auth.ts';
import { AppError } from '../../http/app-error.ts';
import { authenticate, verifyAccessToken } from '../../http/auth.ts';
import { route } from '../../http/route.ts';
import { checkPhone, confirmCode, enterPin, recoverPin, requestLoginCode, requestSignUpCode, setFirstPin } from './auth.service.ts';
import { findSessionByTokenHash } from './auth.repository.ts';
import { hashToken } from './secrets.ts';
import { endSession, rotateSession } from './sessions.ts';

const userAgent = (request: FastifyRequest) => request.headers['user-agent']?.slice(0, 512) ?? 'unknown';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // The code and PIN calls: the strict rate limit, and their tokens never stored by a cache.
  const strict = { rateLimit: 'auth', noStore: true } as const;

  route(app, auth.checkPassword, ({ body }) => checkPhone(ctx, body.phone), strict);
  route(app, auth.requestOtp, ({ body }) => requestLoginCode(ctx, body), strict);
  route(app, auth.requestSignUpOtp, ({ body, request }) => requestSignUpCode(ctx, body.phone, request.ip), strict);
  route(app, auth.confirmOtp, ({ body }) => confirmCode(ctx, body), strict);
  route(
    app,
    auth.enterPassword,
    ({ body, request }) => enterPin(ctx, { ...body, userAgent: userAgent(request) }),
    strict,
  );
  route(
    app,
    auth.setPassword,
    ({ body, request }) => setFirstPin(ctx, { ...body, userAgent: userAgent(request) }),
    strict,
  );
  route(
    app,
    auth.changePassword,
    ({ body, request }) =>
      recoverPin(ctx, {
        confirmToken: body.confirmToken,
        newPassword: body.newPassword,
        identification: { taxNumber: body.taxNumber, businessNumber: body.businessNumber },
        userAgent: userAgent(request),
      }),
    strict,
  );
  route(
    app,
    auth.changePasswordNotBusiness,
    ({ body, request }) =>
      recoverPin(ctx, {
        confirmToken: body.confirmToken,
        newPassword: body.newPassword,
        identification: null,
        userAgent: userAgent(request),
      }),
    strict,
  );
  route(
    app,
    auth.refreshTokens,
    async ({ body }) => {
      const tokens = await rotateSession(ctx, body.refreshToken);
      if (!tokens) throw new AppError(401, 'refresh_token_is_invalid');
      return tokens;
    },
    strict,
  );
  route(app, auth.logout, async ({ body, request }) => {
    // Logout never fails (spec 01 §4): it ends whichever session the tokens name.
    const byRefresh = body.refreshToken
      ? await findSessionByTokenHash(ctx.db, hashToken(body.refreshToken))
      : undefined;
    // spec 01 §7: the body names the access token; the bearer header is the fallback.
    const byAccess = body.accessToken ? await verifyAccessToken(ctx, body.accessToken) : null;
    const sessionId =
      byRefresh?.id ?? byAccess?.sessionId ?? (await authenticate(ctx, request, { required: false }))?.sessionId;
    if (sessionId) await endSession(ctx, sessionId);
    return null;
  });
}
