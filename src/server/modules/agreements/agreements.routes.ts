// spec 03 §7 additional agreements and account invoices (owner only; signing by the owner alone).
import type { FastifyInstance } from 'fastify';
import * as api from '#shared/api/agreements.ts';
import { route } from '../../http/route.ts';
import { verifyContextOf } from '../business/business.routes.ts';
import * as accountInvoices from './account-invoices.service.ts';
import * as agreements from './agreements.service.ts';

export async function agreementsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  route(app, api.listAgreements, ({ auth, body }) => agreements.listAgreements(ctx, auth, body));
  route(app, api.getAgreement, ({ auth, params }) => agreements.getAgreement(ctx, auth, params.id));
  route(app, api.signAgreement, ({ auth, params, body, request }) =>
    agreements.signAgreement(ctx, auth, params.id, body.signature, verifyContextOf(request)),
  );
  route(app, api.listAccountInvoices, ({ auth, body }) => accountInvoices.listAccountInvoices(ctx, auth, body));
  route(app, api.accountInvoiceTimestamp, ({ auth, body }) => accountInvoices.accountInvoiceTimestamp(ctx, auth, body.signatureHex));
  route(app, api.getAccountInvoice, ({ auth, params }) => accountInvoices.getAccountInvoice(ctx, auth, params.id));
  route(app, api.signAccountInvoice, ({ auth, body, request }) => accountInvoices.signAccountInvoice(ctx, auth, body, verifyContextOf(request)));
}
