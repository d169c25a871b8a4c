// SMS budgets (issue 14 item 4): the 60 s resend rule alone let one user send a code to a new number every
// request (119 numbers in a minute through the card code call), and let one address register phone after phone.
// Each code takes from every budget it falls under, per hour: its destination phone, the user asking for a card
// code, the client address asking for a sign-up code. The send is recorded first and the budget counted after,
// so parallel requests can only over-refuse, never over-send; a refused send is forgotten again.
import { uuidv7 } from 'uuidv7';
import { DEFAULT_SMS_BUDGET } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { countSmsSends, deleteOldSmsSends, deleteSmsSend, insertSmsSend } from './auth.repository.ts';
import type { SmsSendTable } from '../../db/tables/auth.ts';

export const SMS_BUDGET_WINDOW_MS = 60 * 60 * 1000;

type Send = Pick<SmsSendTable, 'purpose' | 'phone'> & { userId?: string | null; clientAddress?: string | null };

export async function takeSmsBudget(ctx: AppContext, send: Send): Promise<void> {
  const budget = ctx.config.smsBudget ?? DEFAULT_SMS_BUDGET;
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - SMS_BUDGET_WINDOW_MS).toISOString();
  const id = uuidv7();
  await insertSmsSend(ctx.db, {
    id,
    purpose: send.purpose,
    phone: send.phone,
    user_id: send.userId ?? null,
    client_address: send.clientAddress ?? null,
    created_at: now.toISOString(),
  });
  const over =
    (await countSmsSends(ctx.db, since, { phone: send.phone })) > budget.perPhone ||
    (send.purpose === 'card' && send.userId
      ? (await countSmsSends(ctx.db, since, { purpose: 'card', userId: send.userId })) > budget.cardCodesPerUser
      : false) ||
    (send.purpose === 'sign_up' && send.clientAddress
      ? (await countSmsSends(ctx.db, since, { purpose: 'sign_up', clientAddress: send.clientAddress })) > budget.signUpPhonesPerClient
      : false);
  if (over) {
    await deleteSmsSend(ctx.db, id);
    throw new AppError(429, 'sms_limit_exceeded');
  }
  // Sends older than the window count for no budget; the phone's own are dropped here, through its index.
  await deleteOldSmsSends(ctx.db, send.phone, since);
}
