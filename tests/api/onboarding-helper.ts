// Onboarding steps through the real calls, shared by the business, documents and E-IMZO suites: upload document
// scans, submit a business, and the staff's moderation calls.
import type { FastifyInstance } from 'fastify';
import { AGENT, call, register } from './helper.ts';

export const STAFF_TOKEN = 'staff-test-token';

/** A 1×1 PNG: a valid DOCUMENT scan by content. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A one-page PDF: allowed as a GENERIC upload, not as a document scan. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Uploads a file (multipart) and answers its id. */
export async function upload(
  app: FastifyInstance,
  token: string,
  options: { scope?: string; bytes?: Buffer; filename?: string } = {},
): Promise<string> {
  const boundary = `----onboarding-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="scope"\r\n\r\n${options.scope ?? 'DOCUMENT'}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename ?? 'scan.png'}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    options.bytes ?? PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `${AGENT}/v1/file`,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (response.statusCode !== 201) throw new Error(`upload: ${response.body}`);
  return response.json().data.id;
}

/** Tashkent city (region 10) and one of its districts, as the reference data has them. */
export const TASHKENT = { provinceId: 10, districtId: 127 };

export type BusinessBody = {
  taxNumber: string;
  paymentAccount: string;
  mfo: string;
  passportId: string;
  certificateId: string;
  licenseId?: string | null;
  logoId?: string | null;
  provinceId: number;
  districtId: number;
};

/** A complete, valid body for `taxNumber`, with fresh scans of the caller. */
export async function businessBody(app: FastifyInstance, token: string, taxNumber: string): Promise<BusinessBody> {
  return {
    taxNumber,
    paymentAccount: '20208000900123456789',
    mfo: '00450',
    passportId: await upload(app, token),
    certificateId: await upload(app, token),
    licenseId: null,
    logoId: null,
    ...TASHKENT,
  };
}

export function submitBusiness(app: FastifyInstance, token: string, body: unknown) {
  return call(app, 'POST', '/v1/business', { token, body });
}

/** A new agent whose business `taxNumber` waits for moderation. */
export async function onboardedAgent(app: FastifyInstance, taxNumber: string) {
  const session = await register(app);
  const answer = await submitBusiness(app, session.accessToken, await businessBody(app, session.accessToken, taxNumber));
  if (answer.status !== 200) throw new Error(`business: ${JSON.stringify(answer.body)}`);
  return session;
}

export const staff = {
  waiting: (app: FastifyInstance, token = STAFF_TOKEN) => call(app, 'GET', '/api/staff/v1/businesses', { token }),
  approve: (app: FastifyInstance, taxNumber: string) =>
    call(app, 'POST', `/api/staff/v1/businesses/${taxNumber}/approve`, { token: STAFF_TOKEN }),
  reject: (app: FastifyInstance, taxNumber: string, reason?: string) =>
    call(app, 'POST', `/api/staff/v1/businesses/${taxNumber}/reject`, { token: STAFF_TOKEN, body: { reason } }),
  revokeSignature: (app: FastifyInstance, taxNumber: string) =>
    call(app, 'POST', `/api/staff/v1/businesses/${taxNumber}/revoke-signature`, { token: STAFF_TOKEN }),
};

/** A new agent whose business `taxNumber` was approved: its contract waits for the owner's signature. */
export async function approvedAgent(app: FastifyInstance, taxNumber: string) {
  const session = await onboardedAgent(app, taxNumber);
  const approved = await staff.approve(app, taxNumber);
  if (approved.status !== 200) throw new Error(`approve: ${JSON.stringify(approved.body)}`);
  return session;
}
