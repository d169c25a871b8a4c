// Issue 22 item 1: the API's OpenAPI 3.1 description, generated from what registers the routes, never written apart.
// Every route carries its description in its Fastify config: route() puts the shared call (src/shared/api) there, whose
// valibot schemas become JSON Schema through @valibot/to-json-schema; the few routes registered by hand (uploads, file
// bytes, event streams, operations) carry a small description beside their registration, with a valibot schema
// wherever one exists. An onRoute hook gathers them in registration order, so the document lists exactly the routes
// the server has (tests/api/openapi.test.ts holds the two to each other). Served at GET /api/docs/openapi.json, and
// read at /api/docs through Scalar's standalone bundle served from node_modules (no CDN).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { IDEMPOTENCY_HEADER, type Call } from '#shared/api/contract.ts';
import { ERROR_CODES, STAFF_ERROR_CODES } from '#shared/errors.ts';
import { bodyExample, sample, type JsonSchema } from './openapi-examples.ts';

/** A schema in a hand-kept description: a valibot schema where one exists, else JSON Schema written beside the route. */
type AnySchema = v.GenericSchema | JsonSchema;

/** Who may call a route: no token, the portal's access token, the staff session's token, or METRICS_TOKEN. */
export type Security = 'none' | 'bearer' | 'staff' | 'metrics';

/** A route registered by hand: what its registration does, for the routes whose input or answer no call describes. */
export type HandDescription = {
  summary: string;
  description?: string;
  security: Security;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; description?: string; example?: unknown; schema: AnySchema }[];
  requestBody?: { contentType: string; schema: AnySchema; description?: string };
  /** Answers by status: the media type and its schema (none for bytes of any type). */
  responses: Record<string, { description: string; contentType?: string; schema?: AnySchema }>;
  /** Error answers (the envelope of DESIGN §3) by status and code, besides 400 (a NUL anywhere) and 500 of every route, and 429. */
  errors?: Record<number, string>;
};

/** What a route's Fastify config carries for this document (`config.openapi`). */
export type ApiDescription =
  | { kind: 'call'; call: Call; status: number }
  | ({ kind: 'hand' } & HandDescription);

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: ApiDescription;
  }
}

/** The config of a route registered by hand: `app.get(url, handRoute({...}), handler)`. */
export function handRoute(description: HandDescription): { config: { openapi: ApiDescription } } {
  return { config: { openapi: { kind: 'hand', ...description } } };
}

export type RegisteredRoute = { method: string; url: string; description: ApiDescription | undefined };

const routeTables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered after `registerApiDescription`, as Fastify's onRoute saw it (HEAD twins left out). */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routeTables.get(app) ?? [];
}

// ----- JSON Schema from valibot -----

const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  // What travels on the wire: the input of a body, parameters and query; an answer is what the client parses, its input too.
  typeMode: 'input',
  errorMode: 'throw',
  // Checks JSON Schema cannot say (a trim before a length, a custom check) are left to the server's own validation.
  ignoreActions: ['trim', 'to_lower_case', 'to_upper_case', 'check', 'raw_check', 'partial_check', 'forward'],
};

function isValibot(schema: AnySchema): schema is v.GenericSchema {
  return (schema as { kind?: unknown }).kind === 'schema' && typeof (schema as { '~run'?: unknown })['~run'] === 'function';
}

function jsonSchema(schema: AnySchema): JsonSchema {
  if (!isValibot(schema)) return schema;
  const { $schema: _dialect, ...converted } = toJsonSchema(schema, CONVERSION) as JsonSchema;
  if ('$defs' in converted) throw new Error('a recursive schema needs its definitions hoisted into components');
  return converted;
}

const envelope = (data: JsonSchema): JsonSchema => ({ type: 'object', properties: { data }, required: ['data'], additionalProperties: false });

// ----- errors -----

const CODES = [...ERROR_CODES, ...STAFF_ERROR_CODES];

const ERROR_BODY: JsonSchema = {
  description:
    'The error envelope of every refusal: `message` is a code of src/shared/errors.ts (the staff API adds its own five), ' +
    '`status` repeats the HTTP status, `fields` names the invalid fields of a `validation_error` (field path → reason).',
  ...envelope({
    type: 'object',
    properties: {
      message: { type: 'string', enum: CODES },
      status: { type: 'integer', minimum: 400, maximum: 599 },
      fields: { type: 'object', additionalProperties: { type: 'string' } },
    },
    required: ['message', 'status'],
    additionalProperties: false,
  }),
};

const errorAnswer = (status: number, code: string, description: string, fields?: Record<string, string>) => ({
  description,
  content: {
    'application/json': {
      schema: { $ref: '#/components/schemas/ErrorBody' },
      example: { data: { message: code, status, ...(fields ? { fields } : {}) } },
    },
  },
});

const ERROR_TEXTS: Record<string, string> = {
  validation_error: 'The input is invalid: `fields` names each invalid field.',
  unauthorized: 'No valid token.',
  access_denied: "The token's user may not make this call here.",
  forbidden: "The staff user's roles do not include this call's.",
  idempotency_request_in_progress: 'A request with this Idempotency-Key is still running: retry later.',
  idempotency_key_reused: 'This Idempotency-Key was used with another request.',
  too_many_requests: 'Over the rate limit (RATE_LIMIT, AUTH_RATE_LIMIT per minute).',
  global_tech_mode_is_on: 'Technical mode is on (spec 01 §2.1): only sign-in, profile and security calls are served.',
  internal_error: 'An unexpected failure (logged with the request id).',
};

/** The error answers of a route: the ones its description implies, `4XX` for its rules' own codes, and 500. */
function errorAnswers(errors: Record<number, string>, apiRoute: boolean) {
  // Every route refuses a NUL in its parameters, query or body (framework-errors.ts registerNulGuard).
  const all: Record<number, string> = { 400: 'validation_error', ...errors, 500: 'internal_error' };
  if (apiRoute) all[429] = 'too_many_requests';
  const answers: Record<string, unknown> = {};
  for (const [status, code] of Object.entries(all)) answers[status] = errorAnswer(Number(status), code, ERROR_TEXTS[code] ?? code);
  if (apiRoute) {
    answers['4XX'] = {
      description: "A refusal by the call's own rules, with its code (`not_found`, `invoice_is_not_open`, ...).",
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  return answers;
}

// ----- operations -----

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function operationId(method: string, url: string): string {
  const words = `${method.toLowerCase()} ${url.replace(/^\/api\//, '').replace(/:/g, 'by ')}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

/** The tag of a route: its base and the first word of its path (`agent · invoice`, `staff · tickets`). */
function tagOf(url: string): string {
  const match = /^\/api\/(agent|employee|staff|dev|docs)(?:\/v\d+)?\/?([^/]*)/.exec(url);
  if (!match) return url.startsWith('/file/') ? 'files' : 'operations';
  return match[2] && match[1] !== 'docs' ? `${match[1]} · ${match[2]}` : match[1]!;
}

const SECURITY: Record<Security, unknown[]> = {
  none: [],
  bearer: [{ bearer: [] }],
  staff: [{ staffBearer: [] }],
  metrics: [{ metricsBearer: [] }],
};

/** Path or query parameters from an object schema's properties. */
function parametersOf(schema: JsonSchema | undefined, where: 'path' | 'query', url: string) {
  // Parameters are named fields: a schema of another shape would describe none of them, silently.
  if (schema && schema.type !== 'object') throw new Error(`the ${where} schema of ${url} is no object: ${JSON.stringify(schema).slice(0, 100)}`);
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required ?? []) as string[]);
  const named = Object.entries(properties).map(([name, property]) => {
    const example = sample(property, name);
    return { name, in: where, required: where === 'path' || required.has(name), schema: property, ...(example === undefined ? {} : { example }) };
  });
  if (where === 'path') {
    // A path parameter the call does not validate is still part of the address.
    for (const [, name] of url.matchAll(/:(\w+)/g)) {
      if (!(name! in properties)) named.push({ name: name!, in: 'path', required: true, schema: { type: 'string' }, example: sample({ type: 'string' }, name) });
    }
  }
  return named;
}

function callOperation(method: string, url: string, call: Call, status: number) {
  const base = /^\/api\/(agent|employee|staff)\//.exec(url)?.[1];
  const body = call.body ? jsonSchema(call.body) : undefined;
  const params = call.params ? jsonSchema(call.params) : undefined;
  const query = call.query ? jsonSchema(call.query) : undefined;
  const notes: string[] = [];
  if (call.public) notes.push('Needs no token.');
  else if (call.staff) notes.push("The staff session's token (or STAFF_TOKEN); the staff user's roles decide (403 `forbidden`).");
  else notes.push('The access token of a signed-in agent' + (call.scoped ? ' (under /api/agent) or employee (under /api/employee).' : '.'));
  if (call.scoped) notes.push("An employee's call: served under both /api/agent and /api/employee, each refusing the other role's token.");
  if (call.duringTechMode) notes.push('Served while technical mode is on.');
  if (call.idempotent) {
    notes.push(
      'Moves money: send an `Idempotency-Key` (a UUID; bare or as a quoted structured-field string). The first answer to a key is ' +
        'stored for 30 days and replayed, marked `Idempotent-Replayed: true`; the same key with another request answers 422.',
    );
  }
  const errors: Record<number, string> = {};
  if (!call.public) errors[401] = 'unauthorized';
  if (!call.public && (call.scoped || call.staff)) errors[403] = call.staff ? 'forbidden' : 'access_denied';
  if (call.idempotent) Object.assign(errors, { 409: 'idempotency_request_in_progress', 422: 'idempotency_key_reused' });
  if (!call.staff && !call.duringTechMode) errors[503] = 'global_tech_mode_is_on';
  const answers = errorAnswers(errors, true);
  if (body) {
    answers[400] = errorAnswer(400, 'validation_error', ERROR_TEXTS.validation_error!, { [Object.keys(body?.properties ?? { field: 0 })[0]!]: 'invalid' });
  }
  return {
    operationId: operationId(method, url),
    summary: `${method} ${openApiPath(call.path)}`,
    description: notes.join(' '),
    tags: [tagOf(url)],
    security: SECURITY[call.public ? 'none' : base === 'staff' ? 'staff' : 'bearer'],
    parameters: [
      ...parametersOf(params, 'path', url),
      ...parametersOf(query, 'query', url),
      ...(call.idempotent ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ],
    ...(body
      ? {
          requestBody: {
            required: ((body.required as string[] | undefined) ?? []).length > 0,
            content: { 'application/json': { schema: body, ...bodyExample(call.body!, body) } },
          },
        }
      : {}),
    responses: {
      [status]: call.file
        ? {
            // An export: the file itself, as `format` asks (issue 21 item 3), not the envelope.
            description: 'The file, as an attachment (Content-Disposition): CSV (UTF-8 with BOM, `;`) or XLSX.',
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
            },
          }
        : {
            description: 'The answer, in the `{data}` envelope.',
            ...(call.idempotent ? { headers: { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } } } : {}),
            content: { 'application/json': { schema: envelope(jsonSchema(call.answer)) } },
          },
      ...answers,
    },
  };
}

function handOperation(method: string, url: string, hand: HandDescription) {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(hand.responses)) {
    responses[status] = {
      description: answer.description,
      ...(answer.contentType ? { content: { [answer.contentType]: answer.schema ? { schema: jsonSchema(answer.schema) } : {} } } : {}),
    };
  }
  Object.assign(responses, errorAnswers(hand.errors ?? {}, /^\/(api|file)\//.test(url)));
  return {
    operationId: operationId(method, url),
    summary: hand.summary,
    ...(hand.description ? { description: hand.description } : {}),
    tags: [tagOf(url)],
    security: SECURITY[hand.security],
    parameters: (hand.parameters ?? []).map((parameter) => {
      const schema = jsonSchema(parameter.schema);
      const example = parameter.example ?? sample(schema, parameter.name);
      return { ...parameter, required: parameter.in === 'path' || !!parameter.required, schema, ...(example === undefined ? {} : { example }) };
    }),
    ...(hand.requestBody
      ? { requestBody: { required: true, ...(hand.requestBody.description ? { description: hand.requestBody.description } : {}), content: { [hand.requestBody.contentType]: { schema: jsonSchema(hand.requestBody.schema) } } } }
      : {}),
    responses,
  };
}

const IDEMPOTENCY_EXAMPLE = '8e03978e-40d5-43e8-bc93-6894a57f9324';

/** The whole document for the routes registered so far. */
export function apiDocument(routes: readonly RegisteredRoute[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, description } of routes) {
    if (!description) continue;
    const operation =
      description.kind === 'call' ? callOperation(method, url, description.call, description.status) : handOperation(method, url, description);
    (paths[openApiPath(url)] ??= {})[method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Agent Portal API',
      version,
      description:
        'The API of the Agent Portal: the agent API under `/api/agent`, the calls an employee (cashier) makes under ' +
        '`/api/employee`, the staff console\'s API under `/api/staff`, and the operations endpoints. Generated from the ' +
        'contract in `src/shared/api` (valibot schemas) and the server\'s own route table.\n\n' +
        'Every answer is an envelope: `{"data": ...}` on success, `{"data": {"message": code, "status": status, "fields"?}}` ' +
        'on a refusal. Sign in through `POST /api/agent/v1/otp` → `/v1/otp/confirm-otp` → `/v1/otp/enter-password` for a ' +
        'bearer token; calls that move money take an `Idempotency-Key`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: ERROR_BODY },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of a signed-in agent or employee (`auth.accessToken` of the sign-in answer).' },
        staffBearer: { type: 'http', scheme: 'bearer', description: 'The staff session token (`POST /api/staff/v1/auth/sign-in`) or the server\'s STAFF_TOKEN.' },
        metricsBearer: { type: 'http', scheme: 'bearer', description: 'The server\'s METRICS_TOKEN.' },
      },
      parameters: {
        IdempotencyKey: {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description:
            'A key of the client\'s choosing per operation (a UUID), as draft-ietf-httpapi-idempotency-key-header has it: a ' +
            'structured-field string (`"..."`) or the bare key, which mean the same key. Up to 255 printable ASCII characters.',
          schema: { type: 'string', minLength: 1, maxLength: 512 },
          examples: {
            structured: { summary: 'A structured-field string (the draft)', value: `"${IDEMPOTENCY_EXAMPLE}"` },
            bare: { summary: 'The bare key', value: IDEMPOTENCY_EXAMPLE },
          },
        },
      },
      headers: {
        IdempotentReplayed: { description: '`true` when the answer is the stored first answer to this Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
      },
    },
  };
}

// ----- serving -----

const require = createRequire(import.meta.url);
// The package exports no path to its browser bundle: it lies beside its entry (dist/index.js).
const SCALAR_BUNDLE = path.join(path.dirname(require.resolve('@scalar/api-reference')), 'browser/standalone.js');
const VERSION = (JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agent Portal API</title>
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/scalar.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

// Outside the page, which allows no inline script (the server's CSP). No fonts nor anything else from another origin.
const START = `Scalar.createApiReference('#reference', {
  url: '/api/docs/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  documentDownloadType: 'json',
  // Its AI agent and MCP generator are services of scalar.com: not for a portal that stays on its own server.
  agent: { disabled: true },
  mcp: { disabled: true },
});
`;

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A text compressed once, off the event loop: compressing the 4 MB viewer per request would cost ~0.4 s of CPU each. */
async function encodedOnce(text: Buffer | string): Promise<Encoded> {
  const identity = Buffer.from(text);
  const [br, gz] = await Promise.all([brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip(identity, { level: 9 })]);
  return { identity, br, gzip: gz };
}

/** The encoding the client accepts that we have (brotli first), or identity; `q=0` refuses one. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | 'identity' {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name!.toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
}

/** Sends a text compressed beforehand; a reply with a Content-Encoding is left alone by @fastify/compress. */
async function sendEncoded(request: FastifyRequest, reply: FastifyReply, type: string, cacheControl: string, encoded: Promise<Encoded>) {
  const encoding = encodingFor(request);
  const body = (await encoded)[encoding];
  reply.type(type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}

let scalarBundle: Promise<Encoded> | null = null;

/**
 * Starts gathering the route table (call before any route is registered) and serves the document and its reader.
 */
export function registerApiDescription(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  routeTables.set(app, table);
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: options.url, description: options.config?.openapi });
    }
  });

  let document: Promise<Encoded> | null = null;
  app.get(
    '/api/docs/openapi.json',
    handRoute({
      summary: 'This document',
      security: 'none',
      responses: { 200: { description: 'The OpenAPI 3.1 description of every route.', contentType: 'application/json', schema: { type: 'object' } } },
    }),
    async (request, reply) => {
      document ??= encodedOnce(JSON.stringify(apiDocument(table, VERSION)));
      return sendEncoded(request, reply, 'application/json; charset=utf-8', 'no-cache', document);
    },
  );
  app.get(
    '/api/docs',
    handRoute({ summary: 'The API reference, readable', security: 'none', responses: { 200: { description: 'An HTML page (Scalar).', contentType: 'text/html' } } }),
    async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get(
    '/api/docs/start.js',
    handRoute({ summary: "The reference page's start script", security: 'none', responses: { 200: { description: 'JavaScript.', contentType: 'text/javascript' } } }),
    async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(START),
  );
  app.get(
    '/api/docs/scalar.js',
    handRoute({ summary: "The reference page's viewer (Scalar's standalone bundle)", security: 'none', responses: { 200: { description: 'JavaScript.', contentType: 'text/javascript' } } }),
    async (request, reply) => {
      scalarBundle ??= fs.promises.readFile(SCALAR_BUNDLE).then(encodedOnce);
      return sendEncoded(request, reply, 'text/javascript; charset=utf-8', 'public, max-age=86400', scalarBundle);
    },
  );
}
