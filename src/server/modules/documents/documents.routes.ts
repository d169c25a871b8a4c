import type { FastifyInstance } from 'fastify';
import { API_BASES } from '#shared/api/contract.ts';
import * as api from '#shared/api/documents.ts';
import { route } from '../../http/route.ts';
import { verifyContextOf } from '../business/business.routes.ts';
import { LOCALES, type Locale } from '#shared/enums.ts';
import { AppError } from '../../http/app-error.ts';
import { authenticate } from '../../http/auth.ts';
import { handRoute } from '../../http/openapi.ts';
import { isTechModeOn } from '../settings/settings.service.ts';
import { contractOfCaller, contractPdf, documentToSign, signContract } from './documents.service.ts';

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  if (ctx.signature.verifier.name === 'unconfigured') {
    app.log.error('EIMZO_SERVER_URL is not set: every signature is refused with signature_service_unavailable');
  }
  route(app, api.getDocumentToSign, ({ auth }) => documentToSign(ctx, auth));
  route(app, api.getContract, ({ auth, params }) => contractOfCaller(ctx, auth, params.id));
  // A file, not the JSON envelope: the contract as a PDF in the reader's language (`?lang=ru|uz|oz|en`).
  const pdfRoute = handRoute({
    summary: 'The contract as a PDF',
    security: 'bearer',
    parameters: [
      { name: 'id', in: 'path', schema: { type: 'string', maxLength: 64 } },
      { name: 'lang', in: 'query', schema: { type: 'string', enum: LOCALES, default: 'ru' } },
    ],
    responses: { 200: { description: 'The PDF (an attachment).', contentType: 'application/pdf' } },
    errors: { 400: 'validation_error', 401: 'unauthorized', 404: 'document_not_found', 503: 'global_tech_mode_is_on' },
  });
  app.get<{ Params: { id: string }; Querystring: { lang?: string } }>(`${API_BASES.agent}/v1/contract/:id/pdf`, pdfRoute, async (request, reply) => {
    const auth = (await authenticate(ctx, request, { required: true }))!;
    if (await isTechModeOn(ctx.db)) throw new AppError(503, 'global_tech_mode_is_on');
    const lang = request.query.lang ?? 'ru';
    if (!(LOCALES as readonly string[]).includes(lang)) throw new AppError(400, 'validation_error', { lang: 'invalid' });
    if (request.params.id.length > 64) throw new AppError(404, 'document_not_found');
    const pdf = await contractPdf(ctx, auth, request.params.id, lang as Locale);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.name}"`)
      .header('cache-control', 'no-store')
      .send(pdf.bytes);
  });
  route(app, api.signDocument, ({ auth, body, request }) => signContract(ctx, auth, body, verifyContextOf(request)));
}
