// spec 01 §2.6, §2.8, §3 Profile and §7 profile calls: personal data, the PIN change and the phone change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS } from '../../src/server/modules/auth/otp.service.ts';
import { PIN_CONFIRMATION_TTL_SECONDS } from '../../src/server/modules/profile/pin-confirmation.ts';
import { PIN_LOCK_MS, PIN_MAX_FAILURES } from '../../src/server/modules/users/pin.ts';
import {
  call,
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

const local = (phone: string) => phone.slice(3);
const NAMES = { firstName: 'Dilnoza', lastName: 'Ergasheva' };

describe('GET /v1/profile', () => {
  it("shows the demo agent's active business, agent number and contract number", async () => {
    const session = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    const answer = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      agentId: '100001',
      firstName: 'Aziz',
      lastName: 'Karimov',
      phone: DEMO.agent.phone,
      role: 'AGENT',
      status: true,
      techMode: false,
      documents: { existsNotSignedAgreement: false, existsExpiredAgreement: false },
      business: { status: 'ACTIVE', taxNumber: '305123456', contractNumber: '1001', hasSignature: true, form: 'LTD' },
    });
  });

  it('shows the employee and the moderation agent with their roles and business states', async () => {
    const employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
    const asEmployee = await call(t.app, 'GET', '/v1/profile', { token: employee.accessToken });
    expect(asEmployee.body.data).toMatchObject({ role: 'EMPLOYEE', agentId: null, business: { status: 'ACTIVE' } });
    const waiting = await signIn(t.app, DEMO.moderationAgent.phone, DEMO.moderationAgent.pin);
    const asWaiting = await call(t.app, 'GET', '/v1/profile', { token: waiting.accessToken });
    expect(asWaiting.body.data).toMatchObject({ role: 'AGENT', business: { status: 'ON_MODERATION', contractNumber: null } });
  });
});

describe('POST /v1/profile', () => {
  it('completes personal data and answers the updated profile', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/profile', {
      token: session.accessToken,
      body: { ...NAMES, surname: '  ', email: ' dilnoza@example.uz ', imageId: null },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ...NAMES, surname: null, email: 'dilnoza@example.uz', image: null });
    const reloaded = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(reloaded.body.data).toMatchObject({ ...NAMES, email: 'dilnoza@example.uz' });
  });

  it('clears the email when it is sent empty', async () => {
    const session = await register(t.app);
    await call(t.app, 'POST', '/v1/profile', { token: session.accessToken, body: { ...NAMES, email: 'clear@example.uz' } });
    const answer = await call(t.app, 'POST', '/v1/profile', { token: session.accessToken, body: { ...NAMES, email: '' } });
    expect(answer.body.data.email).toBeNull();
  });

  it("refuses another user's email with email_is_exists and keeps one's own", async () => {
    const first = await register(t.app);
    const second = await register(t.app);
    const body = { ...NAMES, email: 'taken@example.uz' };
    expect((await call(t.app, 'POST', '/v1/profile', { token: first.accessToken, body })).status).toBe(200);
    expectError(await call(t.app, 'POST', '/v1/profile', { token: second.accessToken, body }), 409, 'email_is_exists');
    const shouted = { ...NAMES, email: 'Taken@Example.UZ' };
    expectError(await call(t.app, 'POST', '/v1/profile', { token: second.accessToken, body: shouted }), 409, 'email_is_exists');
    expect((await call(t.app, 'POST', '/v1/profile', { token: first.accessToken, body })).status).toBe(200);
  });

  it('refuses missing names and a bad email with field codes', async () => {
    const session = await register(t.app);
    const missing = await call(t.app, 'POST', '/v1/profile', { token: session.accessToken, body: { lastName: 'Ergasheva' } });
    expect(expectError(missing, 400, 'validation_error')).toEqual({ firstName: 'required' });
    const blank = await call(t.app, 'POST', '/v1/profile', {
      token: session.accessToken,
      body: { firstName: '  ', lastName: '', email: 'not-an-email' },
    });
    expect(expectError(blank, 400, 'validation_error')).toEqual({ firstName: 'required', lastName: 'required', email: 'email' });
  });

  it('refuses an image that does not exist', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/profile', { token: session.accessToken, body: { ...NAMES, imageId: 'nope' } });
    expectError(answer, 404, 'file_not_found');
  });
});

describe('POST /v1/profile/change-password', () => {
  it('refuses a wrong old PIN with old_password_is_incorrect', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/profile/change-password', {
      token: session.accessToken,
      body: { oldPassword: '000000', newPassword: '582046' },
    });
    expectError(answer, 400, 'old_password_is_incorrect');
  });

  it('changes the PIN: the user then signs in with the new one, not the old one', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/profile/change-password', {
      token: session.accessToken,
      body: { oldPassword: session.pin, newPassword: '582046' },
    });
    expect(answer.status).toBe(200);
    t.clock.advance(RESEND_MS);
    await expect(signIn(t.app, session.phone, session.pin)).rejects.toThrow(/username_or_password_wrong/);
    t.clock.advance(RESEND_MS);
    expect((await signIn(t.app, session.phone, '582046')).accessToken).toEqual(expect.any(String));
  });

  it("counts wrong old PINs toward the sign-in lockout: the right PIN then does not change a locked account", async () => {
    const session = await register(t.app);
    const change = (oldPassword: string) =>
      call(t.app, 'POST', '/v1/profile/change-password', { token: session.accessToken, body: { oldPassword, newPassword: '582046' } });
    for (let failure = 1; failure < PIN_MAX_FAILURES; failure++) expectError(await change('000000'), 400, 'old_password_is_incorrect');
    expectError(await change('000000'), 429, 'pin_attempts_exceeded');
    expectError(await change(session.pin), 429, 'pin_attempts_exceeded');
    // Sign-in is locked too.
    t.clock.advance(RESEND_MS);
    await expect(signIn(t.app, session.phone, session.pin)).rejects.toThrow(/pin_attempts_exceeded/);
    t.clock.advance(PIN_LOCK_MS);
    t.clock.advance(RESEND_MS);
    const again = await signIn(t.app, session.phone, session.pin);
    const changed = await call(t.app, 'POST', '/v1/profile/change-password', { token: again.accessToken, body: { oldPassword: session.pin, newPassword: '582046' } });
    expect(changed.status).toBe(200);
  });

  it("takes the spec's {pinCodeOld, pinCode} form", async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/profile/change-password', {
      token: session.accessToken,
      body: { pinCodeOld: session.pin, pinCode: '582046' },
    });
    expect(answer.status).toBe(200);
    t.clock.advance(RESEND_MS);
    expect((await signIn(t.app, session.phone, '582046')).accessToken).toEqual(expect.any(String));
  });

  it('refuses a PIN easy to guess with its reason, and keeps the old one (issue 25)', async () => {
    const session = await register(t.app);
    const change = (newPassword: string) =>
      call(t.app, 'POST', '/v1/profile/change-password', { token: session.accessToken, body: { oldPassword: session.pin, newPassword } });
    expectError(await change('121212'), 400, 'pin_is_repeated');
    expectError(await change('987654'), 400, 'pin_is_sequence');
    expectError(await change(session.phone.slice(-6)), 400, 'pin_is_phone_digits');
    t.clock.advance(RESEND_MS);
    expect((await signIn(t.app, session.phone, session.pin)).accessToken).toEqual(expect.any(String));
  });

  it('refuses a new PIN shorter than 6 digits', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/profile/change-password', {
      token: session.accessToken,
      body: { oldPassword: session.pin, newPassword: '1234' },
    });
    expect(expectError(answer, 400, 'validation_error')).toEqual({ newPassword: 'min_length:6' });
  });
});

const confirmPin = (token: string, pinCode: string) => call(t.app, 'POST', '/v1/profile/confirm-pin', { token, body: { pinCode } });
/** The phone change's first call, after confirming the PIN (every user here registers with register()'s PIN). */
const changePhone = async (token: string, phone: string, pin = '470215') => {
  const confirmed = await confirmPin(token, pin);
  expect(confirmed.status).toBe(200);
  return call(t.app, 'PATCH', '/v1/profile/change-phone', { token, body: { phone, pinToken: confirmed.body.data.token } });
};
const confirmPhone = (token: string, otpToken: string, otp: string) =>
  call(t.app, 'POST', '/v1/profile/confirm-change-phone', { token, body: { otpToken, otp } });

describe('POST /v1/profile/confirm-pin', () => {
  it('refuses a wrong PIN, and its wrong PINs count toward the sign-in lockout', async () => {
    const session = await register(t.app);
    for (let failure = 1; failure < PIN_MAX_FAILURES; failure++) {
      expectError(await confirmPin(session.accessToken, '000000'), 400, 'old_password_is_incorrect');
    }
    expectError(await confirmPin(session.accessToken, '000000'), 429, 'pin_attempts_exceeded');
    expectError(await confirmPin(session.accessToken, session.pin), 429, 'pin_attempts_exceeded');
  });
});

describe('PATCH /v1/profile/change-phone', () => {
  it('needs a fresh PIN confirmation of this session: an access token alone does not move the account', async () => {
    const session = await register(t.app);
    const phone = local(newPhone());
    const change = (pinToken: string) => call(t.app, 'PATCH', '/v1/profile/change-phone', { token: session.accessToken, body: { phone, pinToken } });
    expect(expectError(await call(t.app, 'PATCH', '/v1/profile/change-phone', { token: session.accessToken, body: { phone } }), 400, 'validation_error')).toEqual({ pinToken: 'required' });
    expectError(await change('forged'), 403, 'pin_confirmation_required');
    // An access token is no PIN confirmation.
    expectError(await change(session.accessToken), 403, 'pin_confirmation_required');
    // Another session's confirmation does not count.
    t.clock.advance(RESEND_MS);
    const other = await signIn(t.app, session.phone, session.pin);
    const othersToken = (await confirmPin(other.accessToken, session.pin)).body.data.token;
    expectError(await change(othersToken), 403, 'pin_confirmation_required');
    // Nor does a stale one.
    const { token } = (await confirmPin(session.accessToken, session.pin)).body.data;
    t.clock.advance(PIN_CONFIRMATION_TTL_SECONDS * 1000 + 1000);
    expectError(await change(token), 403, 'pin_confirmation_required');
    const fresh = (await confirmPin(session.accessToken, session.pin)).body.data.token;
    expect((await change(fresh)).status).toBe(200);
  });

  it('refuses the phone the user already has', async () => {
    const session = await register(t.app);
    expectError(
      await changePhone(session.accessToken, local(session.phone)),
      400,
      'this_phone_number_is_already_assigned_to_your_account',
    );
  });

  it("refuses another user's phone with phone_is_exists", async () => {
    const session = await register(t.app);
    expectError(await changePhone(session.accessToken, local(DEMO.agent.phone)), 409, 'phone_is_exists');
  });

  it('sends the code to the new phone and refuses a second request within 60 s', async () => {
    const session = await register(t.app);
    const phone = newPhone();
    const answer = await changePhone(session.accessToken, local(phone));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ token: expect.any(String) });
    expect(await lastCode(t.app, phone)).toMatch(/^\d{6}$/);
    expectError(await changePhone(session.accessToken, local(phone)), 429, 'otp_get_every_60_seconds');
  });

  it('refuses a phone that is not 9 digits', async () => {
    const session = await register(t.app);
    const answer = await changePhone(session.accessToken, '99890123456');
    expect(expectError(answer, 400, 'validation_error')).toEqual({ phone: 'length:9' });
  });
});

describe('POST /v1/profile/confirm-change-phone', () => {
  it('refuses a wrong code with otp_is_invalid and keeps the phone', async () => {
    const session = await register(t.app);
    const phone = newPhone();
    const { token } = (await changePhone(session.accessToken, local(phone))).body.data;
    const code = await lastCode(t.app, phone);
    expectError(await confirmPhone(session.accessToken, token, code === '000000' ? '111111' : '000000'), 400, 'otp_is_invalid');
    const profile = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(profile.body.data.phone).toBe(session.phone);
  });

  it('stops accepting codes after the maximum of wrong ones', async () => {
    const session = await register(t.app);
    const phone = newPhone();
    const { token } = (await changePhone(session.accessToken, local(phone))).body.data;
    const code = await lastCode(t.app, phone);
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      await confirmPhone(session.accessToken, token, code === '000000' ? '111111' : '000000');
    }
    expectError(await confirmPhone(session.accessToken, token, code), 400, 'otp_is_expired');
  });

  it('changes the phone; the user then signs in with the new phone only', async () => {
    const session = await register(t.app);
    const phone = newPhone();
    const { token } = (await changePhone(session.accessToken, local(phone))).body.data;
    const answer = await confirmPhone(session.accessToken, token, await lastCode(t.app, phone));
    expect(answer.status).toBe(200);
    expect(answer.body.data.phone).toBe(phone);
    // The old phone is told, with the new number masked.
    const told = (await call(t.app, 'GET', `/api/dev/v1/sms?phone=${session.phone}`)).body.data[0];
    expect(told).toMatchObject({ code: null, text: expect.stringContaining(`** ${phone.slice(-2)}`) });
    expect(told.text).not.toContain(phone.slice(3));
    expectError(await call(t.app, 'POST', '/v1/auth/check-password', { body: { phone: session.phone } }), 404, 'user_with_this_phone_not_found');
    t.clock.advance(RESEND_MS);
    const again = await signIn(t.app, phone, session.pin);
    const profile = await call(t.app, 'GET', '/v1/profile', { token: again.accessToken });
    expect(profile.body.data.phone).toBe(phone);
  });

  it('uses the code once', async () => {
    const session = await register(t.app);
    const phone = newPhone();
    const { token } = (await changePhone(session.accessToken, local(phone))).body.data;
    const code = await lastCode(t.app, phone);
    expect((await confirmPhone(session.accessToken, token, code)).status).toBe(200);
    expectError(await confirmPhone(session.accessToken, token, code), 400, 'otp_not_match');
  });

  it("refuses another user's phone-change token", async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const phone = newPhone();
    const { token } = (await changePhone(owner.accessToken, local(phone))).body.data;
    expectError(await confirmPhone(other.accessToken, token, await lastCode(t.app, phone)), 400, 'otp_not_match');
  });

  it('refuses the change when someone registered the phone in the meantime', async () => {
    const session = await register(t.app);
    const phone = newPhone();
    const { token } = (await changePhone(session.accessToken, local(phone))).body.data;
    const code = await lastCode(t.app, phone);
    await register(t.app, phone);
    expectError(await confirmPhone(session.accessToken, token, code), 409, 'phone_is_exists');
  });
});
