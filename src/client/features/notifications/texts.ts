// A notification's text in the reader's language: its message code with its parameters (the service worker has the
// same texts for pushes, sw/notification-texts.ts).
import { useLingui } from '@lingui/react/macro';
import type { Notification } from '#shared/api/notifications.ts';
import { useFormat } from '#client/lib/use-format.ts';

export function useNotificationText() {
  const { t } = useLingui();
  const format = useFormat();
  return (item: Pick<Notification, 'kind' | 'params'>): string => {
    const text = (name: string) => String(item.params[name] ?? '');
    const money = (name: string) => (typeof item.params[name] === 'number' ? format.money(item.params[name]) : '');
    const number = text('number');
    switch (item.kind) {
      case 'deposit_low': {
        const balance = money('balance');
        return t`Депозит ниже заданного порога: ${balance}`;
      }
      case 'payment_refused': {
        const amount = money('amount');
        return t`Платёж на ${amount}, принятый без связи, отклонён сервером`;
      }
      case 'document_to_sign':
        return item.params.type === 'agreement' ? t`Дополнительное соглашение № ${number} ждёт вашей подписи` : t`Счёт № ${number} ждёт вашей подписи`;
      case 'document_expiring':
        return t`Завтра истекает срок подписания документа № ${number}`;
      case 'support_answer':
        return t`Поддержка ответила в обращении № ${number}`;
      case 'moderation_approved':
        return t`Бизнес прошёл модерацию: подпишите договор`;
      case 'moderation_returned':
        return t`Бизнес возвращён на доработку: посмотрите замечание модератора`;
      case 'shift_difference': {
        const salePoint = text('salePoint');
        const difference = money('difference');
        return t`Смена в «${salePoint}» закрыта с расхождением ${difference}`;
      }
    }
  };
}
