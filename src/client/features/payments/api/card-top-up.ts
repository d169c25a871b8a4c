// The card top-up calls after the card lookup (spec 02 §4): the static invoice without confirmation, or the SMS
// confirmation (code to the card holder's phone, its check) and the static invoice with the confirmation token.
// Online only: none of them goes through the outbox, and none is ever paused and persisted (networkMode always),
// since their variables hold the card number. Each takes the Idempotency-Key of the confirmation attempt.
import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '#shared/api/contract.ts';
import { confirmCardOtp, createStaticInvoice, createStaticInvoiceWithoutConfirm, getCardOtp } from '#shared/api/invoices.ts';
import { request } from '#client/lib/api.ts';

type Keyed<C> = { body: BodyOf<C>; idempotencyKey: string };

export const createTopUpWithoutConfirm = ({ body, idempotencyKey }: Keyed<typeof createStaticInvoiceWithoutConfirm>) =>
  request(createStaticInvoiceWithoutConfirm, { body, idempotencyKey });

export const sendCardOtp = ({ body, idempotencyKey }: Keyed<typeof getCardOtp>) => request(getCardOtp, { body, idempotencyKey });

export const checkCardOtp = ({ body, idempotencyKey }: Keyed<typeof confirmCardOtp>) =>
  request(confirmCardOtp, { body, idempotencyKey });

export const createTopUp = ({ body, idempotencyKey }: Keyed<typeof createStaticInvoice>) =>
  request(createStaticInvoice, { body, idempotencyKey });

const cardMutation = { networkMode: 'always', gcTime: 0, meta: { persist: false } } as const;

export function useCreateTopUpWithoutConfirm() {
  return useMutation({ mutationFn: createTopUpWithoutConfirm, ...cardMutation });
}

export function useSendCardOtp() {
  return useMutation({ mutationFn: sendCardOtp, ...cardMutation });
}

export function useCheckCardOtp() {
  return useMutation({ mutationFn: checkCardOtp, ...cardMutation });
}

export function useCreateTopUp() {
  return useMutation({ mutationFn: createTopUp, ...cardMutation });
}
