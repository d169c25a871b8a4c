// EIMZO.md: the emulator answers the E-IMZO protocol over a real websocket; the production verifier talks to
// E-IMZO-SERVER in its documented shapes (a stub server here); test key material is refused in production.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as pkijs from 'pkijs';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keyProblem, keysOf, parseAlias, type EimzoKeyFile } from '../../src/shared/eimzo.ts';
import { EMULATOR_REASONS, startEimzoEmulator, type RunningEmulator } from '../../src/server/eimzo-emulator/emulator.ts';
import { createPkcs7, readSignedData } from '../../src/server/providers/signature/cms.ts';
import { devSignatureProvider, testCaVerifier } from '../../src/server/providers/signature/dev-verifier.ts';
import { signatureProviderFor } from '../../src/server/providers/default-providers.ts';
import { eimzoServerProvider, eimzoServerVerifier, VERIFY_ATTACHED_PATH } from '../../src/server/providers/signature/eimzo-server-verifier.ts';
import { testCertificateAuthority } from '../../src/server/providers/signature/test-ca.ts';
import { call, createTestApp, expectError, testClock } from './helper.ts';
import { approvedAgent } from './onboarding-helper.ts';

type Reply = Record<string, any> & { success: boolean };

/** Opens a socket, sends each frame, collects one reply per frame, closes: the official client's way of calling. */
async function exchange(url: string, frames: unknown[]): Promise<Reply[]> {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const replies: Reply[] = [];
  const done = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      replies.push(JSON.parse(data.toString()));
      if (replies.length === frames.length) resolve();
    }),
  );
  for (const frame of frames) socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  await done;
  socket.close();
  return replies;
}

const one = async (url: string, frame: unknown) => (await exchange(url, [frame]))[0];
const context = { host: 'portal.example.uz', clientIp: '203.0.113.7' };

describe('the E-IMZO emulator', () => {
  let emulator: RunningEmulator;
  let files: EimzoKeyFile[];
  const verifier = testCaVerifier(testClock());
  beforeAll(async () => {
    emulator = await startEimzoEmulator({ port: 0 });
    files = (await one(emulator.url, { plugin: 'pfx', name: 'list_all_certificates' })).certificates;
  });
  afterAll(() => emulator.close());
  afterEach(() => {
    emulator.state.password = 'accept';
  });

  const load = async (name: string) => {
    const file = files.find((item) => item.name === name)!;
    const reply = await one(emulator.url, { plugin: 'pfx', name: 'load_key', arguments: [file.disk, file.path, file.name, file.alias] });
    expect(reply).toMatchObject({ success: true, type: 'PFX_KEY_STORE' });
    return reply.keyId as string;
  };

  it('answers version and apikey, one reply per frame on one socket', async () => {
    const replies = await exchange(emulator.url, [
      { name: 'version' },
      { name: 'apikey', arguments: ['localhost', '96D0C149', '127.0.0.1', 'A7BCFA5D'] },
      { name: 'apikey', arguments: ['localhost'] },
      'not json',
      { plugin: 'pfx', name: 'no_such_call' },
    ]);
    expect(replies).toEqual([
      { success: true, major: '4', minor: '86' },
      { success: true },
      { success: false, reason: EMULATOR_REASONS.badArguments },
      { success: false, reason: EMULATOR_REASONS.badRequest },
      { success: false, reason: EMULATOR_REASONS.unknownFunction },
    ]);
  });

  it('lists four keys with real-format aliases that the shared parser reads', async () => {
    expect((await one(emulator.url, { plugin: 'pfx', name: 'list_disks' })).disks).toEqual(['C:\\']);
    const onDisk = await one(emulator.url, { plugin: 'pfx', name: 'list_certificates', arguments: ['C:\\'] });
    expect(onDisk.certificates).toEqual(files);
    const keys = keysOf(files);
    expect(keys.map((key) => key.file.name)).toEqual(['DS305123456', 'DS305123456_2022', 'DS307654321', 'DS512345678']);
    const demo = { taxNumber: '305123456', pin: null };
    expect(keys.map((key) => keyProblem(key, demo, new Date()))).toEqual([null, 'key_expired', 'key_not_of_business', 'key_not_of_business']);
    expect(keys[0]).toMatchObject({ tin: '305123456', pinfl: '30101901234567', title: 'DIREKTOR', legalEntity: true, serialNumber: '7A1C0001' });
    expect(keys[3]).toMatchObject({ tin: '512345678', pinfl: '31505901234567', legalEntity: false, organization: null });
    expect(files[0].alias).toMatch(/^cn=karimov aziz,name=aziz,surname=karimov,.*,1\.2\.860\.3\.16\.1\.1=305123456,.*serialnumber=7a1c0001,validfrom=\d{4}\.\d{2}\.\d{2} /);
    expect(parseAlias(files[1].alias)?.validTo).toEqual(new Date(2024, 3, 25, 23, 59, 59));
  });

  it('signs attached and detached PKCS#7 that the server verifies under the test CA', async () => {
    const keyId = await load('DS305123456');
    expect(await one(emulator.url, { plugin: 'pfx', name: 'verify_password', arguments: [keyId] })).toEqual({ success: true });
    const data = Buffer.from('Агентский договор').toString('base64');
    const attached = await one(emulator.url, { plugin: 'pkcs7', name: 'create_pkcs7', arguments: [data, keyId, 'no'] });
    expect(attached).toMatchObject({ success: true, signer_serial_number: '7a1c0001', signature_hex: expect.stringMatching(/^[0-9a-f]{128}$/) });
    const verified = await verifier.verifyAttached(attached.pkcs7_64, context);
    expect(verified.ok).toBe(true);
    if (verified.ok) {
      expect(Buffer.from(verified.content).toString('base64')).toBe(data);
      expect(verified.signers[0].certificate).toMatchObject({ tin: '305123456', pinfl: '30101901234567', serialNumber: '7a1c0001' });
      expect(verified.signers[0].signatureHex).toBe(attached.signature_hex);
    }
    const detached = await one(emulator.url, { plugin: 'pkcs7', name: 'create_pkcs7', arguments: [data, keyId, 'yes'] });
    expect(readSignedData(detached.pkcs7_64).encapContentInfo.eContent).toBeUndefined();

    const chain = await one(emulator.url, { plugin: 'x509', name: 'get_certificate_chain', arguments: [keyId] });
    expect(chain.certificates).toHaveLength(2);
    const request = await one(emulator.url, { plugin: 'tsaclient', name: 'get_timestamp_token_request_for_signature', arguments: [attached.signature_hex] });
    const imprint = pkijs.TimeStampReq.fromBER(Buffer.from(request.timestamp_request_64, 'base64')).messageImprint;
    expect(Buffer.from(imprint.hashedMessage.valueBlock.valueHexView)).toEqual(
      crypto.createHash('sha256').update(Buffer.from(attached.signature_hex, 'hex')).digest(),
    );
    expect((await one(emulator.url, { name: 'get_timestamp_token_request_for_signature', arguments: [attached.signature_hex] })).success).toBe(true);
  });

  it('appends a second signer and attaches a timestamp token to a signer', async () => {
    const first = await load('DS305123456');
    const second = await load('DS307654321');
    const data = Buffer.from('joint document').toString('base64');
    const signed = await one(emulator.url, { plugin: 'pkcs7', name: 'create_pkcs7', arguments: [data, first, ''] });
    const appended = await one(emulator.url, { plugin: 'pkcs7', name: 'append_pkcs7_attached', arguments: [signed.pkcs7_64, second] });
    expect(appended.signer_serial_number).toBe('7a1c0003');
    const both = await verifier.verifyAttached(appended.pkcs7_64, context);
    expect(both.ok && both.signers.map((signer) => signer.certificate.tin)).toEqual(['305123456', '307654321']);

    // The development timestamp authority's token over the signer's signature: the emulator only places it, and the
    // verifier accepts it (any other CMS would be refused as a timestamp token).
    const token = (await devSignatureProvider(testClock()).timestamper.stamp(signed.signature_hex))!;
    const stamped = await one(emulator.url, {
      plugin: 'pkcs7',
      name: 'attach_timestamp_token_pkcs7',
      arguments: [signed.pkcs7_64, signed.signer_serial_number, token],
    });
    expect(stamped.success).toBe(true);
    const signer = readSignedData(stamped.pkcs7_64).signerInfos[0];
    expect(signer.unsignedAttrs?.attributes[0].type).toBe('1.2.840.113549.1.9.16.2.14');
    const verified = await verifier.verifyAttached(stamped.pkcs7_64, context);
    expect(verified.ok && verified.signers[0].timestampTime).toBeInstanceOf(Date);
    const fake = (await createPkcs7(Buffer.from('token'), emulator.state.keys[0].key)).pkcs7;
    const faked = await one(emulator.url, { plugin: 'pkcs7', name: 'attach_timestamp_token_pkcs7', arguments: [signed.pkcs7_64, signed.signer_serial_number, fake] });
    expect(await verifier.verifyAttached(faked.pkcs7_64, context)).toMatchObject({ ok: false, code: 'signature_is_invalid' });
  });

  it('answers the error replies of EIMZO.md: cancelled or wrong password, unknown key, bad arguments', async () => {
    const file = files[0];
    const loadArgs = { plugin: 'pfx', name: 'load_key', arguments: [file.disk, file.path, file.name, file.alias] };
    emulator.state.password = 'cancel';
    expect(await one(emulator.url, loadArgs)).toEqual({ success: false, reason: 'Ввод пароля отменен' });
    emulator.state.password = 'wrong';
    expect((await one(emulator.url, loadArgs)).reason).toContain('BadPaddingException');
    emulator.state.password = 'accept';
    expect(await one(emulator.url, { ...loadArgs, arguments: [file.disk, file.path, 'DS000', file.alias] })).toEqual({
      success: false,
      reason: EMULATOR_REASONS.keyNotFound,
    });
    const keyId = await load(file.name);
    expect(await one(emulator.url, { plugin: 'pfx', name: 'unload_key', arguments: [keyId] })).toEqual({ success: true });
    const afterUnload = await one(emulator.url, { plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['AAAA', keyId, 'no'] });
    expect(afterUnload).toEqual({ success: false, reason: EMULATOR_REASONS.unknownKeyId });
    const live = await load(file.name);
    const notBase64 = await one(emulator.url, { plugin: 'pkcs7', name: 'create_pkcs7', arguments: ['%%%', live, 'no'] });
    expect(notBase64).toEqual({ success: false, reason: EMULATOR_REASONS.badArguments });
  });
});

describe('test key material in production', () => {
  it('is refused: the test CA and the emulator do not start with NODE_ENV=production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => testCertificateAuthority()).toThrow(/test-only/);
      await expect(startEimzoEmulator({ port: 0 })).rejects.toThrow(/test-only/);
    } finally {
      process.env.NODE_ENV = before;
    }
  });
});

type Stub = { url: string; requests: { path: string; headers: http.IncomingHttpHeaders; body: string }[]; reply: (body: string) => [number, unknown] };

/** A stand-in E-IMZO-SERVER answering in the shapes of its README (§2.2.4). */
async function stubEimzoServer(): Promise<Stub & { close: () => Promise<void> }> {
  const stub = { requests: [] as Stub['requests'], reply: (() => [500, {}]) as Stub['reply'] };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      stub.requests.push({ path: request.url ?? '', headers: request.headers, body });
      const [status, json] = stub.reply(body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(stub, { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}

/** One signer as E-IMZO-SERVER describes it; `overrides` flips the verdicts. */
function signerJson(subject: Record<string, string>, overrides: Record<string, unknown> = {}) {
  return {
    signerId: { issuer: 'CN=TestCA,O=test.e-imzo.uz', subjectSerialNumber: '218711a92' },
    signingTime: '2026-11-22 13:17:53',
    signature: 'a88ab92b3eed2221925a8532a88ff52d94fc7fa2d0b3579f614822f0723395ee4727de2ed694a21715879637b3181febb94da9016f5a1737d7e9f9920719e90d',
    digest: '3369cd520c8e556502b9bc0ac34ca69cafee96f2f4a8371a63d4dd7d3a458d05',
    certificate: [
      {
        subjectInfo: subject,
        issuerInfo: { CN: 'TestCA', O: 'test.e-imzo.uz' },
        serialNumber: '218711a92',
        subjectName: Object.entries(subject).map(([key, value]) => `${key}=${value}`).join(','),
        validFrom: '2026-01-24 17:29:21',
        validTo: '2028-01-24 17:29:21',
        issuerName: 'CN=TestCA,O=test.e-imzo.uz',
      },
    ],
    OCSPResponse: 'MIIGdTCBr6',
    verified: true,
    certificateVerified: true,
    certificateValidAtSigningTime: true,
    ...overrides,
  };
}

const verifyReply = (document: string, signer: unknown) => ({ pkcs7Info: { signers: [signer], documentBase64: document }, status: 1, message: '' });

describe('the E-IMZO-SERVER verifier', () => {
  let stub: Awaited<ReturnType<typeof stubEimzoServer>>;
  beforeAll(async () => {
    stub = await stubEimzoServer();
  });
  afterAll(() => stub.close());
  const document = Buffer.from('some document').toString('base64');
  const company = { CN: 'KARIMOV AZIZ', UID: '412345678', '1.2.860.3.16.1.2': '30101901234567', '1.2.860.3.16.1.1': '305123456' };

  it('posts the PKCS#7 with Host and X-Real-IP and reads the signer and the document', async () => {
    stub.reply = () => [200, verifyReply(document, signerJson(company))];
    const result = await eimzoServerVerifier({ url: stub.url }).verifyAttached('MIAGCSqGSIb3\nDQEHAqCA', context);
    expect(stub.requests.at(-1)).toMatchObject({
      path: VERIFY_ATTACHED_PATH,
      body: 'MIAGCSqGSIb3DQEHAqCA',
      headers: { host: 'portal.example.uz', 'x-real-ip': '203.0.113.7' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Buffer.from(result.content).toString('base64')).toBe(document);
    expect(result.signers[0]).toMatchObject({
      certificate: { tin: '305123456', pinfl: '30101901234567', name: 'KARIMOV AZIZ', serialNumber: '218711a92' },
      // Its times are Tashkent's (UTC+5).
      signingTime: new Date('2026-11-22T08:17:53Z'),
    });
    stub.reply = () => [200, verifyReply(document, signerJson({ CN: 'YUSUPOVA MALIKA', UID: '512345678', '1.2.860.3.16.1.2': '31505901234567' }))];
    const individual = await eimzoServerVerifier({ url: stub.url }).verifyAttached('MIAG', context);
    expect(individual.ok && individual.signers[0].certificate.tin).toBe('512345678');
  });

  it('maps its verdicts to the refusal codes', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ verified: false }, 'signature_is_invalid'],
      [{ certificateVerified: false }, 'certificate_untrusted'],
      [{ revokedStatusInfo: { reason: 'KEY_COMPROMISE', date: '2026-01-01 00:00:00' } }, 'certificate_untrusted'],
      [{ certificateValidAtSigningTime: false }, 'certificate_expired'],
      [{ exception: 'OCSP status unknown' }, 'signature_is_invalid'],
      [{ timeStampInfo: { time: '2026-11-22 13:18:53', verified: false } }, 'signature_is_invalid'],
    ];
    for (const [overrides, code] of cases) {
      stub.reply = () => [200, verifyReply(document, signerJson(company, overrides))];
      expect(await eimzoServerVerifier({ url: stub.url }).verifyAttached('MIAG', context)).toMatchObject({ ok: false, code });
    }
    stub.reply = () => [200, { status: -10, message: 'Signature invalid' }];
    expect(await eimzoServerVerifier({ url: stub.url }).verifyAttached('MIAG', context)).toMatchObject({ ok: false, code: 'signature_is_invalid' });
    stub.reply = () => [502, { error: 'vpn down' }];
    expect(await eimzoServerVerifier({ url: stub.url }).verifyAttached('MIAG', context)).toMatchObject({ ok: false, code: 'signature_service_unavailable' });
    const refused = await eimzoServerVerifier({ url: 'http://127.0.0.1:1' }).verifyAttached('MIAG', context);
    expect(refused).toMatchObject({ ok: false, code: 'signature_service_unavailable' });
  });

  it('is the provider an app is configured with by EIMZO_SERVER_URL; the test CA without it, none in production', () => {
    const clock = testClock();
    expect(signatureProviderFor({ env: 'test' }, clock, { eimzoServerUrl: stub.url }).verifier.name).toBe('e-imzo-server');
    expect(signatureProviderFor({ env: 'production' }, clock, { eimzoServerUrl: stub.url }).verifier.name).toBe('e-imzo-server');
    expect(signatureProviderFor({ env: 'test' }, clock, { eimzoServerUrl: null }).verifier.name).toBe('test-ca');
    expect(signatureProviderFor({ env: 'production' }, clock, { eimzoServerUrl: null }).verifier.name).toBe('unconfigured');
  });

  it('verifies the contract signature of an app using E-IMZO-SERVER; the rules on top still hold', async () => {
    const t = await createTestApp({}, { providers: { signature: eimzoServerProvider({ url: stub.url }) } });
    try {
      const owner = (await approvedAgent(t.app, '307654321')).accessToken;
      const pending = (await call(t.app, 'GET', '/v1/document/to-sign', { token: owner })).body.data;
      const boshqa = { CN: 'RASULOV TIMUR', '1.2.860.3.16.1.1': '307654321' };
      const signedAt = (date: Date) => new Date(date.getTime() + 5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
      const now = { signingTime: signedAt(t.clock.now()) };

      stub.reply = () => [200, verifyReply(Buffer.from('another text').toString('base64'), signerJson(boshqa, now))];
      const sign = () => call(t.app, 'POST', '/v1/document/sign', { token: owner, body: { contractId: pending.id, signature: 'MIAGCSqG' } });
      expectError(await sign(), 400, 'signature_content_mismatch');
      stub.reply = () => [200, verifyReply(pending.toSign, signerJson(company, now))];
      expectError(await sign(), 400, 'signer_tin_mismatch');
      stub.reply = () => [200, verifyReply(pending.toSign, signerJson(boshqa, { ...now, certificateValidAtSigningTime: false }))];
      expectError(await sign(), 400, 'certificate_expired');
      stub.reply = () => [503, {}];
      expectError(await sign(), 503, 'signature_service_unavailable');

      stub.reply = () => [200, verifyReply(pending.toSign, signerJson(boshqa, now))];
      const accepted = await sign();
      expect(accepted.body.data).toMatchObject({ status: 'SIGNED' });
      expect(stub.requests.at(-1)?.headers).toMatchObject({ host: 'localhost', 'x-real-ip': '127.0.0.1' });
      const row = await t.app.ctx.db.selectFrom('contract').selectAll().where('id', '=', pending.id).executeTakeFirstOrThrow();
      // The system's O'zDSt seal is applied outside this server: its time is recorded, no signature file.
      expect(row).toMatchObject({ agent_signer_serial: '218711a92', system_signature: null, system_signed_at: expect.any(String) });
    } finally {
      await t.close();
    }
  });
});
