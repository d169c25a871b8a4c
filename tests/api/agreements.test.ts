// spec 03 §3–4, §7 additional agreements and account invoices (issue 10 item 4): staff issue them (/api/staff/v1 and
// `npm run staff`), the owner signs them as the contract (an account invoice with the server's timestamp token), staff
// confirm, reject and mark paid (credited to the deposit once), and spec 01 §2.1's agreement flags of the profile.
// Signatures are made as the emulator makes them: the same test keys and CMS code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestKeys, type TestKey } from '../../src/server/eimzo-emulator/test-keys.ts';
import { appendSigner, attachTimestampToken, createPkcs7, createTimestampToken, readSignedData, type SigningKey } from '../../src/server/providers/signature/cms.ts';
import { createCertificateAuthority, issueTestKey } from '../../src/server/providers/signature/test-ca.ts';
import { call, createTestApp, DEMO, expectError, signIn, type Session, type TestApp } from './helper.ts';
import { DEMO_TAX_NUMBER, expectLedgerConsistent, otherBusiness, STAFF } from './money-helper.ts';
import { PDF, PNG } from './onboarding-helper.ts';
import { staffCli } from './staff-helper.ts';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let keys: Record<TestKey['identity']['id'], SigningKey>;
let owner: Session;
let employee: Session;
let other: Awaited<ReturnType<typeof otherBusiness>>;

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-paperwork-'));
  // One data directory for the app and the CLI process: the database file and the stored files.
  t = await createTestApp({ sqliteFile: path.join(dir, 'portal.sqlite'), dataDir: dir });
  keys = Object.fromEntries((await issueTestKeys({ now: t.clock.now() })).map((item) => [item.identity.id, item.key])) as typeof keys;
  owner = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
  employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
  other = await otherBusiness(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(t.config.sqliteFile), { recursive: true, force: true });
});

const staff = (method: 'GET' | 'POST', url: string, body?: object, token = STAFF) => call(t.app, method, `/api/staff${url}`, { token, body });
const pdfFile = (bytes = PDF, name = 'agreement.pdf') => ({ name, base64: bytes.toString('base64') });
/** YYYY-MM-DD of the Tashkent day `offset` days from the test clock's now. */
const tashkentDay = (offset: number) => new Date(t.clock.now().getTime() + 5 * 60 * 60 * 1000 + offset * DAY).toISOString().slice(0, 10);

async function issueAgreement(startOffset: number, number = `DS-${Math.random().toString(36).slice(2, 8)}`, business = DEMO_TAX_NUMBER) {
  const answer = await staff('POST', '/v1/additional-agreements', { business, number, name: 'Изменение ставок вознаграждения', startDate: tashkentDay(startOffset), file: pdfFile() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

async function issueInvoice(amount = 5_000_000, business = DEMO_TAX_NUMBER) {
  const answer = await staff('POST', '/v1/account-invoices', { business, name: 'Счёт на пополнение', amount, beginDate: tashkentDay(-30), endDate: tashkentDay(-1), file: pdfFile(PDF, 'invoice.pdf') });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

const flags = async (token = owner.accessToken) => (await call(t.app, 'GET', '/v1/profile', { token })).body.data.documents;
const sign = async (key: SigningKey, base64: string) => createPkcs7(Buffer.from(base64, 'base64'), key, { signingTime: t.clock.now() });

async function pendingAgreementsSigned() {
  const list = await call(t.app, 'POST', '/v1/additional-agreement/pageable', { token: owner.accessToken, body: { perPage: 100, search: [{ key: 'status', operation: '=', value: 'SYSTEM_SIGNED' }] } });
  for (const agreement of list.body.data.content) {
    const signature = (await sign(keys['demo-director'], agreement.toSign)).pkcs7;
    expect((await call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: owner.accessToken, body: { signature } })).status).toBe(200);
  }
}

describe('additional agreements', () => {
  it('staff issue one: SYSTEM_SIGNED at once, its PDF stored, the text to sign names the file by its hash', async () => {
    const agreement = await issueAgreement(3, 'DS-0001');
    expect(agreement).toMatchObject({
      agreementNumber: 'DS-0001',
      agreementName: 'Изменение ставок вознаграждения',
      status: 'SYSTEM_SIGNED',
      systemSignTime: expect.any(String),
      agentSignTime: null,
      expired: false,
      file: { download: expect.stringMatching(/^\/file\/download\/.+\.pdf\?expires=/) },
    });
    const text = Buffer.from(agreement.toSign, 'base64').toString('utf8');
    expect(text).toContain('Дополнительное соглашение № DS-0001 к агентскому договору № 1001');
    expect(text).toContain(`ИНН ${DEMO_TAX_NUMBER}`);
    expect(text).toContain((await import('node:crypto')).createHash('sha256').update(PDF).digest('hex'));
    const download = await t.app.inject({ method: 'GET', url: agreement.file.download });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const stored = await t.app.ctx.db.selectFrom('additional_agreement').selectAll().where('id', '=', agreement.id).executeTakeFirstOrThrow();
    expect(stored.system_signature).toEqual(expect.any(String));
    const listed = await staff('GET', `/v1/additional-agreements?business=${DEMO_TAX_NUMBER}`);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(agreement.id);
    await pendingAgreementsSigned();
  });

  it('staff issuing refuses a bad day, a file that is not a PDF, an unknown business and a wrong token', async () => {
    const body = { business: DEMO_TAX_NUMBER, number: 'X', name: 'N', startDate: '2026-02-30', file: pdfFile() };
    expect(expectError(await staff('POST', '/v1/additional-agreements', body), 400, 'validation_error')).toEqual({ startDate: 'invalid' });
    expectError(await staff('POST', '/v1/additional-agreements', { ...body, startDate: tashkentDay(1), file: pdfFile(PNG, 'a.pdf') }), 400, 'file_format_is_invalid');
    expectError(await staff('POST', '/v1/additional-agreements', { ...body, startDate: tashkentDay(1), business: '999999999' }), 404, 'business_not_found');
    expectError(await staff('POST', '/v1/additional-agreements', { ...body, number: '' }), 400, 'validation_error');
    expectError(await staff('POST', '/v1/additional-agreements', { ...body, startDate: tashkentDay(1) }, 'wrong'), 401, 'unauthorized');
    expectError(await staff('GET', '/v1/additional-agreements', undefined, 'wrong'), 401, 'unauthorized');
    expect((await staff('GET', '/v1/additional-agreements')).body.data.filter((row: { agreementNumber: string }) => row.agreementNumber === 'X')).toEqual([]);
  });

  it('one before its start date: the owner may skip it (not expired); signing clears the flags', async () => {
    expect(await flags()).toEqual({ existsNotSignedAgreement: false, existsExpiredAgreement: false });
    const agreement = await issueAgreement(2);
    expect(await flags()).toEqual({ existsNotSignedAgreement: true, existsExpiredAgreement: false });
    const list = await call(t.app, 'POST', '/v1/additional-agreement/pageable', { token: owner.accessToken, body: { perPage: 10, search: [{ key: 'status', operation: '!=', value: 'CREATED' }] } });
    expect(list.body.data.content[0]).toMatchObject({ id: agreement.id, status: 'SYSTEM_SIGNED' });
    const signature = (await sign(keys['demo-director'], agreement.toSign)).pkcs7;
    const signed = await call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: owner.accessToken, body: { signature } });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data).toMatchObject({ id: agreement.id, status: 'AGENT_SIGNED', agentSignTime: expect.any(String), expired: false });
    expect(await flags()).toEqual({ existsNotSignedAgreement: false, existsExpiredAgreement: false });
    expectError(await call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: owner.accessToken, body: { signature } }), 409, 'document_already_signed');
    const stored = await t.app.ctx.db.selectFrom('additional_agreement').selectAll().where('id', '=', agreement.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ agent_signer_serial: '7a1c0001', agent_signature: signature });
  });

  it('one whose start date passed unsigned sets the expired flag for the owner and the employee until it is signed', async () => {
    // Its start is the start of today in Tashkent: already passed.
    const agreement = await issueAgreement(0);
    expect(agreement.expired).toBe(true);
    expect(await flags()).toEqual({ existsNotSignedAgreement: true, existsExpiredAgreement: true });
    expect(await flags(employee.accessToken)).toMatchObject({ existsExpiredAgreement: true });
    expect(await flags(other.agent.accessToken)).toEqual({ existsNotSignedAgreement: false, existsExpiredAgreement: false });
    const detail = await call(t.app, 'GET', `/v1/additional-agreement/${agreement.id}`, { token: owner.accessToken });
    expect(detail.body.data).toMatchObject({ expired: true, status: 'SYSTEM_SIGNED' });
    const signature = (await sign(keys['demo-director'], agreement.toSign)).pkcs7;
    expect((await call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: owner.accessToken, body: { signature } })).status).toBe(200);
    expect(await flags()).toEqual({ existsNotSignedAgreement: false, existsExpiredAgreement: false });
    expect(await flags(employee.accessToken)).toMatchObject({ existsExpiredAgreement: false });
  });

  it('one issued for a later day becomes expired when that day comes', async () => {
    const agreement = await issueAgreement(1);
    const stored = await t.app.ctx.db.selectFrom('additional_agreement').select('start_date').where('id', '=', agreement.id).executeTakeFirstOrThrow();
    expect(await flags()).toEqual({ existsNotSignedAgreement: true, existsExpiredAgreement: false });
    // Move its start into the past rather than the clock (the clock would end the sessions too).
    await t.app.ctx.db.updateTable('additional_agreement').set({ start_date: new Date(Date.parse(stored.start_date) - 2 * DAY).toISOString() }).where('id', '=', agreement.id).execute();
    expect(await flags()).toEqual({ existsNotSignedAgreement: true, existsExpiredAgreement: true });
    await pendingAgreementsSigned();
    expect(await flags()).toEqual({ existsNotSignedAgreement: false, existsExpiredAgreement: false });
  });

  it("takes the owner's signature appended to the system's (E-IMZO append_pkcs7_attached), and no other co-signer", async () => {
    const agreement = await issueAgreement(3);
    expect(agreement.systemSignature).toEqual(expect.any(String));
    const seen = (await call(t.app, 'GET', `/v1/additional-agreement/${agreement.id}`, { token: owner.accessToken })).body.data;
    expect(seen.systemSignature).toBe(agreement.systemSignature);
    const post = (signature: string) => call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: owner.accessToken, body: { signature } });
    // Two signers, neither of them the system: not the owner's act alone.
    const foreign = await appendSigner((await sign(keys['other-business'], agreement.toSign)).pkcs7, keys['demo-director'], { signingTime: t.clock.now() });
    expectError(await post(foreign.pkcs7), 400, 'signature_is_invalid');
    // The system's signature with another business's key appended: that key is not the business.
    const stranger = await appendSigner(agreement.systemSignature, keys['other-business'], { signingTime: t.clock.now() });
    expectError(await post(stranger.pkcs7), 400, 'signer_tin_mismatch');

    const appended = await appendSigner(agreement.systemSignature, keys['demo-director'], { signingTime: t.clock.now() });
    const signed = await post(appended.pkcs7);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data).toMatchObject({ status: 'AGENT_SIGNED', systemSignature: null });
    const stored = await t.app.ctx.db.selectFrom('additional_agreement').selectAll().where('id', '=', agreement.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ agent_signer_serial: '7a1c0001', agent_signature: appended.pkcs7 });
    expect(readSignedData(stored.agent_signature!).signerInfos).toHaveLength(2);
  });

  it("signing refuses another business's key, other content, garbage, and stores nothing", async () => {
    const agreement = await issueAgreement(5);
    const post = (signature: string) => call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: owner.accessToken, body: { signature } });
    expectError(await post((await sign(keys['other-business'], agreement.toSign)).pkcs7), 400, 'signer_tin_mismatch');
    expectError(await post((await sign(keys['demo-director'], Buffer.from('другой текст').toString('base64'))).pkcs7), 400, 'signature_content_mismatch');
    expectError(await post('MIIBAgMEBQ=='), 400, 'signature_is_invalid');
    expect(expectError(await post('not base64!'), 400, 'validation_error')).toEqual({ signature: 'invalid' });
    const untrusted = await issueTestKey({
      serialNumber: 'bad1',
      subject: [['2.5.4.3', 'X'], ['1.2.860.3.16.1.1', DEMO_TAX_NUMBER]],
      validFrom: new Date(t.clock.now().getTime() - DAY),
      validTo: new Date(t.clock.now().getTime() + DAY),
      authority: await createCertificateAuthority([['2.5.4.3', 'Rogue CA']]),
    });
    expectError(await post((await sign(untrusted, agreement.toSign)).pkcs7), 400, 'certificate_untrusted');
    const detail = await call(t.app, 'GET', `/v1/additional-agreement/${agreement.id}`, { token: owner.accessToken });
    expect(detail.body.data).toMatchObject({ status: 'SYSTEM_SIGNED', agentSignTime: null });
    await pendingAgreementsSigned();
  });

  it('only the owner reads and signs them: the employee, another business and no token are refused', async () => {
    const agreement = await issueAgreement(4);
    const signature = (await sign(keys['demo-director'], agreement.toSign)).pkcs7;
    const list = { perPage: 10 };
    expectError(await call(t.app, 'POST', '/v1/additional-agreement/pageable', { token: employee.accessToken, body: list }), 403, 'access_denied');
    expectError(await call(t.app, 'GET', `/v1/additional-agreement/${agreement.id}`, { token: employee.accessToken }), 403, 'access_denied');
    expectError(await call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: employee.accessToken, body: { signature } }), 403, 'only_main_account_can_sign');
    expectError(await call(t.app, 'POST', '/api/employee/v1/additional-agreement/pageable', { token: employee.accessToken, body: list }), 404, 'not_found');
    const stranger = other.agent.accessToken;
    expect((await call(t.app, 'POST', '/v1/additional-agreement/pageable', { token: stranger, body: list })).body.data.totalElements).toBe(0);
    expectError(await call(t.app, 'GET', `/v1/additional-agreement/${agreement.id}`, { token: stranger }), 404, 'document_not_found');
    expectError(await call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: stranger, body: { signature } }), 404, 'document_not_found');
    expectError(await call(t.app, 'POST', '/v1/additional-agreement/pageable', { body: list }), 401, 'unauthorized');
    expectError(await call(t.app, 'GET', `/v1/additional-agreement/${agreement.id}`), 401, 'unauthorized');
    expectError(await call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { body: { signature } }), 401, 'unauthorized');
    expect((await call(t.app, 'POST', `/v1/additional-agreement/sign/${agreement.id}`, { token: owner.accessToken, body: { signature } })).status).toBe(200);
  });

  it('the list pages newest first and bounds its body', async () => {
    const page = await call(t.app, 'POST', '/v1/additional-agreement/pageable', { token: owner.accessToken, body: { perPage: 2, page: 0 } });
    expect(page.body.data).toMatchObject({ size: 2, number: 0, numberOfElements: 2 });
    const [first, second] = page.body.data.content;
    expect(first.createdDate >= second.createdDate).toBe(true);
    expectError(await call(t.app, 'POST', '/v1/additional-agreement/pageable', { token: owner.accessToken, body: { perPage: 0 } }), 400, 'validation_error');
    expectError(await call(t.app, 'POST', '/v1/additional-agreement/pageable', { token: owner.accessToken, body: { search: [{ key: 'file', operation: '=', value: 'x' }] } }), 400, 'validation_error');
  });
});

/** The owner's timestamped signature over an invoice's document, the way spec 03 §4 makes it. */
async function timestampedSignature(document: string, key = keys['demo-director'], token = owner.accessToken) {
  const created = await sign(key, document);
  const stamped = await call(t.app, 'POST', '/v1/account-invoice/timestamp', { token, body: { signatureHex: created.signatureHex } });
  expect(stamped.status, JSON.stringify(stamped.body)).toBe(200);
  return attachTimestampToken(created.pkcs7, created.signerSerialNumber, stamped.body.data);
}

const balanceOf = async () => (await call(t.app, 'GET', '/v1/business/balance', { token: owner.accessToken })).body.data.balance as number;

describe('account invoices', () => {
  it('staff issue one (CREATED); the owner lists it newest first, 10 a page, and reads it', async () => {
    const invoice = await issueInvoice(7_500_000);
    expect(invoice).toMatchObject({ status: 'CREATED', amount: 7_500_000, number: expect.stringMatching(/^AI-\d{6}$/), sign: { agent: null, system: null }, paidDate: null });
    expect(Buffer.from(invoice.document, 'base64').toString('utf8')).toContain('Сумма: 75');
    const list = await call(t.app, 'POST', '/v1/account-invoice/pageable', { token: owner.accessToken, body: { perPage: 10 } });
    expect(list.body.data).toMatchObject({ size: 10, content: [expect.objectContaining({ id: invoice.id })] });
    const detail = await call(t.app, 'GET', `/v1/account-invoice/${invoice.id}`, { token: owner.accessToken });
    expect(detail.body.data).toMatchObject({ id: invoice.id, accountInvoiceNumber: invoice.number });
    const body = { business: DEMO_TAX_NUMBER, name: 'x', amount: 0, beginDate: tashkentDay(-1), endDate: tashkentDay(-2), file: pdfFile() };
    expect(expectError(await staff('POST', '/v1/account-invoices', body), 400, 'validation_error')).toHaveProperty('amount');
    expect(expectError(await staff('POST', '/v1/account-invoices', { ...body, amount: 100 }), 400, 'validation_error')).toEqual({ endDate: 'invalid' });
  });

  it('signing needs the server timestamp: refused without one or with a foreign one; accepted with it', async () => {
    const invoice = await issueInvoice();
    const post = (signature: string) => call(t.app, 'POST', '/v1/account-invoice/sign', { token: owner.accessToken, body: { accountInvoiceId: invoice.id, signature } });
    expectError(await post((await sign(keys['demo-director'], invoice.document)).pkcs7), 400, 'timestamp_token_required');
    // A token over another signature, and one by an authority the server does not trust.
    const created = await sign(keys['demo-director'], invoice.document);
    const otherStamp = await call(t.app, 'POST', '/v1/account-invoice/timestamp', { token: owner.accessToken, body: { signatureHex: 'ab'.repeat(64) } });
    expectError(await post(attachTimestampToken(created.pkcs7, created.signerSerialNumber, otherStamp.body.data)), 400, 'signature_is_invalid');
    const rogue = await createCertificateAuthority([['2.5.4.3', 'Rogue TSA CA']]);
    const rogueKey = await issueTestKey({ serialNumber: 'bad2', subject: [['2.5.4.3', 'Rogue TSA']], validFrom: new Date(Date.now() - DAY), validTo: new Date(Date.now() + DAY), authority: rogue });
    const rogueToken = await createTimestampToken(created.signatureHex, rogueKey, t.clock.now());
    expectError(await post(attachTimestampToken(created.pkcs7, created.signerSerialNumber, rogueToken)), 400, 'signature_is_invalid');
    expectError(await post(await timestampedSignature(invoice.document, keys['other-business'])), 400, 'signer_tin_mismatch');
    expect((await call(t.app, 'GET', `/v1/account-invoice/${invoice.id}`, { token: owner.accessToken })).body.data.status).toBe('CREATED');

    const signed = await post(await timestampedSignature(invoice.document));
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data).toMatchObject({ status: 'AGENT_SIGNED', sign: { agent: expect.any(String), system: null } });
    expectError(await post(await timestampedSignature(invoice.document)), 409, 'document_already_signed');
  });

  it('staff reject a signed invoice with a comment; confirm and pay another: its amount is credited once as TRANSFER', async () => {
    const rejected = await issueInvoice(1_000_000);
    expectError(await staff('POST', `/v1/account-invoices/${rejected.id}/reject`, { comment: 'Неверный период' }), 409, 'document_status_invalid');
    await call(t.app, 'POST', '/v1/account-invoice/sign', { token: owner.accessToken, body: { accountInvoiceId: rejected.id, signature: await timestampedSignature(rejected.document) } });
    expectError(await staff('POST', `/v1/account-invoices/${rejected.id}/reject`, {}), 400, 'validation_error');
    const rejection = await staff('POST', `/v1/account-invoices/${rejected.id}/reject`, { comment: 'Неверный период' });
    expect(rejection.body.data).toMatchObject({ status: 'REJECTED', comment: 'Неверный период' });
    expectError(await staff('POST', `/v1/account-invoices/${rejected.id}/confirm`, {}), 409, 'document_status_invalid');
    expectError(await staff('POST', `/v1/account-invoices/${rejected.id}/paid`), 409, 'document_status_invalid');

    const invoice = await issueInvoice(2_345_600);
    expectError(await staff('POST', `/v1/account-invoices/${invoice.id}/paid`), 409, 'document_status_invalid');
    await call(t.app, 'POST', '/v1/account-invoice/sign', { token: owner.accessToken, body: { accountInvoiceId: invoice.id, signature: await timestampedSignature(invoice.document) } });
    expectError(await staff('POST', `/v1/account-invoices/${invoice.id}/paid`), 409, 'document_status_invalid');
    const confirmed = await staff('POST', `/v1/account-invoices/${invoice.id}/confirm`, { comment: null });
    expect(confirmed.body.data).toMatchObject({ status: 'SYSTEM_SIGNED', sign: { system: expect.any(String) }, paidDate: null });

    const before = await balanceOf();
    const attempts = await Promise.all([1, 2, 3].map(() => staff('POST', `/v1/account-invoices/${invoice.id}/paid`)));
    expect(attempts.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await balanceOf()).toBe(before + 2_345_600);
    expectError(await staff('POST', `/v1/account-invoices/${invoice.id}/paid`), 409, 'account_invoice_already_paid');
    const paid = await call(t.app, 'GET', `/v1/account-invoice/${invoice.id}`, { token: owner.accessToken });
    expect(paid.body.data).toMatchObject({ status: 'SYSTEM_SIGNED', paidDate: expect.any(String) });
    const history = await call(t.app, 'POST', '/v1/income-business/pageable', { token: owner.accessToken, body: { perPage: 5, search: [{ key: 'typeIncome', operation: '=', value: 'TRANSFER' }] } });
    expect(history.body.data.content[0]).toMatchObject({ typeIncome: 'TRANSFER', amount: 2_345_600 });
    const incomes = await t.app.ctx.db.selectFrom('deposit_income').selectAll().where('comment', '=', `Счёт № ${invoice.number}`).execute();
    expect(incomes).toHaveLength(1);
    await expectLedgerConsistent(t);
    expectError(await staff('POST', '/v1/account-invoices/nope/paid'), 404, 'document_not_found');
    const listed = await staff('GET', `/v1/account-invoices?business=${DEMO_TAX_NUMBER}&status=REJECTED`);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([rejected.id]);
    expectError(await staff('GET', '/v1/account-invoices?status=PAID'), 400, 'validation_error');
  });

  it('only the owner reads, timestamps and signs them: the employee, another business and no token are refused', async () => {
    const invoice = await issueInvoice();
    const signature = await timestampedSignature(invoice.document);
    const signBody = { accountInvoiceId: invoice.id, signature };
    const stampBody = { signatureHex: 'ab'.repeat(64) };
    expectError(await call(t.app, 'POST', '/v1/account-invoice/pageable', { token: employee.accessToken, body: {} }), 403, 'access_denied');
    expectError(await call(t.app, 'GET', `/v1/account-invoice/${invoice.id}`, { token: employee.accessToken }), 403, 'access_denied');
    expectError(await call(t.app, 'POST', '/v1/account-invoice/timestamp', { token: employee.accessToken, body: stampBody }), 403, 'only_main_account_can_sign');
    expectError(await call(t.app, 'POST', '/v1/account-invoice/sign', { token: employee.accessToken, body: signBody }), 403, 'only_main_account_can_sign');
    const stranger = other.agent.accessToken;
    expect((await call(t.app, 'POST', '/v1/account-invoice/pageable', { token: stranger, body: {} })).body.data.totalElements).toBe(0);
    expectError(await call(t.app, 'GET', `/v1/account-invoice/${invoice.id}`, { token: stranger }), 404, 'document_not_found');
    expectError(await call(t.app, 'POST', '/v1/account-invoice/sign', { token: stranger, body: signBody }), 404, 'document_not_found');
    for (const [method, url, body] of [
      ['POST', '/v1/account-invoice/pageable', {}],
      ['GET', `/v1/account-invoice/${invoice.id}`, undefined],
      ['POST', '/v1/account-invoice/timestamp', stampBody],
      ['POST', '/v1/account-invoice/sign', signBody],
    ] as const) {
      expectError(await call(t.app, method, url, { body }), 401, 'unauthorized');
    }
    expect(expectError(await call(t.app, 'POST', '/v1/account-invoice/timestamp', { token: owner.accessToken, body: { signatureHex: 'xyz' } }), 400, 'validation_error')).toEqual({ signatureHex: 'invalid' });
    expect((await call(t.app, 'POST', '/v1/account-invoice/sign', { token: owner.accessToken, body: signBody })).status).toBe(200);
  });
});

const cli = (...args: string[]) => staffCli(t, ...args);

describe('npm run staff', () => {
  it('issues an agreement and an account invoice, confirms and pays it', async () => {
    const file = path.join(t.config.dataDir, 'cli.pdf');
    fs.writeFileSync(file, PDF);
    const added = await cli('agreement-add', DEMO_TAX_NUMBER, '--number', 'CLI-1', '--name', 'Соглашение из CLI', '--start', tashkentDay(10), '--file', file);
    expect(added.stdout, added.stderr).toMatch(/agreement .+ № CLI-1 issued \(SYSTEM_SIGNED\)/);
    expect((await cli('agreements', DEMO_TAX_NUMBER)).stdout).toContain('CLI-1');
    await pendingAgreementsSigned();
    const invoice = await cli('account-invoice-add', DEMO_TAX_NUMBER, '--amount', '1500', '--from', tashkentDay(-5), '--to', tashkentDay(-1), '--file', file);
    const id = /account invoice (\S+) AI-\d+ issued: 1 500 so'm/.exec(invoice.stdout.replace(/\u00a0|\u202f/g, ' '))?.[1];
    expect(id, invoice.stdout + invoice.stderr).toBeDefined();
    const row = (await call(t.app, 'GET', `/v1/account-invoice/${id}`, { token: owner.accessToken })).body.data;
    await call(t.app, 'POST', '/v1/account-invoice/sign', { token: owner.accessToken, body: { accountInvoiceId: id, signature: await timestampedSignature(row.document) } });
    expect((await cli('account-invoice-confirm', id!)).stdout).toContain('confirmed');
    expect((await cli('account-invoice-paid', id!)).stdout).toContain('paid');
    const again = await cli('account-invoice-paid', id!);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('refused: account_invoice_already_paid') });
    expect((await cli('account-invoices', DEMO_TAX_NUMBER, '--status', 'SYSTEM_SIGNED')).stdout).toContain('PAID');
    expect((await cli('agreement-add', DEMO_TAX_NUMBER)).code).toBe(2);
    // Eight CLI processes, each starting TypeScript: slow on a busy machine.
  }, 180_000);
});

describe('GET /v1/contract/{id}/pdf', () => {
  const pdf = (id: string, lang: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/agent/v1/contract/${id}/pdf?lang=${lang}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("answers the business's contract as a PDF in each language, with the title in the reader's language", async () => {
    const contractId = (await call(t.app, 'GET', '/v1/profile', { token: owner.accessToken })).body.data.business.contractId;
    const titles = { ru: 'Агентский договор № 1001', uz: 'Agentlik shartnomasi № 1001', oz: 'Агентлик шартномаси № 1001', en: 'Agency agreement No. 1001' };
    const bodies = new Set<string>();
    for (const [lang, title] of Object.entries(titles)) {
      const answer = await pdf(contractId, lang, owner.accessToken);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="contract-1001-${lang}.pdf"`);
      expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // pdfkit writes the document's title into its Info dictionary: ASCII as is, anything else as UTF-16BE.
      const utf16 = /^[\x20-\x7e]*$/.test(title) ? Buffer.from(title, 'latin1') : Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(title, 'utf16le').swap16()]);
      expect(answer.rawPayload.includes(utf16), lang).toBe(true);
      const hex = utf16.toString('hex');
      expect(answer.rawPayload.toString('latin1')).toContain('DejaVuSans');
      bodies.add(hex);
    }
    expect(bodies.size).toBe(4);
  });

  it('refuses an unknown language, a contract of another business and no token', async () => {
    const contractId = (await call(t.app, 'GET', '/v1/profile', { token: owner.accessToken })).body.data.business.contractId;
    expectError({ status: (await pdf(contractId, 'de', owner.accessToken)).statusCode, body: (await pdf(contractId, 'de', owner.accessToken)).json(), headers: {} }, 400, 'validation_error');
    const foreign = await pdf(contractId, 'ru', other.agent.accessToken);
    expect(foreign.statusCode).toBe(404);
    expect((await pdf(contractId, 'ru')).statusCode).toBe(401);
    // The employee of the business reads the contract too, as GET /v1/contract/{id}.
    expect((await pdf(contractId, 'ru', employee.accessToken)).statusCode).toBe(200);
  });
});
