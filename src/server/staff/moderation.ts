// Business moderation for staff (issue 5): `/api/staff/v1/businesses...` (registered inside the staff plugin, behind
// its token) and the `npm run staff` commands `businesses`, `approve-business`, `reject-business`, `revoke-signature`.
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import * as v from 'valibot';
import { API_BASES } from '#shared/api/contract.ts';
import * as calls from '#shared/api/staff-businesses.ts';
import { staffIdParam } from '#shared/api/staff.ts';
import { configFromEnv } from '../config.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { handRoute } from '../http/openapi.ts';
import { route, validated } from '../http/route.ts';
import { approveBusiness, rejectBusiness, revokeSignature, waitingBusinesses } from '../modules/business/moderation.service.ts';
import { contentDisposition } from '../modules/files/file-safety.ts';
import { findFile } from '../modules/files/files.repository.ts';
import { fileBytesPath } from '../modules/files/files.service.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { staffBusiness, staffBusinesses } from './businesses.service.ts';
import { actorOf } from './staff-access.ts';

export async function staffModerationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, calls.listStaffBusinesses, async ({ query }) => staffBusinesses(ctx.db, query.status ?? null));
  route(app, calls.getStaffBusiness, async ({ params }) => staffBusiness(ctx.db, params.taxNumber));
  // A business's scans for the moderator, with the bearer in a header (never a link that works without it). The
  // answer is the file's bytes, not the route helper's envelope, so it is registered on its own.
  const fileParams = v.object({ id: staffIdParam });
  const fileRoute = handRoute({
    summary: "A business's stored file (a scan), for the moderator",
    security: 'staff',
    parameters: [{ name: 'id', in: 'path', schema: staffIdParam }],
    responses: { 200: { description: "The file's bytes, with its own Content-Type.", contentType: '*/*' } },
    errors: { 400: 'validation_error', 401: 'unauthorized', 403: 'forbidden', 404: 'file_not_found' },
  });
  app.get(API_BASES.staff + calls.STAFF_FILE_PATH, fileRoute, async (request, reply) => {
    const file = await findFile(ctx.db, validated(fileParams, request.params).id);
    if (!file || file.deleted_at) throw new AppError(404, 'file_not_found');
    return reply
      .header('content-type', file.mime)
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', contentDisposition(file.mime, file.name, file.extension))
      .header('x-content-type-options', 'nosniff')
      // Opened on its own, a file is a sandboxed document that loads and runs nothing.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
      .send(fs.createReadStream(fileBytesPath(ctx, file)));
  });
  route(app, calls.approveBusiness, async ({ params, request }) => approveBusiness(ctx, actorOf(request), params.taxNumber));
  route(app, calls.sendBackBusiness, async ({ params, body, request }) => rejectBusiness(ctx, actorOf(request), params.taxNumber, body.reason));
  route(app, calls.revokeSignature, async ({ params, request }) => revokeSignature(ctx, actorOf(request), params.taxNumber));
}

export const MODERATION_USAGE = `  businesses                   list businesses waiting for moderation, oldest first
  approve-business <taxNumber> approve: the business waits for signing, its contract is issued
  reject-business <taxNumber> <reason...>
                               send the business back to its owner with the reason
  revoke-signature <taxNumber> the owner's key was revoked: the active business is frozen until the owner signs again`;

/** The CLI's commands: each answers its exit code, or null when the arguments were wrong. */
const cliContext = (db: Db) => ({ db, config: configFromEnv(), clock: systemClock });

export const MODERATION_COMMANDS: Record<string, (db: Db, args: string[]) => Promise<number | null>> = {
  async businesses(db) {
    const waiting = await waitingBusinesses({ db });
    for (const business of waiting) {
      console.log(
        `${business.taxNumber}  ${(business.form ?? '').padEnd(18)}  ${business.name}  ` +
          `owner ${business.ownerName} +${business.ownerPhone}  submitted ${business.submittedAt}`,
      );
    }
    console.log(`${waiting.length} business(es) waiting`);
    return 0;
  },
  async 'approve-business'(db, [taxNumber]) {
    if (!taxNumber) return null;
    const result = await approveBusiness(cliContext(db), SERVICE_ACTOR, taxNumber);
    console.log(`business ${result.taxNumber} approved: ${result.status}, contract ${result.contractNumber} issued`);
    return 0;
  },
  async 'reject-business'(db, [taxNumber, ...words]) {
    const reason = words.join(' ').trim();
    if (!taxNumber || !reason) return null;
    const result = await rejectBusiness(cliContext(db), SERVICE_ACTOR, taxNumber, reason);
    console.log(`business ${result.taxNumber} sent back to its owner: "${result.moderationComment}"`);
    return 0;
  },
  async 'revoke-signature'(db, [taxNumber]) {
    if (!taxNumber) return null;
    const result = await revokeSignature(cliContext(db), SERVICE_ACTOR, taxNumber);
    console.log(`business ${result.taxNumber}: the owner's signature is revoked, the account is frozen until the owner signs again`);
    return 0;
  },
};
