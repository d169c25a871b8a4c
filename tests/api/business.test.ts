// spec 01 §2.7 onboarding, §5 validation, §7 business calls, §8 lookup failures; issue 5 moderation by staff.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, expectError, register, signIn, type TestApp } from './helper.ts';
import { businessBody, onboardedAgent, PDF, staff, submitBusiness, TASHKENT, upload } from './onboarding-helper.ts';

let t: TestApp;
/** The demo employee, signed in once (a code may be asked for once a minute). */
let employeeToken: string;
beforeAll(async () => {
  t = await createTestApp();
  employeeToken = (await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin)).accessToken;
});
afterAll(() => t.close());

describe('POST /v1/business/check-tax-number', () => {
  it('accepts a number no business has', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'POST', '/v1/business/check-tax-number', {
      token: session.accessToken,
      body: { taxNumber: '301234567' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
  });

  it('refuses a TIN or an individual PINFL a business already has', async () => {
    const session = await register(t.app);
    for (const taxNumber of ['305123456', '512345678', '31505901234567']) {
      const answer = await call(t.app, 'POST', '/v1/business/check-tax-number', { token: session.accessToken, body: { taxNumber } });
      expectError(answer, 409, 'tax_number_or_pinfl_already_exists');
    }
  });

  it('validates the number: required, digits, at least 9, at most 14', async () => {
    const session = await register(t.app);
    const check = (taxNumber?: string) =>
      call(t.app, 'POST', '/v1/business/check-tax-number', { token: session.accessToken, body: { taxNumber } });
    expect(expectError(await check(), 400, 'validation_error')).toEqual({ taxNumber: 'required' });
    expect(expectError(await check('12345678'), 400, 'validation_error')).toEqual({ taxNumber: 'min_length:9' });
    expect(expectError(await check('30123456a'), 400, 'validation_error')).toEqual({ taxNumber: 'digits' });
    expect(expectError(await check('123456789012345'), 400, 'validation_error')).toEqual({ taxNumber: 'max_length:14' });
  });

  it('needs a signed-in user', async () => {
    expectError(await call(t.app, 'POST', '/v1/business/check-tax-number', { body: { taxNumber: '301234567' } }), 401, 'unauthorized');
  });
});

describe('GET /v1/business/info-by-tax-number/{number}', () => {
  it('answers the registry data of a TIN and of a 14-digit PINFL', async () => {
    const session = await register(t.app);
    const company = await call(t.app, 'GET', '/v1/business/info-by-tax-number/307654321', { token: session.accessToken });
    expect(company.status).toBe(200);
    expect(company.body.data).toEqual({
      form: 'LTD',
      name: 'OOO "Boshqa Biznes"',
      address: "Toshkent sh., Navoiy ko'chasi, 12",
      director: 'Rasulov Timur',
    });
    const person = await call(t.app, 'GET', '/v1/business/info-by-tax-number/42001901234567', { token: session.accessToken });
    expect(person.body.data).toMatchObject({ form: 'INDIVIDUAL', name: 'YaTT Toshmatov Bobur' });
  });

  it('answers 404 tax_info_not_found for a number the registry does not know', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'GET', '/v1/business/info-by-tax-number/399999999', { token: session.accessToken });
    expectError(answer, 404, 'tax_info_not_found');
  });

  it('looks up only 9 or 14 digits', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'GET', '/v1/business/info-by-tax-number/3076543210', { token: session.accessToken });
    expect(expectError(answer, 400, 'validation_error')).toEqual({ number: 'invalid' });
  });
});

describe('GET /v1/bank/{id}', () => {
  it('answers the bank name and branch in three languages', async () => {
    const session = await register(t.app);
    const answer = await call(t.app, 'GET', '/v1/bank/00450', { token: session.accessToken });
    expect(answer.body.data).toEqual({
      name: { uz: "O'zbekiston Milliy banki", ru: 'Национальный банк Узбекистана', en: 'National Bank of Uzbekistan' },
      branch: { uz: 'Bosh ofis', ru: 'Головной офис', en: 'Head office' },
    });
  });

  it('answers 404 bank_not_found for an unknown MFO and validates five digits', async () => {
    const session = await register(t.app);
    expectError(await call(t.app, 'GET', '/v1/bank/99999', { token: session.accessToken }), 404, 'bank_not_found');
    const short = await call(t.app, 'GET', '/v1/bank/0045', { token: session.accessToken });
    expect(expectError(short, 400, 'validation_error')).toEqual({ id: 'length:5' });
  });
});

describe('POST /v1/business', () => {
  it('requires every field of spec 01 §5 except licence and logo', async () => {
    const session = await register(t.app);
    const answer = await submitBusiness(t.app, session.accessToken, {});
    expect(expectError(answer, 400, 'validation_error')).toEqual({
      taxNumber: 'required',
      paymentAccount: 'required',
      mfo: 'required',
      passportId: 'required',
      certificateId: 'required',
      provinceId: 'required',
      districtId: 'required',
    });
  });

  it('checks the lengths: tax number 9 to 14, account 20, MFO 5, all digits', async () => {
    const session = await register(t.app);
    const body = await businessBody(t.app, session.accessToken, '301234567');
    const refused = await submitBusiness(t.app, session.accessToken, {
      ...body,
      taxNumber: '1234',
      paymentAccount: '2020800090012345678',
      mfo: '004500',
    });
    expect(expectError(refused, 400, 'validation_error')).toEqual({
      taxNumber: 'min_length:9',
      paymentAccount: 'length:20',
      mfo: 'length:5',
    });
    const letters = await submitBusiness(t.app, session.accessToken, { ...body, paymentAccount: '2020800090012345678x' });
    expect(expectError(letters, 400, 'validation_error')).toEqual({ paymentAccount: 'digits' });
  });

  it('refuses an unknown region and a district of another region', async () => {
    const session = await register(t.app);
    const body = await businessBody(t.app, session.accessToken, '301234567');
    const unknown = await submitBusiness(t.app, session.accessToken, { ...body, provinceId: 99, districtId: 127 });
    expect(expectError(unknown, 400, 'validation_error')).toEqual({ provinceId: 'invalid', districtId: 'invalid' });
    const elsewhere = await submitBusiness(t.app, session.accessToken, { ...body, districtId: 1 });
    expect(expectError(elsewhere, 400, 'validation_error')).toEqual({ districtId: 'invalid' });
  });

  it("refuses a file that is not the caller's document scan", async () => {
    const session = await register(t.app);
    const other = await register(t.app);
    const body = await businessBody(t.app, session.accessToken, '301234567');
    const answer = await submitBusiness(t.app, session.accessToken, {
      ...body,
      passportId: await upload(t.app, other.accessToken),
      certificateId: await upload(t.app, session.accessToken, { scope: 'GENERIC', bytes: PDF, filename: 'certificate.pdf' }),
      licenseId: 'no-such-file',
    });
    expect(expectError(answer, 400, 'validation_error')).toEqual({
      passportId: 'invalid',
      certificateId: 'invalid',
      licenseId: 'invalid',
    });
  });

  it('refuses a taken number, a number the registry does not know and an unknown MFO', async () => {
    const session = await register(t.app);
    const body = await businessBody(t.app, session.accessToken, '301234567');
    expectError(await submitBusiness(t.app, session.accessToken, { ...body, taxNumber: '305123456' }), 409, 'tax_number_or_pinfl_already_exists');
    expectError(await submitBusiness(t.app, session.accessToken, { ...body, taxNumber: '399999999' }), 404, 'tax_info_not_found');
    expectError(await submitBusiness(t.app, session.accessToken, { ...body, mfo: '99999' }), 404, 'bank_not_found');
    const profile = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(profile.body.data.business).toBeNull();
  });

  it("registers the caller's business ON_MODERATION with the registry's data", async () => {
    const session = await register(t.app);
    const body = await businessBody(t.app, session.accessToken, '301234567');
    const logoId = await upload(t.app, session.accessToken);
    const licenseId = await upload(t.app, session.accessToken);
    const answer = await submitBusiness(t.app, session.accessToken, { ...body, logoId, licenseId });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: 'XK "Oydin Savdo"',
      form: 'PRIVATE_ENTERPRISE',
      taxNumber: '301234567',
      pin: null,
      director: 'Nazarova Oydin',
      address: "Andijon sh., Bobur ko'chasi, 7",
      region: { id: TASHKENT.provinceId },
      district: { id: TASHKENT.districtId },
      account: body.paymentAccount,
      bankId: '00450',
      bank: { name: { en: 'National Bank of Uzbekistan' }, branch: { en: 'Head office' } },
      passport: { id: body.passportId },
      certificate: { id: body.certificateId },
      license: { id: licenseId },
      logo: { id: logoId },
      status: 'ON_MODERATION',
      hasSignature: false,
      contractNumber: null,
      contractId: null,
      moderationComment: null,
    });
    expect(answer.body.data.passport.url).toMatch(/^\/file\/download\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/);
    const profile = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(profile.body.data.business).toEqual(answer.body.data);

    expectError(await submitBusiness(t.app, session.accessToken, body), 409, 'business_already_exists');
    const other = await register(t.app);
    const taken = await submitBusiness(t.app, other.accessToken, await businessBody(t.app, other.accessToken, '301234567'));
    expectError(taken, 409, 'tax_number_or_pinfl_already_exists');
  });

  it('keeps the personal number of an individual registered by PINFL', async () => {
    const session = await register(t.app);
    const answer = await submitBusiness(t.app, session.accessToken, await businessBody(t.app, session.accessToken, '42001901234567'));
    expect(answer.body.data).toMatchObject({ form: 'INDIVIDUAL', taxNumber: '42001901234567', pin: '42001901234567' });
  });

  it('refuses an employee with 403', async () => {
    const answer = await submitBusiness(t.app, employeeToken, await businessBody(t.app, employeeToken, '302345678'));
    expectError(answer, 403, 'access_denied');
  });
});

describe('PATCH /v1/business/set-image', () => {
  it('sets the logo from a document scan of the owner', async () => {
    const session = await onboardedAgent(t.app, '303456789');
    const logoId = await upload(t.app, session.accessToken);
    const answer = await call(t.app, 'PATCH', '/v1/business/set-image', { token: session.accessToken, body: { id: logoId } });
    expect(answer.body.data.logo).toEqual({ id: logoId, url: expect.stringMatching(/^\/file\/download\//) });
    const foreign = await upload(t.app, (await register(t.app)).accessToken);
    const refused = await call(t.app, 'PATCH', '/v1/business/set-image', { token: session.accessToken, body: { id: foreign } });
    expect(expectError(refused, 400, 'validation_error')).toEqual({ id: 'invalid' });
  });

  it('refuses a user without a business and an employee', async () => {
    const session = await register(t.app);
    const fileId = await upload(t.app, session.accessToken);
    expectError(await call(t.app, 'PATCH', '/v1/business/set-image', { token: session.accessToken, body: { id: fileId } }), 404, 'business_not_found');
    const answer = await call(t.app, 'PATCH', '/v1/business/set-image', { token: employeeToken, body: { id: fileId } });
    expectError(answer, 403, 'access_denied');
  });
});

describe('DELETE /v1/file/:id of a business scan (issue 25)', () => {
  it('lets the owner remove a scan while the business waits on moderation, never one moderation approved', async () => {
    const session = await onboardedAgent(t.app, '307654321');
    const token = session.accessToken;
    const remove = (id: string) => call(t.app, 'DELETE', `/v1/file/${id}`, { token });
    const logo = async () => {
      const id = await upload(t.app, token);
      expect((await call(t.app, 'PATCH', '/v1/business/set-image', { token, body: { id } })).status).toBe(200);
      return id;
    };
    // On moderation: a scan the business holds may go (the owner corrects it before staff look).
    const early = await logo();
    expect((await remove(early)).status).toBe(200);
    expectError(await call(t.app, 'GET', `/v1/file/${early}`, { token }), 404, 'file_not_found');

    const kept = await logo();
    expect((await staff.approve(t.app, '307654321')).status).toBe(200);
    const { business } = (await call(t.app, 'GET', '/v1/profile', { token })).body.data;
    for (const id of [business.passport.id, business.certificate.id, kept]) {
      expectError(await remove(id), 409, 'file_is_in_use');
      expect((await call(t.app, 'GET', `/v1/file/${id}`, { token })).status).toBe(200);
    }
    // A logo replaced through set-image is the business's no longer: it may go.
    await logo();
    expect((await remove(kept)).status).toBe(200);
  });
});

describe('/api/staff/v1/businesses (moderation)', () => {
  it('needs the staff token', async () => {
    expectError(await staff.waiting(t.app, 'wrong'), 401, 'unauthorized');
  });

  it('rejects with a reason the owner sees, takes the corrected resubmission and approves it', async () => {
    const session = await onboardedAgent(t.app, '304567890');
    const waiting = await staff.waiting(t.app);
    expect(waiting.body.data).toContainEqual(expect.objectContaining({ taxNumber: '304567890', name: 'UK "Shahar Xizmat"' }));

    expect(expectError(await staff.reject(t.app, '304567890'), 400, 'validation_error')).toEqual({ reason: 'required' });
    const rejected = await staff.reject(t.app, '304567890', 'The passport scan is unreadable');
    expect(rejected.body.data).toMatchObject({ status: 'ON_MODERATION', moderationComment: 'The passport scan is unreadable' });
    const seen = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(seen.body.data.business).toMatchObject({ status: 'ON_MODERATION', moderationComment: 'The passport scan is unreadable' });
    expect((await staff.waiting(t.app)).body.data.map((row: { taxNumber: string }) => row.taxNumber)).not.toContain('304567890');
    expectError(await staff.approve(t.app, '304567890'), 409, 'business_not_on_moderation');

    const corrected = await businessBody(t.app, session.accessToken, '304567890');
    const resubmitted = await submitBusiness(t.app, session.accessToken, { ...corrected, mfo: '00083' });
    expect(resubmitted.body.data).toMatchObject({
      status: 'ON_MODERATION',
      moderationComment: null,
      bankId: '00083',
      passport: { id: corrected.passportId },
    });
    expect((await staff.waiting(t.app)).body.data.map((row: { taxNumber: string }) => row.taxNumber)).toContain('304567890');

    const approved = await staff.approve(t.app, '304567890');
    expect(approved.body.data).toMatchObject({ taxNumber: '304567890', status: 'ON_WAITING_SIGN' });
    const contractNumber = approved.body.data.contractNumber;
    expect(Number(contractNumber)).toBeGreaterThan(1001);
    const profile = await call(t.app, 'GET', '/v1/profile', { token: session.accessToken });
    expect(profile.body.data.business).toMatchObject({ status: 'ON_WAITING_SIGN', contractNumber, hasSignature: false });
    expect(profile.body.data.business.contractId).toEqual(expect.any(String));

    expectError(await staff.approve(t.app, '304567890'), 409, 'business_not_on_moderation');
    expectError(await staff.reject(t.app, '304567890', 'late'), 409, 'business_not_on_moderation');
    expectError(await submitBusiness(t.app, session.accessToken, corrected), 409, 'business_already_exists');
  });

  it('gives each approved business its own contract number and knows no unknown business', async () => {
    await onboardedAgent(t.app, '302345678');
    const first = await staff.approve(t.app, '302345678');
    const second = await staff.approve(t.app, '512345678');
    expect(second.body.data.contractNumber).not.toBe(first.body.data.contractNumber);
    expectError(await staff.approve(t.app, '399999999'), 404, 'business_not_found');
  });
});
