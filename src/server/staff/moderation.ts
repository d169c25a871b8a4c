// Business moderation for staff (issue 5): `/api/staff/v1/businesses...` (registered inside the staff plugin, behind
// its token) and the `npm run staff` commands `businesses`, `approve-business`, `reject-business`, `revoke-signature`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import * as v from 'valibot';
import { staffBusinessesQuery } from '#shared/api/staff.ts';
import { issuesToFields, requiredString } from '#shared/validation.ts';
import { configFromEnv } from '../config.ts';
import { systemClock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { approveBusiness, rejectBusiness, revokeSignature, waitingBusinesses } from '../modules/business/moderation.service.ts';
import { contentDisposition } from '../modules/files/file-safety.ts';
import { findFile } from '../modules/files/files.repository.ts';
import { fileBytesPath } from '../modules/files/files.service.ts';
import { SERVICE_ACTOR } from '../modules/staff-accounts/audit.ts';
import { staffBusiness, staffBusinesses } from './businesses.service.ts';
import { actorOf } from './staff-access.ts';
import { parse } from './staff-money.routes.ts';

const rejectBody = v.object({
  reason: requiredString(1000),
});

const taxNumberParams = v.object({ taxNumber: v.pipe(v.string(), v.maxLength(64, 'max_length:64')) });
const taxNumberOf = (request: FastifyRequest) => parse(taxNumberParams, request.params).taxNumber;
const idParams = v.object({ id: v.pipe(v.string(), v.maxLength(64, 'max_length:64')) });

export async function staffModerationRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.get('/v1/businesses', async (request) => ({ data: await staffBusinesses(ctx.db, parse(staffBusinessesQuery, request.query).status ?? null) }));
  app.get('/v1/businesses/:taxNumber', async (request) => ({ data: await staffBusiness(ctx.db, taxNumberOf(request)) }));
  // A business's scans for the moderator, with the bearer in a header (never a link that works without it).
  app.get('/v1/files/:id', async (request, reply) => {
    const file = await findFile(ctx.db, parse(idParams, request.params).id);
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
  app.post('/v1/businesses/:taxNumber/approve', async (request) => ({
    data: await approveBusiness(ctx, actorOf(request), taxNumberOf(request)),
  }));
  app.post('/v1/businesses/:taxNumber/reject', async (request) => {
    const body = v.safeParse(rejectBody, request.body ?? {});
    if (!body.success) throw new AppError(400, 'validation_error', issuesToFields(body.issues));
    return { data: await rejectBusiness(ctx, actorOf(request), taxNumberOf(request), body.output.reason) };
  });
  app.post('/v1/businesses/:taxNumber/revoke-signature', async (request) => ({
    data: await revokeSignature(ctx, actorOf(request), taxNumberOf(request)),
  }));
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
