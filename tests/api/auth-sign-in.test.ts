// spec 01 §2.3–2.4, §4, §7: the code and PIN steps of sign-in and registration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS, CONFIRM_TOKEN_TTL_MS } from '../../src/server/modules/auth/otp.service.ts';
import { PIN_LOCK_MS, PIN_MAX_FAILURES } from '../../src/server/modules/users/pin.ts';
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

/** A wrong code that is surely not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /v1/auth/check-password', () => {
  it('tells whether a known phone has a PIN, accepting the 9 local digits', async () => {
    const answer = await call(t.app, 'POST', '/v1/auth/check-password', { body: { phone: '900000001' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ phone: DEMO.agent.phone, isPinCodeExists: true });
  });

  it('answers 404 user_with_this_phone_not_found for an unknown phone', async () => {
    const answer = await call(t.app, 'POST', '/v1/auth/check-password', { body: { phone: '998901234567' } });
    expectError(answer, 404, 'user_with_this_phone_not_found');
  });

  it('refuses a missing or short phone with field codes', async () => {
    const missing = await call(t.app, 'POST', '/v1/auth/check-password', { body: {} });
    expect(expectError(missing, 400, 'validation_error')).toEqual({ phone: 'required' });
    const short = await call(t.app, 'POST', '/v1/auth/check-password', { body: { phone: '90 123' } });
    expect(expectError(short, 400, 'validation_error')).toEqual({ phone: 'min_length:9' });
    const foreign = await call(t.app, 'POST', '/v1/auth/check-password', { body: { phone: '790012345678' } });
    expect(expectError(foreign, 400, 'validation_error')).toEqual({ phone: 'invalid' });
  });
});

describe('POST /v1/otp', () => {
  it('sends a six-digit code and answers a confirmable otp token', async () => {
    const { phone } = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/otp', { body: { phone } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ confirmable: true, phone });
    expect(answer.body.data.token).toEqual(expect.any(String));
    expect(await lastCode(t.app, phone)).toMatch(/^\d{6}$/);
  });

  it('refuses a second code request within 60 s and allows it after 61 s', async () => {
    const { phone } = await register(t.app);
    expect((await call(t.app, 'POST', '/v1/otp', { body: { phone } })).status).toBe(200);
    t.clock.advance(30_000);
    const again = await call(t.app, 'POST', '/v1/otp', { body: { phone } });
    expectError(again, 429, 'you_can_receive_an_sms_code_once_every_60_seconds');
    t.clock.advance(RESEND_MS - 30_000);
    expect((await call(t.app, 'POST', '/v1/otp', { body: { phone } })).status).toBe(200);
  });

  it('answers 404 for an unknown phone', async () => {
    expectError(await call(t.app, 'POST', '/v1/otp', { body: { phone: newPhone() } }), 404, 'user_with_this_phone_not_found');
  });

  it('skips the code for a trusted device, and its token works as a confirm token', async () => {
    const { phone, pin } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const trusted = await signIn(t.app, phone, pin, { trusted: true });
    const answer = await call(t.app, 'POST', '/v1/otp', { body: { phone, deviceToken: trusted.deviceToken } });
    expect(answer.body.data).toMatchObject({ confirmable: false, phone });
    const entered = await call(t.app, 'POST', '/v1/otp/enter-password', {
      body: { confirmToken: answer.body.data.token, password: pin },
    });
    expect(entered.status).toBe(200);
    expect(entered.body.data.deviceToken).toBe(trusted.deviceToken);
  });

  it('sends a code to a device that was not trusted', async () => {
    const { phone, deviceToken } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const answer = await call(t.app, 'POST', '/v1/otp', { body: { phone, deviceToken } });
    expect(answer.body.data.confirmable).toBe(true);
  });

  it("does not skip the code for another user's trusted device token", async () => {
    const first = await register(t.app);
    t.clock.advance(RESEND_MS);
    const trusted = await signIn(t.app, first.phone, first.pin, { trusted: true });
    const second = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/otp', { body: { phone: second.phone, deviceToken: trusted.deviceToken } });
    expect(answer.body.data.confirmable).toBe(true);
  });
});

describe('POST /v1/otp/for-sign-up', () => {
  it('sends a code to a new phone', async () => {
    const phone = newPhone();
    const answer = await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ confirmable: true, phone });
    expect(await lastCode(t.app, phone)).toMatch(/^\d{6}$/);
  });

  it('answers 409 phone_is_exists for a registered phone', async () => {
    expectError(await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone: DEMO.agent.phone } }), 409, 'phone_is_exists');
  });

  it('refuses a second code within 60 s with otp_get_every_60_seconds', async () => {
    const phone = newPhone();
    await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone } });
    expectError(await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone } }), 429, 'otp_get_every_60_seconds');
    t.clock.advance(RESEND_MS);
    expect((await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone } })).status).toBe(200);
  });
});

async function requestCode(phone: string) {
  const answer = await call(t.app, 'POST', '/v1/otp', { body: { phone } });
  expect(answer.status).toBe(200);
  return { otpToken: answer.body.data.token as string, code: await lastCode(t.app, phone) };
}

const confirm = (otpToken: string, otp: string) =>
  call(t.app, 'POST', '/v1/otp/confirm-otp', { body: { otpToken, otp, trusted: false } });

describe('POST /v1/otp/confirm-otp', () => {
  it('answers a confirm token and hasBusines true for the demo agent', async () => {
    t.clock.advance(RESEND_MS);
    const { otpToken, code } = await requestCode(DEMO.agent.phone);
    const answer = await confirm(otpToken, code);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ confirmToken: expect.any(String), hasBusines: true });
  });

  it('answers hasBusines false for a user without a business', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const { otpToken, code } = await requestCode(phone);
    expect((await confirm(otpToken, code)).body.data.hasBusines).toBe(false);
  });

  it('refuses a wrong code with otp_is_invalid and counts the attempts up to otp_is_expired', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const { otpToken, code } = await requestCode(phone);
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS; attempt++) {
      expectError(await confirm(otpToken, otherThan(code)), 400, 'otp_is_invalid');
    }
    expectError(await confirm(otpToken, code), 400, 'otp_is_expired');
  });

  it('counts wrong codes sent at the same time, so parallel guessing gets no extra attempts', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const { otpToken, code } = await requestCode(phone);
    const guesses = Array.from({ length: OTP_MAX_ATTEMPTS * 3 }, () => confirm(otpToken, otherThan(code)));
    const answers = await Promise.all(guesses);
    expect(answers.filter((answer) => answer.body.data.message === 'otp_is_invalid')).toHaveLength(OTP_MAX_ATTEMPTS);
    expectError(await confirm(otpToken, code), 400, 'otp_is_expired');
  });

  it('refuses the right code once the code has expired', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const { otpToken, code } = await requestCode(phone);
    t.clock.advance(OTP_TTL_MS + 1000);
    expectError(await confirm(otpToken, code), 400, 'otp_is_expired');
  });

  it('answers otp_not_match for an unknown token and for a code already confirmed', async () => {
    expectError(await confirm('no-such-token', '123456'), 400, 'otp_not_match');
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const { otpToken, code } = await requestCode(phone);
    expect((await confirm(otpToken, code)).status).toBe(200);
    expectError(await confirm(otpToken, code), 400, 'otp_not_match');
  });

  it('refuses a code that is not six digits', async () => {
    const answer = await confirm('token', '12345');
    expect(expectError(answer, 400, 'validation_error')).toEqual({ otp: 'length:6' });
  });
});

const enter = (confirmToken: string, password: string) =>
  call(t.app, 'POST', '/v1/otp/enter-password', { body: { confirmToken, password } });

describe('POST /v1/otp/enter-password', () => {
  it('signs the demo agent in: tokens, a device token and a working profile', async () => {
    t.clock.advance(RESEND_MS);
    const session = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    expect(session).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String), deviceToken: expect.any(String) });
    const profile = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(profile.status).toBe(200);
    expect(profile.body.data.phone).toBe(DEMO.agent.phone);
  });

  it('refuses a wrong PIN with username_or_password_wrong', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    expectError(await enter(await confirmLogin(t.app, phone), '654321'), 400, 'username_or_password_wrong');
  });

  it('locks the PIN after 5 wrong ones, refuses even the right one while locked, and lets it in afterwards', async () => {
    const { phone, pin } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    for (let failure = 1; failure < PIN_MAX_FAILURES; failure++) {
      expectError(await enter(confirmToken, '654321'), 400, 'username_or_password_wrong');
    }
    expectError(await enter(confirmToken, '654321'), 429, 'pin_attempts_exceeded');
    expectError(await enter(confirmToken, pin), 429, 'pin_attempts_exceeded');
    t.clock.advance(PIN_LOCK_MS + 1000);
    expect((await enter(await confirmLogin(t.app, phone), pin)).status).toBe(200);
  });

  it('counts wrong PINs sent at the same time towards the lock', async () => {
    const { phone, pin } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    await Promise.all(Array.from({ length: PIN_MAX_FAILURES }, () => enter(confirmToken, '654321')));
    expectError(await enter(confirmToken, pin), 429, 'pin_attempts_exceeded');
  });

  it('refuses an expired confirm token with otp_time_was_expired', async () => {
    const { phone, pin } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    t.clock.advance(CONFIRM_TOKEN_TTL_MS + 1000);
    expectError(await enter(confirmToken, pin), 400, 'otp_time_was_expired');
  });

  it('uses a confirm token once', async () => {
    const { phone, pin } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    expect((await enter(confirmToken, pin)).status).toBe(200);
    expectError(await enter(confirmToken, pin), 400, 'otp_not_match');
  });

  it('refuses a sign-up confirm token', async () => {
    const phone = newPhone();
    const otp = await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone } });
    const confirmed = await confirm(otp.body.data.token, await lastCode(t.app, phone));
    expectError(await enter(confirmed.body.data.confirmToken, '123456'), 400, 'otp_not_match');
  });
});

describe('POST /v1/otp/set-password', () => {
  it('registers the user, who then has no names and no business, and signs in with the PIN', async () => {
    const session = await register(t.app, newPhone(), '246810');
    const profile = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(profile.body.data).toMatchObject({
      phone: session.phone,
      firstName: null,
      lastName: null,
      role: 'AGENT',
      business: null,
    });
    const check = await call(t.app, 'POST', '/v1/auth/check-password', { body: { phone: session.phone } });
    expect(check.body.data.isPinCodeExists).toBe(true);
    t.clock.advance(RESEND_MS);
    expect((await signIn(t.app, session.phone, '246810')).accessToken).toEqual(expect.any(String));
  });

  it('refuses employee_pin_already_set for a user who has a PIN', async () => {
    const { phone } = await register(t.app);
    t.clock.advance(RESEND_MS);
    const confirmToken = await confirmLogin(t.app, phone);
    const answer = await call(t.app, 'POST', '/v1/otp/set-password', { body: { confirmToken, password: '604172' } });
    expectError(answer, 409, 'employee_pin_already_set');
  });

  it('refuses a PIN easy to guess at registration with its reason; the account is not created (issue 25)', async () => {
    const phone = newPhone();
    const otp = await call(t.app, 'POST', '/v1/otp/for-sign-up', { body: { phone } });
    const confirm = await call(t.app, 'POST', '/v1/otp/confirm-otp', { body: { otpToken: otp.body.data.token, otp: await lastCode(t.app, phone) } });
    const set = (password: string) => call(t.app, 'POST', '/v1/otp/set-password', { body: { confirmToken: confirm.body.data.confirmToken, password } });
    expectError(await set('123456'), 400, 'pin_is_sequence');
    expectError(await set('000000'), 400, 'pin_is_repeated');
    expectError(await set('123123'), 400, 'pin_is_repeated');
    expectError(await set(phone.slice(3, 9)), 400, 'pin_is_phone_digits');
    expectError(await call(t.app, 'POST', '/v1/auth/check-password', { body: { phone } }), 404, 'user_with_this_phone_not_found');
    expect((await set('470215')).status).toBe(200);
  });

  it('refuses a PIN that is not six digits', async () => {
    const answer = await call(t.app, 'POST', '/v1/otp/set-password', { body: { confirmToken: 'x', password: '12ab56' } });
    expect(expectError(answer, 400, 'validation_error')).toEqual({ password: 'digits' });
  });
});
