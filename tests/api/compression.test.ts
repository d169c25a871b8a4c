// Compressed delivery (issue 12 item 1): the build's text assets go out precompressed by Accept-Encoding with
// `Vary: Accept-Encoding`, hashed files keep their immutable caching, and API answers above 1 KiB are compressed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/precompress.ts';
import { createTestApp, DEMO, signIn, type TestApp } from './helper.ts';

const SCRIPT = `export function screen(){return ${JSON.stringify('Оплата услуг '.repeat(400))}}\n`;
const IMPORT_MAP = '{"imports":{"/assets/workspace-Aa11.js":"/assets/workspace-Bx12ab.js"}}';
const START_SCRIPT = "(function () { if (localStorage.getItem('agent-portal.session')) document.head.append('start'); })();";
const HTML = `<!doctype html><html lang="ru"><head><title>Agent Portal</title><script type="importmap">${IMPORT_MAP}</script><script type="module" src="/assets/index.js"></script><script>${START_SCRIPT}</script></head><body>${'<div id="root"></div>'.repeat(60)}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(50)}</svg>`;
const MANIFEST = JSON.stringify({ name: 'Agent Portal', icons: Array.from({ length: 20 }, (_, i) => ({ src: `/icons/${i}.png` })) });
const SW = `self.__WB_MANIFEST=${JSON.stringify(Array.from({ length: 50 }, (_, i) => ({ url: `/assets/c${i}.js`, revision: null })))}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let clientDir: string;
let t: TestApp;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
  for (const dir of ['assets', 'icons']) fs.mkdirSync(path.join(clientDir, dir));
  fs.writeFileSync(path.join(clientDir, 'assets', 'workspace-Bx12ab.js'), SCRIPT);
  fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-Cd34.css'), 'a{}');
  fs.writeFileSync(path.join(clientDir, 'index.html'), HTML);
  fs.writeFileSync(path.join(clientDir, 'manifest.webmanifest'), MANIFEST);
  fs.writeFileSync(path.join(clientDir, 'sw.js'), SW);
  fs.writeFileSync(path.join(clientDir, 'icons', 'logo.svg'), SVG);
  fs.writeFileSync(path.join(clientDir, 'icons', 'icon.png'), PNG);
  precompressDir(clientDir);
  t = await createTestApp({ clientDir });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

let token = '';

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

function decode(body: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
}

describe('the build step', () => {
  it('writes a brotli and a gzip sibling for each text asset that gains, none for binaries or tiny files', () => {
    const files = fs.readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
    for (const text of ['assets/workspace-Bx12ab.js', 'index.html', 'manifest.webmanifest', 'sw.js', 'icons/logo.svg']) {
      expect(files).toContain(`${text}.br`);
      expect(files).toContain(`${text}.gz`);
    }
    expect(files.filter((f) => f.startsWith('icons/icon.png.'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('assets/tiny-Cd34.css.'))).toEqual([]);
  });
});

describe('static files', () => {
  it('are sent in the encoding the client prefers, with Vary, hashed ones immutable', async () => {
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const answer = await get('/assets/workspace-Bx12ab.js', acceptEncoding);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(answer.rawPayload, expected)).toBe(SCRIPT);
      if (expected === 'br') expect(answer.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    }
  });

  it('include the shell, the manifest, the service worker and SVG images, always revalidated', async () => {
    for (const [url, body, type] of [
      ['/index.html', HTML, /text\/html/],
      ['/manifest.webmanifest', MANIFEST, /manifest\+json/],
      ['/sw.js', SW, /javascript/],
      ['/icons/logo.svg', SVG, /image\/svg\+xml/],
    ] as const) {
      const answer = await get(url, 'gzip, deflate, br');
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-encoding'], url).toBe('br');
      expect(answer.headers['vary'], url).toMatch(/accept-encoding/i);
      expect(answer.headers['content-type'], url).toMatch(type);
      expect(answer.headers['cache-control'], url).toBe('no-cache');
      expect(decode(answer.rawPayload, 'br'), url).toBe(body);
    }
  });

  it('the in-app paths get the compressed shell too', async () => {
    const answer = await get('/sale-points/3/queue', 'gzip, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(decode(answer.rawPayload, 'br')).toBe(HTML);
  });

  it('binaries and files too small to gain go out as they are', async () => {
    const png = await get('/icons/icon.png', 'gzip, br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const tiny = await get('/assets/tiny-Cd34.css', 'gzip, br');
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('a{}');
  });
});

describe('the import map and the start script', () => {
  it('are the inline scripts the CSP allows, by their hashes', async () => {
    const answer = await get('/index.html', 'br');
    const hash = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`.replace(/[+/]/g, '\\$&');
    expect(answer.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'wasm-unsafe-eval' ${hash(IMPORT_MAP)} ${hash(START_SCRIPT)}(;|$)`),
    );
    expect(answer.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('API answers', () => {
  beforeAll(async () => {
    token = (await signIn(t.app, DEMO.agent.phone, DEMO.agent.pin)).accessToken;
  });

  it('above 1 KiB are compressed when the client accepts it', async () => {
    const plain = await get('/api/agent/v1/province');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const answer = await get('/api/agent/v1/province', encoding === 'br' ? 'gzip, deflate, br' : 'gzip');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decode(answer.rawPayload, encoding))).toEqual(plain.json());
    }
  });

  it('below 1 KiB, and errors, go out as they are', async () => {
    const small = await get('/api/agent/v1/district/by-province/999999', 'gzip, br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const missing = await get('/api/agent/v1/no-such-call', 'gzip, br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ data: { message: 'not_found', status: 404 } });
  });
});
