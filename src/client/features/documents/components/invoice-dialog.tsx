// An account invoice's detail (spec 03 §4): a CREATED one to sign (with the server's timestamp), the others with
// their state: on review, confirmed, rejected with the reason, paid.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AccountInvoice } from '#shared/api/agreements.ts';
import { formatSum } from '#shared/money.ts';
import { formatDate, formatDateTime } from '#client/lib/dates.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useSignAccountInvoice } from '../api/agreements.ts';
import { invoiceBadge } from '../labels.ts';
import { decodeBase64Text } from './contract-view.tsx';
import { DocumentDialog } from './document-dialog.tsx';
import { DocumentSigning } from './document-signing.tsx';

export function InvoiceDialog({ invoice, onClose }: { invoice: AccountInvoice | null; onClose: () => void }) {
  const { t } = useLingui();
  const sign = useSignAccountInvoice();
  return (
    <DocumentDialog
      open={invoice !== null}
      onClose={onClose}
      title={invoice ? t`Счёт № ${invoice.number}` : ''}
      closeLabel={t`Закрыть`}
      signing={
        invoice?.status === 'CREATED'
          ? (back) => (
              <DocumentSigning
                sign={async (key) => void (await sign.mutateAsync({ invoice, key }))}
                onCancel={back}
                onDone={() => {
                  notify.success(t`Счёт успешно отправлен`);
                  onClose();
                }}
              />
            )
          : null
      }
    >
      {invoice && <InvoiceDetail invoice={invoice} />}
    </DocumentDialog>
  );
}

function InvoiceDetail({ invoice }: { invoice: AccountInvoice }) {
  const { t, i18n } = useLingui();
  const text = useMemo(() => decodeBase64Text(invoice.document), [invoice.document]);
  const badge = invoiceBadge(invoice);
  return (
    <>
      <dl className="ap-doc-facts">
        <dt>{t`Название`}</dt>
        <dd>{invoice.name}</dd>
        <dt>{t`Сумма`}</dt>
        <dd>
          {formatSum(invoice.amount)} {t`сум`}
        </dd>
        <dt>{t`Период`}</dt>
        <dd>
          {formatDate(invoice.beginDate)} — {formatDate(invoice.endDate)}
        </dd>
        <dt>{t`Статус`}</dt>
        <dd>
          <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
        </dd>
        {invoice.paidDate && (
          <>
            <dt>{t`Оплачен`}</dt>
            <dd>{formatDateTime(invoice.paidDate)}</dd>
          </>
        )}
      </dl>
      <pre className="ap-doc-text" aria-label={t`Текст для подписи`}>{text}</pre>
      <p>
        <a href={invoice.file.url} download={invoice.file.name}>
          <Trans>Скачать счёт (PDF)</Trans>
        </a>
      </p>
      {invoice.status === 'AGENT_SIGNED' && <Banner tone="info">{t`Счёт на рассмотрении`}</Banner>}
      {invoice.status === 'REJECTED' && (
        <Banner tone="error">
          {invoice.comment ? <Trans>Счёт отклонён: {invoice.comment}</Trans> : <Trans>Счёт отклонён</Trans>}
        </Banner>
      )}
      {invoice.status === 'CREATED' && (
        <Banner tone="info">
          <Trans>После подписания средства будут зачислены на депозит в течение 5 банковских дней.</Trans>
        </Banner>
      )}
    </>
  );
}
