// spec 03 §2 top-up by internet banking: four steps, the recipient's details and the payment purpose (contract number
// and agent number, which credit the transfer automatically) with copy buttons, and the bank's working hours.
import { Trans, useLingui } from '@lingui/react/macro';
import { TOP_UP_RECIPIENT } from '#shared/api/deposit.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { notify } from '#client/ui/toast.tsx';
import { withinWorkingHours } from '../deposit-rules.ts';

export default function TopUpPage() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const contract = profile.business?.contractNumber ?? '—';
  const agentId = profile.agentId ?? '—';
  const details = [
    { key: 'bankCode', label: t`Код банка получателя (МФО)`, value: TOP_UP_RECIPIENT.bankCode },
    { key: 'account', label: t`Расчётный счёт получателя`, value: TOP_UP_RECIPIENT.account },
    { key: 'name', label: t`Наименование получателя`, value: TOP_UP_RECIPIENT.name },
    { key: 'taxNumber', label: t`ИНН получателя`, value: TOP_UP_RECIPIENT.taxNumber },
    { key: 'purpose', label: t`Назначение платежа`, value: t`Пополнение депозита по договору № ${contract}, ID агента ${agentId}` },
  ];
  const copy = async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t`Успешно скопировано`);
    } catch {
      notify.error(t`Не удалось скопировать, выделите текст и скопируйте его вручную`);
    }
  };
  return (
    <>
      <section className="ap-card ap-stack">
        <h2 className="ap-subtitle">
          <Trans>Пополнение через интернет-банкинг</Trans>
        </h2>
        <ol className="dp-steps">
          <li>
            <Trans>Войдите в интернет-банкинг вашего банка</Trans>
          </li>
          <li>
            <Trans>Перейдите в раздел платежей по реквизитам</Trans>
          </li>
          <li>
            <Trans>Скопируйте реквизиты ниже</Trans>
          </li>
          <li>
            <Trans>Проведите платёж</Trans>
          </li>
        </ol>
      </section>
      <dl className="dp-details">
        {details.map((detail) => (
          <div key={detail.key} className="dp-detail" data-testid={`top-up-${detail.key}`}>
            <dt>{detail.label}</dt>
            <dd className="dp-detail__value">{detail.value}</dd>
            <dd className="dp-detail__copy">
              <Button variant="secondary" small onClick={() => void copy(detail.value)} aria-label={t`Скопировать: ${detail.label}`}>
                <Trans>Скопировать</Trans>
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      <Banner tone="info">
        <Trans>
          Пополнение банковским переводом зачисляется автоматически в течение 30 минут, только с 09:00 до 17:00 по
          Ташкенту в рабочие дни, с понедельника по пятницу
        </Trans>
      </Banner>
      {!withinWorkingHours(Date.now()) && (
        <Banner tone="warning">
          <Trans>Сейчас нерабочее время банка: перевод зачислят в ближайший рабочий день после 09:00</Trans>
        </Banner>
      )}
    </>
  );
}
