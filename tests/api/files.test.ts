// spec 01 §5 upload rules and §7 file calls: the type is read from the bytes, the scope picks the rules.
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_RULES } from '../../src/shared/api/files.ts';
import { call, createTestApp, expectError, register, signIn, type Answer, type TestApp } from './helper.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await register(t.app)).accessToken;
});
afterAll(() => t.close());

// Small real files: a 1×1 PNG, JPEG and GIF, a 1×1 24-bit BMP and a one-page PDF.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
    '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
function bmp(): Buffer {
  const file = Buffer.alloc(58);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(58, 2); // file size
  file.writeUInt32LE(54, 10); // pixel data offset
  file.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  file.writeInt32LE(1, 18); // width
  file.writeInt32LE(1, 22); // height
  file.writeUInt16LE(1, 26); // planes
  file.writeUInt16LE(24, 28); // bits per pixel
  file.writeUInt32LE(4, 34); // image size
  file.writeUInt8(0xff, 56); // one red pixel (BGR) plus row padding
  return file;
}
const BMP = bmp();
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** A real PNG padded after its end chunk to `bytes`. */
const bigPng = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);

type Part = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body built by hand, parts in the given order. */
function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  file: { name: string; data: Buffer; contentType?: string },
  options: { scope?: string; scopeAfterFile?: boolean; token?: string } = {},
): Promise<Answer<any>> {
  const filePart: Part = { name: 'file', filename: file.name, contentType: file.contentType ?? 'application/octet-stream', data: file.data };
  const scopePart: Part[] = options.scope ? [{ name: 'scope', value: options.scope }] : [];
  const body = multipart(options.scopeAfterFile ? [filePart, ...scopePart] : [...scopePart, filePart]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/agent/v1/file',
    payload: body.payload,
    headers: {
      'content-type': body.contentType,
      ...((options.token ?? token) ? { authorization: `Bearer ${options.token ?? token}` } : {}),
    },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const download = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /v1/file', () => {
  it.each([
    ['PNG', 'photo.png', PNG, 'png', 'image/png', 'IMAGE'],
    ['JPEG', 'photo.jpg', JPEG, 'jpg', 'image/jpeg', 'IMAGE'],
    ['BMP', 'scan.bmp', BMP, 'bmp', 'image/bmp', 'IMAGE'],
    ['GIF', 'anim.gif', GIF, 'gif', 'image/gif', 'IMAGE'],
    ['PDF', 'contract.pdf', PDF, 'pdf', 'application/pdf', 'FILE'],
  ])('stores a %s as a generic upload and serves its bytes back', async (_kind, name, data, extension, mime, type) => {
    const answer = await upload({ name, data }, { scope: 'GENERIC' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      id: expect.any(String),
      name,
      url: expect.stringMatching(new RegExp(`^/file/download/[0-9a-f-]{36}\\.${extension}\\?expires=\\d+&signature=[\\w-]{43}$`)),
      size: data.length,
      type,
      extension,
      createdDate: expect.any(String),
    });
    const bytes = await download(answer.body.data.url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe(mime);
    expect(bytes.rawPayload.equals(data)).toBe(true);
  });

  it('uses the generic rules when no scope is sent', async () => {
    const answer = await upload({ name: 'contract.pdf', data: PDF });
    expect(answer.status).toBe(201);
  });

  it('accepts images as a DOCUMENT and a PNG or JPEG as a PROFILE_PHOTO', async () => {
    for (const data of [PNG, JPEG, BMP]) expect((await upload({ name: 'scan', data }, { scope: 'DOCUMENT' })).status).toBe(201);
    for (const data of [PNG, JPEG]) expect((await upload({ name: 'me', data }, { scope: 'PROFILE_PHOTO' })).status).toBe(201);
  });

  it('reads the type from the content, not the name', async () => {
    const png = await upload({ name: 'report.pdf', data: PNG, contentType: 'application/pdf' }, { scope: 'DOCUMENT' });
    expect(png.status).toBe(201);
    expect(png.body.data).toMatchObject({ extension: 'png', type: 'IMAGE' });
    const text = await upload({ name: 'photo.png', data: Buffer.from('just some text, not an image'), contentType: 'image/png' });
    expectError(text, 400, 'file_format_is_invalid');
  });

  it('refuses formats the scope does not allow', async () => {
    expectError(await upload({ name: 'me.pdf', data: PDF }, { scope: 'PROFILE_PHOTO' }), 400, 'file_format_is_invalid');
    expectError(await upload({ name: 'me.bmp', data: BMP }, { scope: 'PROFILE_PHOTO' }), 400, 'file_format_is_invalid');
    expectError(await upload({ name: 'scan.gif', data: GIF }, { scope: 'DOCUMENT' }), 400, 'file_format_is_invalid');
  });

  it('applies a scope that arrives after the file, even over a slow connection', async () => {
    const answer = await upload({ name: 'me.pdf', data: PDF }, { scope: 'PROFILE_PHOTO', scopeAfterFile: true });
    expectError(answer, 400, 'file_format_is_invalid');

    const body = multipart([
      { name: 'file', filename: 'me.pdf', contentType: 'application/pdf', data: PDF },
      { name: 'scope', value: 'PROFILE_PHOTO' },
    ]);
    const split = body.payload.indexOf('Content-Disposition: form-data; name="scope"');
    const origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const slow = await new Promise<{ status: number; body: any }>((resolve, reject) => {
      const request = http.request(`${origin}/api/agent/v1/file`, {
        method: 'POST',
        headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      });
      request.on('error', reject);
      request.write(body.payload.subarray(0, split));
      setTimeout(() => request.end(body.payload.subarray(split)), 200);
    });
    expect(slow).toEqual({ status: 400, body: { data: { message: 'file_format_is_invalid', status: 400 } } });
  });

  it('refuses a file over the limit of its scope with 413 file_size_is_too_large', async () => {
    const photoLimit = UPLOAD_RULES.PROFILE_PHOTO.maxBytes;
    expectError(await upload({ name: 'me.png', data: bigPng(photoLimit + 1) }, { scope: 'PROFILE_PHOTO' }), 413, 'file_size_is_too_large');
    expect((await upload({ name: 'me.png', data: bigPng(photoLimit) }, { scope: 'PROFILE_PHOTO' })).status).toBe(201);
    expect((await upload({ name: 'scan.png', data: bigPng(photoLimit + 1) }, { scope: 'DOCUMENT' })).status).toBe(201);
    const documentLimit = UPLOAD_RULES.DOCUMENT.maxBytes;
    expectError(await upload({ name: 'scan.png', data: bigPng(documentLimit + 1) }, { scope: 'DOCUMENT' }), 413, 'file_size_is_too_large');
    const genericLimit = UPLOAD_RULES.GENERIC.maxBytes;
    expectError(await upload({ name: 'big.png', data: bigPng(genericLimit + 1) }), 413, 'file_size_is_too_large');
  });

  it('refuses an unknown scope and a body without a file', async () => {
    const scope = await upload({ name: 'a.png', data: PNG }, { scope: 'AVATAR' });
    expect(expectError(scope, 400, 'validation_error')).toEqual({ scope: 'invalid' });
    const empty = multipart([{ name: 'scope', value: 'GENERIC' }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/agent/v1/file',
      payload: empty.payload,
      headers: { 'content-type': empty.contentType, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toMatchObject({ message: 'validation_error', fields: { file: 'required' } });
  });

  it('needs a token', async () => {
    expectError(await upload({ name: 'a.png', data: PNG }, { token: '' }), 401, 'unauthorized');
  });
});

describe('GET /v1/file/:id', () => {
  it("describes one's own file and hides another user's", async () => {
    const stored = (await upload({ name: 'a.png', data: PNG })).body.data;
    const answer = await call(t.app, 'GET', `/v1/file/${stored.id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(stored);
    const stranger = await register(t.app);
    expectError(await call(t.app, 'GET', `/v1/file/${stored.id}`, { token: stranger.accessToken }), 404, 'file_not_found');
    expectError(await call(t.app, 'GET', '/v1/file/no-such-file', { token }), 404, 'file_not_found');
  });
});

describe('DELETE /v1/file/:id', () => {
  it('lets only the owner delete; a deleted file is gone from get and download', async () => {
    const stored = (await upload({ name: 'a.png', data: PNG })).body.data;
    const stranger = await register(t.app);
    expectError(await call(t.app, 'DELETE', `/v1/file/${stored.id}`, { token: stranger.accessToken }), 404, 'file_not_found');
    expect((await download(stored.url)).statusCode).toBe(200);

    const answer = await call(t.app, 'DELETE', `/v1/file/${stored.id}`, { token });
    expect(answer.status).toBe(200);
    expectError(await call(t.app, 'GET', `/v1/file/${stored.id}`, { token }), 404, 'file_not_found');
    const gone = await download(stored.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ data: { message: 'file_not_found', status: 404 } });
    expectError(await call(t.app, 'DELETE', `/v1/file/${stored.id}`, { token }), 404, 'file_not_found');
  });
});

describe('GET /file/download/:name', () => {
  it('answers 404 for a wrong extension or an unknown name', async () => {
    const stored = (await upload({ name: 'a.png', data: PNG })).body.data;
    expect((await download(stored.url.replace('.png?', '.jpg?'))).statusCode).toBe(404);
    expect((await download('/file/download/00000000-0000-0000-0000-000000000000.png')).statusCode).toBe(404);
    expect((await download('/file/download/../../etc/passwd')).statusCode).toBe(404);
  });
});

describe('who may download a file (issue 22 item 4)', () => {
  it('serves a file only by the signed link an answer gave, privately and until the link runs out', async () => {
    const stored = (await upload({ name: 'passport.png', data: PNG }, { scope: 'DOCUMENT' })).body.data;
    const served = await download(stored.url);
    expect(served.statusCode).toBe(200);
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(3600 - 1);
    expect(maxAge).toBeLessThanOrEqual(7200);

    const [plain, query] = stored.url.split('?');
    const forged = query.replace(/signature=./, (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A'));
    const later = query.replace(/expires=(\d+)/, (_: string, at: string) => `expires=${Number(at) + 3_600_000}`);
    for (const url of [plain, `${plain}?${forged}`, `${plain}?${later}`, `${plain}?expires=x&signature=y`]) {
      const refused = await download(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json()).toEqual({ data: { message: 'file_not_found', status: 404 } });
    }
    const now = t.clock.now();
    t.clock.advance(2 * 60 * 60 * 1000);
    try {
      expect((await download(stored.url)).statusCode).toBe(404);
    } finally {
      t.clock.set(now);
    }
  });

  it("never signs a path someone wrote: another user's text naming a file stays a text that downloads nothing", async () => {
    const scan = (await upload({ name: 'passport.png', data: PNG }, { scope: 'DOCUMENT' })).body.data;
    const path = scan.url.split('?')[0];
    // A stranger who once saw the link writes its path where an answer repeats it: the user agent of a sign-in.
    const stranger = await register(t.app);
    const again = await signIn(t.app, stranger.phone, stranger.pin, { userAgent: path });
    const devices = await call(t.app, 'POST', '/v1/device/pageable', { token: again.accessToken, body: { page: 0, perPage: 10, search: [] } });
    expect(devices.status).toBe(200);
    const agents = devices.body.data.content.map((device: { userAgent: string }) => device.userAgent);
    expect(agents).toContain(path);
    for (const agent of agents) expect(agent).not.toMatch(/signature=/);
    expect((await download(path)).statusCode).toBe(404);
    // The owner's own answer still carries the file as a link that works.
    const own = await call(t.app, 'GET', `/v1/file/${scan.id}`, { token });
    expect((await download(own.body.data.url)).statusCode).toBe(200);
  });

  it('answers a signed-in user with Cache-Control: no-store', async () => {
    const stored = (await upload({ name: 'a.png', data: PNG })).body.data;
    const answer = await call(t.app, 'GET', `/v1/file/${stored.id}`, { token });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('a profile photo', () => {
  it('shows on the profile with its download url', async () => {
    const session = await register(t.app);
    const photo = await upload({ name: 'me.jpg', data: JPEG }, { scope: 'PROFILE_PHOTO', token: session.accessToken });
    const answer = await call(t.app, 'POST', '/v1/profile', {
      token: session.accessToken,
      body: { firstName: 'Dilnoza', lastName: 'Ergasheva', imageId: photo.body.data.id },
    });
    expect(answer.body.data.image).toEqual({ id: photo.body.data.id, url: photo.body.data.url, deleted: false });
    const stranger = await register(t.app);
    const stolen = await call(t.app, 'POST', '/v1/profile', {
      token: stranger.accessToken,
      body: { firstName: 'X', lastName: 'Y', imageId: photo.body.data.id },
    });
    expectError(stolen, 404, 'file_not_found');
  });
});

describe('what a download says about itself (issue 14 item 6)', () => {
  const pdfWith = (object: string) =>
    Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R${object}>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'latin1',
    );

  it('stores a GIF named .html under .gif and shows it inline under that name', async () => {
    const answer = await upload({ name: 'evil.html', data: GIF, contentType: 'text/html' });
    expect(answer.body.data).toMatchObject({ name: 'evil.gif', extension: 'gif', type: 'IMAGE' });
    const served = await download(answer.body.data.url);
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.headers['content-disposition']).toBe(`inline; filename="evil.gif"; filename*=UTF-8''evil.gif`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('serves anything but an image as an attachment, under a name the server cleaned', async () => {
    const answer = await upload({ name: '..\\..\\dogovor <1>; шартнома.exe.pdf', data: PDF });
    expect(answer.body.data.name).toBe('dogovor _1_ шартнома_exe.pdf');
    expect(answer.status).toBe(201);
    const served = await download(answer.body.data.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    const disposition = String(served.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"\r\n]+\.pdf"; filename\*=UTF-8''/);
    expect(disposition).toContain(encodeURIComponent('шартнома_exe.pdf'));
  });

  it('refuses a PDF with JavaScript or other actions, plain, name-escaped or inside a compressed stream', async () => {
    const deflated = zlib.deflateSync(Buffer.from('<</S/JavaScript/JS(app.alert(1))>>'));
    const compressed = Buffer.concat([
      Buffer.from(`%PDF-1.5\n4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${deflated.length}>>stream\n`, 'latin1'),
      deflated,
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    for (const data of [pdfWith('/OpenAction<</S/JavaScript/JS(app.alert(1))>>'), pdfWith('/OpenAction<</S/J#61vaScript/J#53(x)>>'), pdfWith('/AA<</O<</S/Launch/F(calc.exe)>>>>'), compressed]) {
      expectError(await upload({ name: 'contract.pdf', data }), 400, 'file_format_is_invalid');
    }
    expect((await upload({ name: 'contract.pdf', data: pdfWith('/OpenAction[3 0 R/Fit]') })).status).toBe(201);
  });
});
