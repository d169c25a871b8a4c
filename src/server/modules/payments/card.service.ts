// spec 02 §4 card top-up: card info → amount → (above the P2P merchant's withConfirmation limit) a one-time code to
// the card's phone → a short-lived token bound to the card → the static P2P invoice, opened and paid in one go.
// The full card number only passes through: the database keeps its keyed hash and the masked form (6 + 4 digits).
import crypto from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '#shared/api/auth.ts';
import { CARD_TO_CARD_KEY } from '#shared/api/catalogue.ts';
import { maskPan } from '#shared/payment-rules.ts';
import type { AppContext, Auth } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { hashCode, hashToken, randomDigits, randomToken, sameHash } from '../auth/secrets.ts';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../auth/otp.service.ts';
import { takeSmsBudget } from '../auth/sms-budget.ts';
import { findMerchantByKey, toMerchant } from '../catalogue/catalogue.service.ts';
import type { SalePointTable } from '../../db/tables/sale-points.ts';
import { checkAmount } from './payment-checks.ts';
import {
  consumeCardToken,
  findCardConfirmation,
  findCardConfirmationByToken,
  insertCardConfirmation,
  issueCardToken,
  recentCardConfirmation,
  takeCardAttempt,
} from './card-confirmations.repository.ts';
import { requireWorkingBusiness } from '../business/working.ts';
import { activeSalePoint, openInvoice } from './invoices.service.ts';
import { payInvoiceRow } from './pay.service.ts';

/** How long a confirmed card stays usable for its top-up. */
export const CARD_TOKEN_TTL_MS = 10 * 60 * 1000;

const iso = (date: Date) => date.toISOString();
/** Keyed, so the stored hash of a 16-digit number cannot be reversed by trying all numbers without the key. */
const panHash = (ctx: AppContext, pan: string) => crypto.createHmac('sha256', ctx.otpKey).update(`pan:${pan}`).digest('hex');

export async function cardInfo(ctx: AppContext, pan: string) {
  const found = await ctx.cardNetwork.cardInfo(pan);
  if (!found.ok) throw new AppError(400, found.code);
  return { owner: found.card.owner, number: maskPan(pan), cardType: found.card.cardType, bank: found.card.bank };
}

/** Sends a code to the card's phone; one code per user and card each 60 s. */
export async function sendCardCode(ctx: AppContext, auth: Auth, request: { pan: string; number: string }) {
  if (auth.businessId) await requireWorkingBusiness(ctx.db, auth.businessId);
  await cardInfo(ctx, request.pan);
  const phone = `998${request.number}`;
  if (!(await ctx.cardNetwork.isCardPhone(request.pan, phone))) throw new AppError(400, 'card_does_not_available_for_this_number');
  const now = ctx.clock.now();
  const hash = panHash(ctx, request.pan);
  const recent = await recentCardConfirmation(ctx.db, auth.userId, hash, iso(new Date(now.getTime() - OTP_RESEND_SECONDS * 1000)));
  if (recent) throw new AppError(429, 'otp_get_every_60_seconds');
  await takeSmsBudget(ctx, { purpose: 'card', phone, userId: auth.userId });

  const id = uuidv7();
  const code = randomDigits(OTP_LENGTH);
  await insertCardConfirmation(ctx.db, {
    id,
    user_id: auth.userId,
    pan_hash: hash,
    pan_masked: maskPan(request.pan),
    phone,
    code_hash: hashCode(ctx.otpKey, id, code),
    attempts: 0,
    expires_at: iso(new Date(now.getTime() + OTP_TTL_MS)),
    token_hash: null,
    token_expires_at: null,
    consumed_at: null,
    created_at: iso(now),
  });
  await ctx.sms.send({
    phone,
    text: `Agent Portal: ${code} — ${maskPan(request.pan)} karta tasdig'i / подтверждение карты. Hech kimga aytmang / Никому не сообщайте.`,
    code,
  });
  return { confirmId: id };
}

/** Checks the code (each check uses an attempt) and answers a token bound to the card. */
export async function confirmCardCode(ctx: AppContext, auth: Auth, request: { otp: string; confirmId: string }) {
  const now = ctx.clock.now();
  const row = await findCardConfirmation(ctx.db, request.confirmId, auth.userId);
  if (!row || row.token_hash) throw new AppError(400, 'otp_not_match');
  if (row.expires_at < iso(now)) throw new AppError(400, 'otp_is_expired');
  if (!(await takeCardAttempt(ctx.db, row.id, OTP_MAX_ATTEMPTS))) throw new AppError(400, 'otp_is_expired');
  if (!sameHash(row.code_hash, hashCode(ctx.otpKey, row.id, request.otp))) throw new AppError(400, 'otp_is_invalid');
  const token = randomToken();
  if (!(await issueCardToken(ctx.db, row.id, hashToken(token), iso(new Date(now.getTime() + CARD_TOKEN_TTL_MS))))) throw new AppError(400, 'otp_not_match');
  return { token };
}

type TopUp = { salePointId: string; pan: string; amount: number; requestDate: number };

/** The P2P merchant and its checks; answers whether this amount needs the SMS confirmation. */
async function p2pMerchant(ctx: AppContext, amount: number) {
  const row = await findMerchantByKey(ctx.db, CARD_TO_CARD_KEY);
  if (!row || row.status === 'INACTIVE') throw new AppError(404, 'merchant_not_found');
  if (row.status !== 'ACTIVE') throw new AppError(400, 'merchant_is_not_active');
  const merchant = toMerchant(row);
  checkAmount(merchant, amount);
  const limit = merchant.fields.amount.limit.withConfirmation;
  return { row, merchant, needsConfirmation: limit !== null && amount > limit };
}

/** Opens the P2P invoice (the card masked in it) and pays it with the full number passed to billing only. */
async function openAndPay(ctx: AppContext, auth: Auth, topUp: TopUp, p2p: Awaited<ReturnType<typeof p2pMerchant>>, salePoint: SalePointTable) {
  const masked = maskPan(topUp.pan);
  const field = p2p.merchant.fields.account.find((candidate) => candidate.primary) ?? p2p.merchant.fields.account[0];
  const title = field?.title ?? { uz: 'Karta raqami', ru: 'Номер карты', en: 'Card number' };
  const opening = {
    salePoint,
    row: p2p.row,
    merchant: p2p.merchant,
    payer: {
      billingAccount: masked,
      fields: { region: null, subRegion: null, type: null, account: [{ title, value: masked, primary: true, prefix: null, mask: null }] },
    },
    storedAccount: masked,
    amount: topUp.amount,
    requestDate: topUp.requestDate,
  };
  const invoice = await openInvoice(ctx, auth, opening, (stored) => stored);
  const paid = await payInvoiceRow(ctx, auth, invoice, { billingAccount: topUp.pan });
  return { invoiceNumber: invoice.number, invoice: paid.invoice };
}

/** POST /v1/invoice/invoice-static: the confirmed top-up. */
export async function confirmedTopUp(ctx: AppContext, auth: Auth, topUp: TopUp & { token: string }) {
  // The sale point and business first: a frozen business learns that, whatever its card token (decision 150).
  const { salePoint } = await activeSalePoint(ctx.db, auth, topUp.salePointId);
  const now = iso(ctx.clock.now());
  const confirmation = await findCardConfirmationByToken(ctx.db, hashToken(topUp.token), auth.userId);
  const valid =
    confirmation &&
    !confirmation.consumed_at &&
    confirmation.token_expires_at !== null &&
    confirmation.token_expires_at >= now &&
    sameHash(confirmation.pan_hash, panHash(ctx, topUp.pan));
  if (!valid) throw new AppError(400, 'card_token_is_invalid');
  const p2p = await p2pMerchant(ctx, topUp.amount);
  // Use the token up before any money moves, so two requests with one token cannot both top up.
  if (!(await consumeCardToken(ctx.db, confirmation.id, now))) throw new AppError(400, 'card_token_is_invalid');
  return openAndPay(ctx, auth, topUp, p2p, salePoint);
}

/** POST /v1/invoice/create-static-without-confirm: pays at once up to the limit; above it answers empty. */
export async function unconfirmedTopUp(ctx: AppContext, auth: Auth, topUp: TopUp) {
  const { salePoint } = await activeSalePoint(ctx.db, auth, topUp.salePointId);
  const p2p = await p2pMerchant(ctx, topUp.amount);
  if (p2p.needsConfirmation) return { invoiceNumber: null, invoice: null };
  await cardInfo(ctx, topUp.pan);
  return openAndPay(ctx, auth, topUp, p2p, salePoint);
}
