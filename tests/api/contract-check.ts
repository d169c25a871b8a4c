// Issue 22 item 1: the contract test. Every JSON answer an API test app sends is checked against the answer the
// OpenAPI document (src/server/http/openapi.ts) describes for its route and status, so an answer and its description
// that drift apart fail the test file that met the answer (helper.ts: `close` throws the differences).
import type { FastifyInstance } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { apiDocument, registeredRoutes } from '../../src/server/http/openapi.ts';

type Json = Record<string, any>;

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
/** Validators by schema text: the document is the same for every app of a run. */
const compiled = new Map<string, ValidateFunction>();

/** A schema with the document's `#/components/...` references put in place. */
function dereferenced(value: unknown, document: Json): unknown {
  if (Array.isArray(value)) return value.map((item) => dereferenced(item, document));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref.slice(2).split('/').reduce<any>((node, key) => node?.[key], document);
    return dereferenced(target, document);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereferenced(item, document)]));
}

function validatorOf(schema: unknown, document: Json): ValidateFunction {
  const text = JSON.stringify(schema);
  let validate = compiled.get(text);
  if (!validate) {
    validate = ajv.compile(dereferenced(schema, document) as object);
    compiled.set(text, validate);
  }
  return validate;
}

/**
 * The answer the document describes for `method url` and `status`, checked against `body`: null when it matches,
 * else what differs. Undescribed routes (a test's own) are not checked here: tests/api/openapi.test.ts finds them.
 */
export function differenceFrom(document: Json, method: string, url: string, status: number, contentType: string, body: string): string | null {
  const operation = document.paths?.[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
  if (!operation) return null;
  const where = `${method} ${url} → ${status}`;
  const answer = operation.responses[status] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
  if (!answer) return `${where}: the document has no such answer (${body.slice(0, 200)})`;
  if (!/^application\/json\b/.test(contentType)) return null;
  const schema = answer.content?.['application/json']?.schema;
  if (!schema) return `${where}: answered JSON, the document says ${Object.keys(answer.content ?? {}).join(', ') || 'no body'}`;
  const validate = validatorOf(schema, document);
  if (validate(JSON.parse(body))) return null;
  return `${where}: ${ajv.errorsText(validate.errors, { dataVar: 'answer' })} in ${body.slice(0, 300)}`;
}

/** Checks every JSON answer of `app` against its description; the differences found go to `found`. */
export function checkAnswers(app: FastifyInstance, found: string[]): void {
  let document: Json | null = null;
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || typeof payload !== 'string') return payload;
    document ??= apiDocument(registeredRoutes(app), 'test') as Json;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const difference = differenceFrom(document, request.method, url, reply.statusCode, contentType, payload);
    if (difference && found.length < 50) found.push(difference);
    return payload;
  });
}
