// Issue 22 item 1: the OpenAPI document describes exactly the routes the server has, passes a maintained validator,
// and its answers are the server's (contract-check.ts checks every answer of the API suite; here, that it can fail).
// Runs on PostgreSQL too with TEST_DATABASE_URL.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { Validator } from '@seriousme/openapi-schema-validator';
import { defineCall } from '../../src/shared/api/contract.ts';
import { route } from '../../src/server/http/route.ts';
import { registeredRoutes } from '../../src/server/http/openapi.ts';
import { call, createTestApp, DEMO, signIn, type TestApp } from './helper.ts';
import { differenceFrom } from './contract-check.ts';
import { routesOf } from './route-table.ts';

type Document = { openapi: string; paths: Record<string, Record<string, any>>; components: Record<string, any> };

let t: TestApp;
let document: Document;
beforeAll(async () => {
  t = await createTestApp();
  const answer = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  document = answer.json();
});
afterAll(() => t.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, ':$1'), operation: item[method] })),
  );

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 that a maintained validator accepts', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every route of the server, and no route the server does not have', () => {
    const table = routesOf(t.app);
    expect(table.length).toBeGreaterThan(150);
    const described = new Set(operations().map(({ method, url }) => `${method} ${url}`));
    const served = new Set(table.map(({ method, url }) => `${method} ${url}`));
    expect([...served].filter((route) => !described.has(route))).toEqual([]);
    expect([...described].filter((route) => !served.has(route))).toEqual([]);
    // The document's own list of routes (onRoute) is Fastify's route tree: nothing is registered past the hook.
    expect(new Set(registeredRoutes(t.app).map(({ method, url }) => `${method} ${url}`))).toEqual(served);
  });

  it('describes agent, employee and staff calls with their security, input, envelope and error codes', () => {
    const pay = document.paths['/api/agent/v1/pay']!.post;
    expect(pay.security).toEqual([{ bearer: [] }]);
    expect(pay.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(pay.requestBody.content['application/json'].schema.required).toContain('invoiceNumber');
    expect(pay.responses['200'].content['application/json'].schema.required).toEqual(['data']);
    // Examples: request bodies the call's own schema accepts, the errors with their codes.
    expect(pay.requestBody.content['application/json'].example).toEqual({ invoiceNumber: '1000001', scope: false });
    const bodies = operations().filter(({ operation }) => operation.requestBody?.content['application/json']);
    expect(bodies.length).toBeGreaterThan(80);
    const withoutExample = bodies.filter(({ operation }) => !('example' in operation.requestBody.content['application/json']));
    expect(withoutExample.map(({ method, url }) => `${method} ${url}`)).toEqual([]);
    // Path parameters the call validates carry an example too (an id, a ticket's number, a merchant's key).
    const parameters = operations().flatMap(({ method, url, operation }) =>
      (operation.parameters ?? []).filter((parameter: any) => parameter.in === 'path').map((parameter: any) => ({ at: `${method} ${url} ${parameter.name}`, parameter })),
    );
    expect(parameters.length).toBeGreaterThan(40);
    expect(parameters.filter(({ parameter }) => !('example' in parameter)).map(({ at }) => at)).toEqual([]);
    expect(pay.responses['422'].content['application/json'].example).toEqual({ data: { message: 'idempotency_key_reused', status: 422 } });
    expect(document.paths['/api/employee/v1/pay']!.post).toBeDefined();
    expect(document.paths['/api/agent/v1/otp']!.post.security).toEqual([]);
    expect(document.paths['/api/staff/v1/tickets/{number}/close']!.post.security).toEqual([{ staffBearer: [] }]);
    expect(document.paths['/api/staff/v1/tickets/{number}/close']!.post.parameters[0]).toMatchObject({ name: 'number', in: 'path', required: true });
    expect(document.components.schemas.ErrorBody.properties.data.properties.message.enum).toContain('invoice_is_not_open');
    expect(document.components.parameters.IdempotencyKey.examples.structured.value).toMatch(/^"[0-9a-f-]{36}"$/);
    // The routes registered by hand: a multipart upload, file bytes, an event stream, operations.
    expect(document.paths['/api/agent/v1/file']!.post.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(document.paths['/api/agent/v1/file']!.post.responses['201'].content['application/json'].schema.properties.data.required).toContain('url');
    expect(Object.keys(document.paths['/api/staff/v1/tickets/events']!.get.responses['200'].content)).toEqual(['text/event-stream']);
    expect(document.paths['/health']!.get.security).toEqual([]);
    expect(document.paths['/metrics']!.get.security).toEqual([{ metricsBearer: [] }]);
  });

  it('finds an answer that drifted from its description', async () => {
    const drifting = defineCall({ method: 'GET', path: '/v1/drift-probe', public: true, answer: v.object({ count: v.number() }) });
    const probe = await createTestApp({}, { routes: (app) => route(app, drifting, async () => ({ count: 'three' }) as unknown as { count: number }) });
    expect((await probe.app.inject({ method: 'GET', url: '/api/agent/v1/drift-probe' })).statusCode).toBe(200);
    await expect(probe.close()).rejects.toThrow(/GET \/api\/agent\/v1\/drift-probe → 200: answer\/data\/count must be number/);
    // An error in the envelope with a code the list lacks is a difference too.
    const unknownCode = JSON.stringify({ data: { message: 'no_such_code', status: 400 } });
    expect(differenceFrom(document, 'POST', '/api/agent/v1/pay', 400, 'application/json', unknownCode)).toMatch(/allowed values/);
  });

  it('answers with the document for real calls of every role', async () => {
    const agent = await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin);
    const employee = await signIn(t.app, DEMO.employee.phone, DEMO.employee.pin);
    const answers = [
      ['GET', '/api/agent/v1/profile', agent.accessToken],
      ['GET', '/api/employee/v1/profile', employee.accessToken],
      ['GET', '/api/agent/v1/balance', agent.accessToken],
      ['GET', '/api/staff/v1/me', 'staff-test-token'],
      ['GET', '/api/staff/v1/tickets', 'staff-test-token'],
      ['GET', '/api/agent/v1/profile', undefined],
    ] as const;
    for (const [method, url, token] of answers) {
      const answer = await call(t.app, method, url, { token });
      // These addresses have no parameters: each is its own route's pattern.
      expect(differenceFrom(document, method, url, answer.status, String(answer.headers['content-type']), JSON.stringify(answer.body)), url).toBeNull();
    }
  });
});

describe('the reference page', () => {
  it('is served from our own server with its viewer, under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]!);
    expect(scripts).toEqual(['/api/docs/scalar.js', '/api/docs/start.js']);
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    for (const script of scripts) {
      const answer = await t.app.inject({ method: 'GET', url: script });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    // The 4 MB viewer and the document go out compressed once for all (never per request), or plain.
    for (const url of ['/api/docs/scalar.js', '/api/docs/openapi.json']) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (const [encoding, inflate] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
        const packed = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': `${encoding}, identity;q=0.5` } });
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toMatch(/accept-encoding/i);
        expect(inflate(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
      }
      const refused = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
      expect(refused.headers['content-encoding']).toBe('gzip');
    }
    const start = await t.app.inject({ method: 'GET', url: '/api/docs/start.js' });
    expect(start.body).toContain("url: '/api/docs/openapi.json'");
    expect(start.body).toContain('withDefaultFonts: false');
  });
});
