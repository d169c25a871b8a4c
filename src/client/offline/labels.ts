// Display words of the outbox for every screen that shows its items (the queue screen, recent payments, the
// payment outcome), and the refusal texts of the offline limits, in the interface language.
import { useLingui } from '@lingui/react/macro';
import { formatSum } from '#shared/money.ts';
import type { QueueRefusal } from './limits.ts';
import type { OutboxState } from './outbox-machine.ts';

export function useOutboxStateLabel(): (state: OutboxState) => string {
  const { t } = useLingui();
  const labels: Record<OutboxState, string> = {
    queued: t`В очереди`,
    sending: t`Отправляется`,
    PAID: t`Оплачен`,
    PENDING: t`В обработке`,
    ERROR: t`Ошибка`,
    refused: t`Отклонён`,
    withdrawn: t`Отозван`,
  };
  return (state) => labels[state];
}

/** Why a payment may not join the queue while offline, in words the cashier can act on. */
export function useRefusalText(): (refusal: QueueRefusal) => string {
  const { t } = useLingui();
  return (refusal) => {
    switch (refusal.code) {
      case 'offline_amount_too_large': {
        const max = formatSum(refusal.max);
        return t`Без связи можно принять платёж не больше ${max} сум. Дождитесь связи, чтобы провести этот платёж.`;
      }
      case 'offline_deposit_exceeded': {
        const available = formatSum(refusal.available);
        return t`Депозита не хватит: с учётом платежей в очереди доступно ${available} сум. Дождитесь связи или пополните депозит.`;
      }
      case 'offline_queue_too_old':
        return t`В очереди есть платёж старше допустимого срока. Новые платежи без связи не принимаются, пока очередь не отправлена.`;
    }
  };
}
