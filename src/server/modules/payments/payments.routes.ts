// spec 02 §7 payment calls: invoices, pay, lists and totals, the card top-up, and the lookups that precede a payment.
import type { FastifyInstance } from 'fastify';
import { getAccountInfo, getMobileInfo } from '#shared/api/catalogue.ts';
import {
  cardInfo as cardInfoCall,
  confirmCardOtp,
  createInvoice as createInvoiceCall,
  createStaticInvoice,
  createStaticInvoiceWithoutConfirm,
  getCardOtp,
  getInvoice,
  invoiceStats as invoiceStatsCall,
  listInvoices as listInvoicesCall,
  pay,
} from '#shared/api/invoices.ts';
import { requestIdempotencyKey } from '../../http/idempotency.ts';
import { route } from '../../http/route.ts';
import { tellRefusedPayment } from '../notifications/notifications.service.ts';
import { cardInfo, confirmCardCode, confirmedTopUp, sendCardCode, unconfirmedTopUp } from './card.service.ts';
import { createInvoice, findInvoice, invoiceStats, listInvoices } from './invoices.service.ts';
import { accountInfo, mobileInfo } from './lookup.service.ts';
import { payInvoice } from './pay.service.ts';

export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  // The hot path of every payment: these two take their key inside their money transactions (no extra commits).
  // A payment taken offline and refused when the outbox sent it is told to the cashier and the owner (issue 21).
  route(
    app,
    createInvoiceCall,
    ({ auth, body, idempotency, request }) =>
      createInvoice(ctx, auth, body, idempotency).catch(async (error: unknown) => {
        await tellRefusedPayment(ctx, auth, error, { amount: body.amount, salePointId: body.salePointId, takenAt: body.requestDate, key: requestIdempotencyKey(request) });
        throw error;
      }),
    { idempotency: 'in-transaction' },
  );
  route(
    app,
    pay,
    ({ auth, body, idempotency, request }) =>
      payInvoice(ctx, auth, body.invoiceNumber, idempotency).catch(async (error: unknown) => {
        const invoice = await findInvoice(ctx, ctx.db, auth, { number: body.invoiceNumber }).catch(() => null);
        if (invoice) {
          const takenAt = Date.parse(invoice.row.payment_date ?? invoice.row.created_at);
          await tellRefusedPayment(ctx, auth, error, { amount: invoice.row.total, salePointId: invoice.row.sale_point_id, takenAt, key: requestIdempotencyKey(request) });
        }
        throw error;
      }),
    { idempotency: 'in-transaction' },
  );
  route(app, listInvoicesCall, ({ auth, body }) => listInvoices(ctx, auth, body));
  route(app, invoiceStatsCall, ({ auth, body }) => invoiceStats(ctx, auth, body));
  route(app, getInvoice, async ({ auth, params }) => (await findInvoice(ctx, ctx.db, auth, { id: params.id })).invoice);

  route(app, cardInfoCall, ({ body }) => cardInfo(ctx, body.number));
  route(app, getCardOtp, ({ auth, body }) => sendCardCode(ctx, auth, body));
  route(app, confirmCardOtp, ({ auth, body }) => confirmCardCode(ctx, auth, body));
  route(app, createStaticInvoice, ({ auth, body }) =>
    confirmedTopUp(ctx, auth, { salePointId: body.salePointId, pan: body.account.number, amount: body.amount, requestDate: body.requestDate, token: body.token }),
  );
  route(app, createStaticInvoiceWithoutConfirm, ({ auth, body }) =>
    unconfirmedTopUp(ctx, auth, { salePointId: body.salePointId, pan: body.number, amount: body.amount, requestDate: body.requestDate }),
  );

  route(app, getAccountInfo, ({ body, request }) => accountInfo(ctx, body, request.headers['accept-language']));
  route(app, getMobileInfo, ({ auth, body }) => mobileInfo(ctx, auth, body));
}
