// spec 03 §3–4, §7 the agent contract and its signing; EIMZO.md "What the server checks on every signature".
// Signatures are made as the emulator makes them: the same test keys (eimzo-emulator/test-keys.ts) and CMS code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EIMZO_OIDS } from '../../src/shared/eimzo.ts';
import { issueTestKeys, type TestKey } from '../../src/server/eimzo-emulator/test-keys.ts';
import { createPkcs7, type SigningKey } from '../../src/server/providers/signature/cms.ts';
import { testCaVerifier } from '../../src/server/providers/signature/dev-verifier.ts';
import { createCertificateAuthority, issueTestKey, TEST_CA_SUBJECT } from '../../src/server/providers/signature/test-ca.ts';
import { call, createTestApp, DEMO, expectError, register, signIn, type TestApp } from './helper.ts';
import { approvedAgent, staff } from './onboarding-helper.ts';

let t: TestApp;
let keys: Record<TestKey['identity']['id'], SigningKey>;
let owner: string;
let employee: string;
let contract: { id: string; toSign: string; contractNumber: string; file: { id: string; url: string } };

const TAX_NUMBER = '307654321';
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  keys = Object.fromEntries((await issueTestKeys({ now: t.clock.now() })).map((item) => [item.identity.id, item.key])) as typeof keys;
  owner = (await approvedAgent(t.app, TAX_NUMBER)).accessToken;
  employee = (await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin)).accessToken;
  contract = (await call(t.app, 'GET', '/v1/document/to-sign', { token: owner })).body.data;
});
afterAll(() => t.close());

const content = () => Buffer.from(contract.toSign, 'base64');

/** A key of the business 307654321 with the given validity, issued by the test CA or by `authority`. */
function businessKey(options: { from: Date; to: Date; serialNumber?: string; authority?: Parameters<typeof issueTestKey>[0]['authority'] }) {
  return issueTestKey({
    serialNumber: options.serialNumber ?? 'b0b0',
    subject: [
      ['2.5.4.3', 'RASULOV TIMUR'],
      [EIMZO_OIDS.companyTin, TAX_NUMBER],
    ],
    validFrom: options.from,
    validTo: options.to,
    authority: options.authority,
  });
}

async function sign(key: SigningKey, data = content(), options: { signingTime?: Date; detached?: boolean } = {}) {
  return (await createPkcs7(data, key, { signingTime: t.clock.now(), ...options })).pkcs7;
}

const postSignature = (signature: string, token = owner, contractId = contract.id) =>
  call(t.app, 'POST', '/v1/document/sign', { token, body: { contractId, signature } });

async function expectNothingStored() {
  const pending = await call(t.app, 'GET', '/v1/document/to-sign', { token: owner });
  expect(pending.body.data).toMatchObject({ id: contract.id, status: 'WAITING', agentSignTime: null, systemSignTime: null });
  const profile = await call(t.app, 'GET', '/v1/profile', { token: owner });
  expect(profile.body.data.business).toMatchObject({ status: 'ON_WAITING_SIGN', hasSignature: false });
}

describe('GET /v1/document/to-sign', () => {
  it("answers the owner's pending contract: the business data, the exact content and the reward table", async () => {
    expect(contract).toMatchObject({
      contractName: `Агентский договор № ${contract.contractNumber}`,
      status: 'WAITING',
      agentSignTime: null,
      systemSignTime: null,
      file: { id: expect.any(String), url: expect.stringMatching(/^\/file\/download\/.+\.html\?expires=/) },
      rewards: expect.any(Array),
    });
    const html = content().toString('utf8');
    for (const text of [contract.contractNumber, TAX_NUMBER, 'Rasulov Timur', '20208000900123456789', 'Национальный банк Узбекистана']) {
      expect(html).toContain(text);
    }
    const download = await t.app.inject({ method: 'GET', url: contract.file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/html');
    expect(download.rawPayload.equals(content())).toBe(true);
    // The copy of the contract belongs to the system: the owner cannot delete it.
    expectError(await call(t.app, 'DELETE', `/v1/file/${contract.file.id}`, { token: owner }), 403, 'access_denied');
    const profile = await call(t.app, 'GET', '/v1/profile', { token: owner });
    expect(profile.body.data.business.contractId).toBe(contract.id);
  });

  it('answers 404 document_not_found when nothing waits for the owner', async () => {
    const fresh = await register(t.app);
    expectError(await call(t.app, 'GET', '/v1/document/to-sign', { token: fresh.accessToken }), 404, 'business_not_found');
    const demo = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    expectError(await call(t.app, 'GET', '/v1/document/to-sign', { token: demo.accessToken }), 404, 'document_not_found');
    const profile = await call(t.app, 'GET', '/v1/profile', { token: demo.accessToken });
    const signed = await call(t.app, 'GET', `/v1/contract/${profile.body.data.business.contractId}`, { token: demo.accessToken });
    expect(signed.body.data).toMatchObject({ contractNumber: '1001', status: 'SIGNED' });
  });
});

describe('POST /v1/document/sign refuses and stores nothing', () => {
  it('for content that differs from the issued document', async () => {
    expectError(await postSignature(await sign(keys['other-business'], Buffer.concat([content(), Buffer.from(' ')]))), 400, 'signature_content_mismatch');
    await expectNothingStored();
  });

  it('for a signature whose bytes were tampered with, garbage, or a detached signature', async () => {
    const bytes = Buffer.from(await sign(keys['other-business']), 'base64');
    const at = bytes.indexOf(Buffer.from(TAX_NUMBER));
    bytes[at] = '4'.charCodeAt(0);
    expectError(await postSignature(bytes.toString('base64')), 400, 'signature_is_invalid');
    expectError(await postSignature('MIIBAgMEBQ=='), 400, 'signature_is_invalid');
    expectError(await postSignature(await sign(keys['other-business'], content(), { detached: true })), 400, 'signature_is_invalid');
    expect(expectError(await postSignature('not base64!'), 400, 'validation_error')).toEqual({ signature: 'invalid' });
    await expectNothingStored();
  });

  it("for another business's key and for an individual's key", async () => {
    expectError(await postSignature(await sign(keys['demo-director'])), 400, 'signer_tin_mismatch');
    expectError(await postSignature(await sign(keys.individual)), 400, 'signer_tin_mismatch');
    await expectNothingStored();
  });

  it("for an expired certificate of the business, and for one that signs before the document existed", async () => {
    const expired = await businessKey({ from: new Date('2022-04-25T12:00:00Z'), to: new Date('2024-04-25T18:59:59Z') });
    expectError(await postSignature(await sign(expired)), 400, 'certificate_expired');
    const backdated = await sign(keys['other-business'], content(), { signingTime: new Date(t.clock.now().getTime() - HOUR) });
    expectError(await postSignature(backdated), 400, 'signature_is_invalid');
    await expectNothingStored();
  });

  it('for a certificate of a CA the server does not trust, even under the same name', async () => {
    const rogue = await createCertificateAuthority(TEST_CA_SUBJECT);
    const untrusted = await businessKey({ from: new Date(t.clock.now().getTime() - HOUR), to: new Date(t.clock.now().getTime() + 24 * HOUR), authority: rogue });
    expectError(await postSignature(await sign(untrusted)), 400, 'certificate_untrusted');
    await expectNothingStored();
  });

  it("for an employee (only the main account signs) and for another business's contract", async () => {
    const signature = await sign(keys['other-business']);
    expectError(await postSignature(signature, employee), 403, 'only_main_account_can_sign');
    expectError(await call(t.app, 'GET', '/v1/document/to-sign', { token: employee }), 403, 'only_main_account_can_sign');
    const other = (await approvedAgent(t.app, '303456789')).accessToken;
    expectError(await postSignature(signature, other), 404, 'document_not_found');
    expectError(await call(t.app, 'GET', `/v1/contract/${contract.id}`, { token: other }), 404, 'document_not_found');
    expectError(await postSignature(signature, owner, 'no-such-contract'), 404, 'document_not_found');
    await expectNothingStored();
  });
});

describe('POST /v1/document/sign accepts', () => {
  it("the owner's signature: the system countersigns and the business becomes ACTIVE with hasSignature", async () => {
    const signature = await sign(keys['other-business']);
    const answer = await postSignature(signature);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: contract.id, status: 'SIGNED', agentSignTime: expect.any(String), systemSignTime: expect.any(String) });
    const profile = await call(t.app, 'GET', '/v1/profile', { token: owner });
    expect(profile.body.data.business).toMatchObject({
      status: 'ACTIVE',
      hasSignature: true,
      contractNumber: contract.contractNumber,
      contractId: contract.id,
    });

    const row = await t.app.ctx.db.selectFrom('contract').selectAll().where('id', '=', contract.id).executeTakeFirstOrThrow();
    expect(row.agent_signature).toBe(signature);
    expect(row.agent_signer_serial).toBe('7a1c0003');
    const seal = await testCaVerifier(t.clock).verifyAttached(row.system_signature!, { host: 'localhost', clientIp: '127.0.0.1' });
    expect(seal.ok && Buffer.from(seal.content).equals(content())).toBe(true);
    expect(seal.ok && seal.signers[0].certificate.name).toBe('AGENT PORTAL SYSTEM');

    expectError(await postSignature(signature), 409, 'document_already_signed');
    expectError(await call(t.app, 'GET', '/v1/document/to-sign', { token: owner }), 404, 'document_not_found');
    const read = await call(t.app, 'GET', `/v1/contract/${contract.id}`, { token: owner });
    expect(read.body.data).toMatchObject({ status: 'SIGNED', toSign: contract.toSign });
  });
});

describe('PATCH /v1/business/set-signature', () => {
  it("registers a renewed key of the business over its contract, and refuses another business's key", async () => {
    const renewed = await businessKey({ from: new Date(t.clock.now().getTime() - HOUR), to: new Date(t.clock.now().getTime() + 24 * HOUR), serialNumber: 'c0ffee' });
    const setSignature = (signature: string, token = owner) =>
      call(t.app, 'PATCH', '/v1/business/set-signature', { token, body: { signature } });
    expectError(await setSignature(await sign(keys['demo-director'])), 400, 'signer_tin_mismatch');
    const answer = await setSignature(await sign(renewed));
    expect(answer.body.data).toMatchObject({ taxNumber: TAX_NUMBER, status: 'ACTIVE', hasSignature: true });
    const row = await t.app.ctx.db.selectFrom('business').select('signer_serial').where('tax_number', '=', TAX_NUMBER).executeTakeFirstOrThrow();
    expect(row.signer_serial).toBe('c0ffee');
    expectError(await setSignature(await sign(renewed), employee), 403, 'only_main_account_can_sign');
  });

  it('after staff revoke the owner\'s signature the business is frozen until the owner signs again', async () => {
    const revoke = (taxNumber: string) => staff.revokeSignature(t.app, taxNumber);
    const hasSignature = async () => (await call(t.app, 'GET', '/v1/profile', { token: owner })).body.data.business.hasSignature;
    expect((await revoke(TAX_NUMBER)).status).toBe(200);
    expect(await hasSignature()).toBe(false);
    expectError(await revoke(TAX_NUMBER), 409, 'business_has_no_signature');
    expectError(await revoke('999999999'), 404, 'business_not_found');

    const renewed = await businessKey({ from: new Date(t.clock.now().getTime() - HOUR), to: new Date(t.clock.now().getTime() + 24 * HOUR), serialNumber: 'beef01' });
    const answer = await call(t.app, 'PATCH', '/v1/business/set-signature', { token: owner, body: { signature: await sign(renewed) } });
    expect(answer.body.data).toMatchObject({ status: 'ACTIVE', hasSignature: true });
    expect(await hasSignature()).toBe(true);
  });

  it("signs an individual's pending contract with the individual's key (UID and PINFL)", async () => {
    expect((await staff.approve(t.app, '512345678')).status).toBe(200);
    const individual = (await signIn(t.app, DEMO.moderationAgent.phone, DEMO.moderationAgent.pin)).accessToken;
    const pending = await call(t.app, 'GET', '/v1/document/to-sign', { token: individual });
    const signature = (await createPkcs7(Buffer.from(pending.body.data.toSign, 'base64'), keys.individual, { signingTime: t.clock.now() })).pkcs7;
    const answer = await call(t.app, 'PATCH', '/v1/business/set-signature', { token: individual, body: { signature } });
    expect(answer.body.data).toMatchObject({ form: 'INDIVIDUAL', pin: '31505901234567', status: 'ACTIVE', hasSignature: true });
    const signed = await call(t.app, 'GET', `/v1/contract/${pending.body.data.id}`, { token: individual });
    expect(signed.body.data.status).toBe('SIGNED');
  });
});
