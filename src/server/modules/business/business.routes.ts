import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as api from '#shared/api/business.ts';
import { route } from '../../http/route.ts';
import type { VerifyContext } from '../../providers/signature/signature-verifier.ts';
import { setBusinessSignature } from '../documents/documents.service.ts';
import { checkTaxNumber, lookUpBank, lookUpTaxNumber, setBusinessLogo, submitBusiness } from './business.service.ts';

/** E-IMZO-SERVER is told the site the user signed on and the user's address (EIMZO.md §5). */
export const verifyContextOf = (request: FastifyRequest): VerifyContext => ({
  host: request.hostname,
  clientIp: request.ip,
});

export async function businessRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, api.checkTaxNumber, async ({ body }) => {
    await checkTaxNumber(ctx, body.taxNumber);
    return null;
  });
  route(app, api.getTaxInfo, ({ params }) => lookUpTaxNumber(ctx, params.number));
  route(app, api.getBank, ({ params }) => lookUpBank(ctx, params.id));
  route(app, api.createBusiness, ({ auth, body }) => submitBusiness(ctx, auth, body));
  route(app, api.setBusinessImage, ({ auth, body }) => setBusinessLogo(ctx, auth, body.id));
  route(app, api.setBusinessSignature, ({ auth, body, request }) =>
    setBusinessSignature(ctx, auth, body.signature, verifyContextOf(request)),
  );
}
