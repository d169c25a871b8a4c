import type { FastifyInstance } from 'fastify';
import * as api from '#shared/api/documents.ts';
import { route } from '../../http/route.ts';
import { signatureProviderOf } from '../../providers/signature/signature-verifier.ts';
import { verifyContextOf } from '../business/business.routes.ts';
import { contractOfCaller, documentToSign, signContract } from './documents.service.ts';

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  if (signatureProviderOf(ctx).verifier.name === 'unconfigured') {
    app.log.error('EIMZO_SERVER_URL is not set: every signature is refused with signature_service_unavailable');
  }
  route(app, api.getDocumentToSign, ({ auth }) => documentToSign(ctx, auth));
  route(app, api.getContract, ({ auth, params }) => contractOfCaller(ctx, auth, params.id));
  route(app, api.signDocument, ({ auth, body, request }) => signContract(ctx, auth, body, verifyContextOf(request)));
}
