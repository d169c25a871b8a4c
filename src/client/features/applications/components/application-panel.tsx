// The application details in a 440 px side panel (spec 02 §2): its state, the rejection reason in the interface
// language, the payment it concerns.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { APPLICATION_VARIANTS, type Application } from '#shared/api/applications.ts';
import { formatSum } from '#shared/money.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { DetailList, SidePanel } from '#client/ui/side-panel.tsx';
import { accountText } from '#client/lib/invoice-text.ts';
import { localText } from '#client/lib/local-text.ts';
import { useApplication } from '../api/get-application.ts';
import { APPLICATION_STATUS_LABELS } from '../labels.ts';

export function ApplicationPanel({ row, onClose }: { row: Application | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <SidePanel
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? t`Заявка № ${row.number}` : ''}
      closeLabel={t`Закрыть`}
    >
      {row && <ApplicationDetails row={row} />}
    </SidePanel>
  );
}

function ApplicationDetails({ row }: { row: Application }) {
  const { t, i18n } = useLingui();
  const application = useApplication(row).data ?? row;
  const { invoice, rejectionReason } = application;
  const sum = (amount: number) => `${formatSum(amount)} ${t`сум`}`;
  const rows: { label: ReactNode; value: ReactNode; key?: string }[] = [
    { label: t`Транзакция`, value: `№ ${invoice.number}` },
    { label: t`Услуга`, value: localText(invoice.merchantName, i18n.locale) },
    ...invoice.fields
      .filter((field) => field.isVisible)
      .map((field, index) => ({
        key: `field-${index}`,
        label: localText(field.title, i18n.locale),
        value: field.valueTitle ? localText(field.valueTitle, i18n.locale) : accountText(field),
      })),
    { label: t`Точка продаж`, value: invoice.salePointName },
    { label: t`Сотрудник`, value: invoice.employeeName },
    { label: t`Сумма`, value: sum(invoice.amount.value) },
    { label: t`Вознаграждение`, value: `${sum(invoice.reward.amount)} (${invoice.reward.percent}%)` },
    { label: t`Дата транзакции`, value: formatDateTime(invoice.createdDate) },
    { label: t`Дата заявки`, value: formatDateTime(application.createdDate) },
    ...(application.status === 'WAITING' ? [] : [{ label: t`Рассмотрена`, value: formatDateTime(application.modifiedDate) }]),
    ...(application.comment ? [{ label: t`Причина отмены`, value: application.comment }] : []),
  ];
  return (
    <>
      <div className="ap-row">
        <Badge tone={APPLICATION_VARIANTS[application.status]}>{i18n._(APPLICATION_STATUS_LABELS[application.status])}</Badge>
      </div>
      {application.status === 'WAITING' && (
        <Banner tone="info">
          <Trans>Заявка рассматривается до 12 часов. После одобрения сумма вернётся на депозит.</Trans>
        </Banner>
      )}
      {application.status === 'REJECT' && rejectionReason && (
        <Banner tone="error">
          <strong>{localText(rejectionReason.title, i18n.locale)}</strong>
          <div>{localText(rejectionReason.description, i18n.locale)}</div>
        </Banner>
      )}
      {application.status === 'SUCCESS' && (
        <Banner tone="success">
          <Trans>Платёж отменён, сумма возвращена на депозит.</Trans>
        </Banner>
      )}
      <DetailList rows={rows} />
    </>
  );
}
