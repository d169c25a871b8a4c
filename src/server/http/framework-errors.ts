// Refusals that happen before a route runs, in the envelope of DESIGN §3 with the security headers every other
// answer carries (issue 14 item 1): the router's (a malformed %-escape in the path: 400; a path parameter over the
// router's length: 414), the JSON parser's (nesting deeper than any call needs), and Node's HTTP parser's (headers
// too large: 431), which never reaches Fastify's request cycle and is written straight to the socket.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { errorBody } from './envelope.ts';

type Middleware = (request: http.IncomingMessage, response: http.ServerResponse, next: (error?: unknown) => void) => void;

/** The headers a middleware such as helmet sets: they are the same for every answer (no nonces). */
export function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as http.ServerResponse;
  middleware({ headers: {} } as http.IncomingMessage, response, () => {});
  return headers;
}

/** Fastify's `frameworkErrors` option. */
export function frameworkErrors(headers: Record<string, string>) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode ?? 400;
    // Before any route or hook: a refusal is kept by no cache, a signed-in caller's least of all (issue 22 item 4).
    void reply.headers(headers).header('cache-control', 'no-store').status(status).send(errorBody(status, 'validation_error'));
  };
}

/** Fastify's `clientErrorHandler` option: Node's parser refused the request before Fastify saw it. */
export function clientErrorHandler(headers: Record<string, string>) {
  return function (this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify(errorBody(status, status === 408 ? 'too_many_requests' : 'validation_error'));
    const lines = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`);
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}

/** Deeper than any call's body; a deeper one would only overflow the stack of whatever walks it. */
export const MAX_JSON_DEPTH = 32;
/**
 * More object keys and array items (counted as `:` and `,`) than any call's body holds (the largest, a sale point's
 * 500 employee ids). Issue 22: 50,000 unknown keys in 0.7 MB held the process for up to 250 ms in the parser and the
 * validators; the scan below refuses such a body in one pass over its text, before anything is built from it.
 */
export const MAX_JSON_MEMBERS = 2_000;

/**
 * Whether a JSON text nests deeper than `limits.depth` or holds more than `limits.members` keys and items, counted
 * outside strings; it stops as soon as either is passed.
 */
export function jsonShapeExceeds(text: string, limits: { depth: number; members: number }): boolean {
  let depth = 0;
  let members = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92) i++; // backslash: skip the escaped character
      else if (char === 34) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 91 || char === 123) {
      if (++depth > limits.depth) return true;
    } else if (char === 93 || char === 125) depth--;
    else if (char === 44 || char === 58) {
      if (++members > limits.members) return true;
    }
  }
  return false;
}

/** The JSON body parser: Fastify's own (prototype-poisoning checks included) behind bounds on nesting and size. */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonShapeExceeds(body as string, { depth: MAX_JSON_DEPTH, members: MAX_JSON_MEMBERS })) {
      done(new AppError(400, 'validation_error'), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

/** The path of the first string in `value` holding a NUL character (PostgreSQL refuses them in text), or null. */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** No id, query or body string may hold a NUL: refused as bad input on both databases, before any route runs. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const path = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body);
    if (path) throw new AppError(400, 'validation_error', { [path]: 'invalid' });
  });
}
