// spec 01 §2.5: PIN recovery, with business identification for a user who has a business and without it otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_MAX_FAILURES } from '../../src/server/modules/users/pin.ts';
import {
  call,
  confirmLogin,
  createTestApp,
  DEMO,
  expectError,
  lastCode,
  newPhone,
  register,
  RESEND_MS,
  signIn,
  type TestApp,
} from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DEMO_BUSINESS = { taxNumber: '305123456', businessNumber: '1001' };

const recover = (body: Record<string, unknown>) => call(t.app, 'POST', '/v1/otp/change-password', { body });
const recoverWithoutBusiness = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/v1/otp/change-password-not-business', { body });

async function enterPin(phone: string, pin: string) {
  t.clock.advance(RESEND_MS);
  const confirmToken = await confirmLogin(t.app, phone);
  return call(t.app, 'POST', '/v1/otp/enter-password', { body: { confirmToken, password: pin } });
}

describe('POST /v1/otp/change-password', () => {
  it('sets a new PIN for the demo agent identified by tax and contract number; the old PIN stops working', async () => {
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, DEMO.agent.phone);
    const answer = await recover({ confirmToken, newPassword: '583920', hasBusiness: true, ...DEMO_BUSINESS });
    expect(answer.status).toBe(200);
    expect(answer.body.data.auth.accessToken).toEqual(expect.any(String));
    const profile = await call(t.app, 'GET', '/v1/profile', { token: answer.body.data.auth.accessToken });
    expect(profile.body.data.phone).toBe(DEMO.agent.phone);

    expectError(await enterPin(DEMO.agent.phone, DEMO.agent.pin), 400, 'username_or_password_wrong');
    expect((await enterPin(DEMO.agent.phone, '583920')).status).toBe(200);
  });

  it('refuses a wrong tax or contract number with business_not_found and keeps the PIN', async () => {
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, DEMO.moderationAgent.phone);
    const wrongContract = await recover({ confirmToken, newPassword: '604172', taxNumber: '512345678', businessNumber: '9999' });
    expectError(wrongContract, 404, 'business_not_found');
    const wrongTax = await recover({ confirmToken, newPassword: '604172', ...DEMO_BUSINESS });
    expectError(wrongTax, 404, 'business_not_found');
    expect((await enterPin(DEMO.moderationAgent.phone, DEMO.moderationAgent.pin)).status).toBe(200);
  });

  it('refuses business_not_found for a user without a business', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    expectError(await recover({ confirmToken, newPassword: '604172', ...DEMO_BUSINESS }), 404, 'business_not_found');
  });

  it('refuses a short tax number and a missing business number with field codes', async () => {
    const answer = await recover({ confirmToken: 'x', newPassword: '604172', taxNumber: '3051' });
    expect(expectError(answer, 400, 'validation_error')).toEqual({ taxNumber: 'min_length:9', businessNumber: 'required' });
  });

  it('refuses an unknown confirm token with otp_not_match', async () => {
    expectError(await recover({ confirmToken: 'nope', newPassword: '604172', ...DEMO_BUSINESS }), 400, 'otp_not_match');
  });

  it('unlocks an account locked by wrong PINs', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    for (let failure = 1; failure <= PIN_MAX_FAILURES; failure++) {
      await call(t.app, 'POST', '/v1/otp/enter-password', { body: { confirmToken, password: '000000' } });
    }
    expectError(await enterPin(phone, '123456'), 429, 'pin_attempts_exceeded');
    t.clock.advance(RESEND_MS);
    const recoveryToken = await confirmLogin(t.app, phone);
    expect((await recoverWithoutBusiness({ confirmToken: recoveryToken, newPassword: '135790' })).status).toBe(200);
    expect((await enterPin(phone, '135790')).status).toBe(200);
  });
});

describe('POST /v1/otp/change-password-not-business', () => {
  it('sets a new PIN for a user without a business and signs it in', async () => {
    const { phone, pin } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    const answer = await recoverWithoutBusiness({ confirmToken, newPassword: '135790' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      auth: { accessToken: expect.any(String), refreshToken: expect.any(String) },
      deviceToken: expect.any(String),
    });
    expectError(await enterPin(phone, pin), 400, 'username_or_password_wrong');
    expect((await enterPin(phone, '135790')).status).toBe(200);
  });

  it('refuses a PIN easy to guess with its reason (issue 25)', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    expectError(await recoverWithoutBusiness({ confirmToken, newPassword: '555555' }), 400, 'pin_is_repeated');
    expectError(await recoverWithoutBusiness({ confirmToken, newPassword: '345678' }), 400, 'pin_is_sequence');
    expectError(await recoverWithoutBusiness({ confirmToken, newPassword: phone.slice(-6) }), 400, 'pin_is_phone_digits');
    expect((await recoverWithoutBusiness({ confirmToken, newPassword: '135790' })).status).toBe(200);
  });

  it('refuses a user who has a business, whose business must be identified', async () => {
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, DEMO.moderationAgent.phone);
    expectError(await recoverWithoutBusiness({ confirmToken, newPassword: '135790' }), 403, 'access_denied');
    expect((await enterPin(DEMO.moderationAgent.phone, DEMO.moderationAgent.pin)).status).toBe(200);
  });

  it('uses the confirm token once', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    expect((await recoverWithoutBusiness({ confirmToken, newPassword: '135790' })).status).toBe(200);
    expectError(await recoverWithoutBusiness({ confirmToken, newPassword: '246802' }), 400, 'otp_not_match');
  });

  it('refuses a confirm token from registration', async () => {
    const phone = newPhone();
    const otp = await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone } });
    const confirmed = await call(t.app, 'POST', '/v1/otp/confirm-otp', {
      body: { otpToken: otp.body.data.token, otp: await lastCode(t.app, phone) },
    });
    const answer = await recoverWithoutBusiness({ confirmToken: confirmed.body.data.confirmToken, newPassword: '135790' });
    expectError(answer, 400, 'otp_not_match');
  });
});

describe('recovery with a trusted device', () => {
  it('skips the code and still demands the business identification', async () => {
    t.clock.advance(RESEND_MS);
    const trusted = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin, { trusted: true });
    const otp = await call(t.app, 'POST', '/v1/otp', { body: { phone: DEMO.employee.phone, deviceToken: trusted.deviceToken } });
    expect(otp.body.data.confirmable).toBe(false);
    const confirmToken = otp.body.data.token;
    expectError(await recoverWithoutBusiness({ confirmToken, newPassword: '135790' }), 403, 'access_denied');
    expectError(await recover({ confirmToken, newPassword: '135790', taxNumber: '305123456', businessNumber: '1' }), 404, 'business_not_found');
  });
});
