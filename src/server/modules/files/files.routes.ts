import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { deleteFile, getFile, storedFile, UPLOAD_PATH, UPLOAD_RULES, UPLOAD_SCOPES, type UploadScope } from '#shared/api/files.ts';
import { AppError } from '../../http/app-error.ts';
import { authenticate } from '../../http/auth.ts';
import { handRoute } from '../../http/openapi.ts';
import { route } from '../../http/route.ts';
import { findFileByGuid } from './files.repository.ts';
import { contentDisposition } from './file-safety.ts';
import { linkSecondsLeft } from './file-links.ts';
import { deleteOwnFile, describeFile, fileBytesPath, saveUpload } from './files.service.ts';

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

const scopeSchema = v.optional(v.picklist(UPLOAD_SCOPES as [UploadScope, ...UploadScope[]], 'invalid'), 'GENERIC');

/**
 * Reads a multipart upload whole: field `file` and field `scope` in either order (a staff upload has no scope field).
 * The whole body is read before the rules apply: a scope sent after the file would otherwise arrive too late.
 */
export async function readUpload(request: FastifyRequest): Promise<{ file: { name: string; bytes: Buffer }; scope: unknown }> {
  let file: { name: string; bytes: Buffer } | undefined;
  let scope: unknown = (request.query as Record<string, unknown>).scope;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        file ??= { name: part.filename, bytes };
      } else if (part.fieldname === 'scope') {
        scope = part.value;
      }
    }
  } catch (error) {
    // The multipart limits answer their own 4xx (413 for a file too large); a body the parser cannot read at all
    // (truncated, a boundary missing, too long or not matching) is bad input too, never a 500 (issue 14 item 1).
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status < 500) throw error;
    throw new AppError(400, 'validation_error', { file: 'invalid' });
  }
  if (!file) throw new AppError(400, 'validation_error', { file: 'required' });
  return { file, scope };
}

/** Hand-kept (a multipart body has no valibot schema); the answer is the call's `storedFile`. */
export function uploadDescription(summary: string, security: 'bearer' | 'staff', scope: boolean) {
  return handRoute({
    summary,
    security,
    requestBody: {
      contentType: 'multipart/form-data',
      description: 'One file (field `file`): jpg, jpeg, png, bmp, gif or pdf by its content, within the scope\'s size.',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', contentMediaType: 'application/octet-stream' },
          ...(scope ? { scope: { type: 'string', enum: UPLOAD_SCOPES, default: 'GENERIC', description: 'The rule set (also as `?scope=`).' } } : {}),
        },
        required: ['file'],
      },
    },
    parameters: scope ? [{ name: 'scope', in: 'query', schema: { type: 'string', enum: UPLOAD_SCOPES } }] : [],
    responses: { 201: { description: 'The stored file.', contentType: 'application/json', schema: v.object({ data: storedFile }) } },
    errors: { 400: 'validation_error', 401: 'unauthorized', 413: 'file_size_is_too_large' },
  });
}

export async function filesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // Multipart: field `file` and field `scope` (or `?scope=`).
  app.post(`/api/agent${UPLOAD_PATH}`, uploadDescription('Upload a file (multipart)', 'bearer', true), async (request, reply) => {
    const auth = await authenticate(ctx, request, { required: true });
    const { file, scope: rawScope } = await readUpload(request);
    const scope = v.safeParse(scopeSchema, rawScope);
    if (!scope.success) throw new AppError(400, 'validation_error', { scope: 'invalid' });
    const stored = await saveUpload(ctx, { ownerId: auth!.userId, scope: scope.output, ...file });
    return reply.status(201).send({ data: stored });
  });

  route(app, getFile, ({ auth, params }) => describeFile(ctx, auth.userId, params.id));
  route(app, deleteFile, async ({ auth, params }) => {
    await deleteOwnFile(ctx, auth.userId, params.id);
    return null;
  });

  // Downloads by a signed, short-lived link (file-links.ts), so that <img src> works without a bearer token.
  const downloadRoute = handRoute({
    summary: 'Download a file by its signed link',
    description: 'The `url` of a stored file in any answer is such a link, good for one to two hours; it needs no token.',
    security: 'none',
    parameters: [
      {
        name: 'name',
        in: 'path',
        schema: { type: 'string', pattern: '^[0-9a-f-]{36}\\.[a-z0-9]+$' },
        description: '`{id}.{extension}`',
        example: '01900000-0000-7000-8000-000000000101.png',
      },
      { name: 'expires', in: 'query', required: true, schema: { type: 'string' } },
      { name: 'signature', in: 'query', required: true, schema: { type: 'string' } },
    ],
    responses: { 200: { description: "The file's bytes, with its own Content-Type.", contentType: '*/*' } },
    errors: { 404: 'file_not_found' },
  });
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>('/file/download/:name', downloadRoute, async (request, reply) => {
    const match = /^([0-9a-f-]{36})\.([a-z0-9]+)$/.exec(request.params.name);
    const secondsLeft = match ? linkSecondsLeft(ctx, request.params.name, request.query) : null;
    const file = match && secondsLeft ? await findFileByGuid(ctx.db, match[1]!) : undefined;
    if (!file || file.extension !== match?.[2]) throw new AppError(404, 'file_not_found');
    return reply
      .header('content-type', file.mime)
      .header('content-length', file.size)
      // Only the browser that holds the link keeps it, and no longer than the link holds.
      .header('cache-control', `private, max-age=${secondsLeft}`)
      .header('content-disposition', contentDisposition(file.mime, file.name, file.extension))
      // Opened on its own, a file is a sandboxed document that loads and runs nothing.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(fs.createReadStream(fileBytesPath(ctx, file)));
  });
}
