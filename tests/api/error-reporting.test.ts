// Issue 22 item 3: with SENTRY_DSN set, a 5xx reaches the Sentry-compatible service as an envelope (a local HTTP
// server stands in for the DSN's host: the SDK's real transport posts to /api/<project>/envelope/), carrying the
// error and the release, and none of the phone, card, token or PIN that the failing request and error held.
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helper.ts';
import { PRODUCT_VERSION } from '../../src/server/lib/version.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
const PHONE = '998901234567';
const CARD = '8600123456789012';

type Received = { url: string; lines: unknown[] };
const received: Received[] = [];
let service: http.Server;
let t: TestApp;

beforeAll(async () => {
  service = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
      const lines = body
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown);
      received.push({ url: request.url ?? '', lines });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const { port } = service.address() as AddressInfo;
  t = await createTestApp(
    { sentryDsn: `http://publickey@127.0.0.1:${port}/42` },
    {
      routes: (app) => {
        // A handler that fails the way a real one can: an error whose message quotes what it was working on.
        app.post('/api/agent/v1/test-only/fail', async () => {
          throw new Error(`billing refused card ${CARD} of phone +${PHONE} with token ${JWT}`);
        });
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => service.close(resolve));
});

async function eventArrives(): Promise<{ url: string; event: Record<string, any>; raw: string }> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    for (const envelope of received) {
      const index = envelope.lines.findIndex((line) => (line as { type?: string }).type === 'event');
      if (index >= 0) return { url: envelope.url, event: envelope.lines[index + 1] as Record<string, any>, raw: JSON.stringify(envelope.lines) };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no event reached the DSN');
}

describe('error reporting with SENTRY_DSN', () => {
  it('sends a 5xx to the service, scrubbed of phones, cards, tokens and PINs', async () => {
    const answer = await call(t.app, 'POST', `/api/agent/v1/test-only/fail?phone=${PHONE}`, {
      token: JWT,
      body: { pin: '111111', code: '123456', cardNumber: CARD },
    });
    expect(answer.status).toBe(500);
    expect(answer.body.data).toEqual({ message: 'internal_error', status: 500 });

    const { url, event, raw } = await eventArrives();
    expect(url).toMatch(/^\/api\/42\/envelope\/\?/);
    expect(event.release).toBe(PRODUCT_VERSION);
    expect(event.exception.values[0].type).toBe('Error');
    expect(event.exception.values[0].value).toMatch(/^billing refused card \[Filtered\] of phone \[Filtered\] with token \[Filtered\]$/);
    expect(event.tags).toMatchObject({ method: 'POST', route: '/api/agent/v1/test-only/fail' });
    for (const secret of [PHONE, CARD, JWT, '111111', '123456', '8600 1234']) expect(raw).not.toContain(secret);
  });

  it('sends nothing for a 4xx', async () => {
    const before = received.length;
    const answer = await call(t.app, 'GET', '/api/agent/v1/business/balance');
    expect(answer.status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received.length).toBe(before);
  });
});
