// Account invoices (issue 15): issue one for a business to sign; confirm or reject (with the reason the owner sees)
// one the owner signed; mark a confirmed one paid, which credits its amount to the deposit.
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import type { AccountInvoice } from '#shared/api/agreements.ts';
import { requiredString } from '#shared/validation.ts';
import { formatDate } from '#client/lib/dates.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { notify } from '#client/ui/toast.tsx';
import { parseSum, sumField } from '../../amount.ts';
import { request } from '#client/lib/api.ts';
import { staffKeys } from '../../api/keys.ts';
import { confirmAccountInvoice, issueAccountInvoice, listAccountInvoices, markAccountInvoicePaid, rejectAccountInvoice } from '#shared/api/staff-documents.ts';
import { ErrorBanner } from '../../components/form-error.tsx';
import { IssueDocumentForm } from '../../components/issue-document-form.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { DOCUMENT_STATUS_LABELS, DOCUMENT_STATUS_TONES } from '../../labels.ts';

const isoDay = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'));
const invoiceForm = v.object({ business: requiredString(64), name: requiredString(300), amount: sumField, beginDate: isoDay, endDate: isoDay });
type InvoiceForm = v.InferOutput<typeof invoiceForm>;
const EMPTY: InvoiceForm = { business: '', name: '', amount: '', beginDate: '', endDate: '' };

function IssueInvoice() {
  const { t } = useLingui();
  return (
    <IssueDocumentForm
      title={t`Выпустить счёт на оплату`}
      schema={invoiceForm}
      empty={EMPTY}
      fileLabel={t`Файл счёта (PDF)`}
      issue={(values, file) => request(issueAccountInvoice, { body: { ...values, amount: parseSum(values.amount) ?? 0, file } })}
      issuedText={t`Счёт на оплату выпущен`}
      listKey={staffKeys.accountInvoices()}
      fields={(control) => (
        <>
          <FormField control={control} name="business" label={t`ИНН бизнеса`} />
          <FormField control={control} name="name" label={t`Название`} />
          <FormField control={control} name="amount" label={t`Сумма, сум`} inputMode="decimal" />
          <FormField control={control} name="beginDate" label={t`Период с`} type="date" />
          <FormField control={control} name="endDate" label={t`Период по`} type="date" />
        </>
      )}
    />
  );
}

function InvoiceActions({ invoice }: { invoice: AccountInvoice }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const refresh = (text: string) => {
    notify.success(text);
    void queryClient.invalidateQueries({ queryKey: staffKeys.accountInvoices() });
  };
  const confirm = useMutation({
    mutationFn: () => request(confirmAccountInvoice, { params: { id: invoice.id }, body: { comment: null } }),
    onSuccess: () => refresh(t`Счёт подтверждён`),
  });
  const paid = useMutation({
    mutationFn: () => request(markAccountInvoicePaid, { params: { id: invoice.id } }),
    onSuccess: () => refresh(t`Счёт отмечен оплаченным, сумма зачислена на депозит`),
  });
  const reject = (comment: string) =>
    request(rejectAccountInvoice, { params: { id: invoice.id }, body: { comment } }).then(() => refresh(t`Счёт отклонён`));
  return (
    <div className="ap-stack ap-stack--tight">
      <ErrorBanner error={confirm.error ?? paid.error} />
      <div className="ap-row">
        {invoice.status === 'AGENT_SIGNED' && (
          <>
            <Button small loading={confirm.isPending} onClick={() => confirm.mutate()}>
              {t`Подтвердить`}
            </Button>
            <Button small variant="danger" onClick={() => setRejecting(true)}>
              {t`Отклонить`}
            </Button>
          </>
        )}
        {invoice.status === 'SYSTEM_SIGNED' && !invoice.paidDate && (
          <Button small loading={paid.isPending} onClick={() => paid.mutate()}>
            {t`Отметить оплаченным`}
          </Button>
        )}
      </div>
      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t`Отклонить счёт ${invoice.accountInvoiceNumber}`}
        label={t`Причина (её увидит владелец)`}
        confirmLabel={t`Отклонить`}
        onConfirm={reject}
      />
    </div>
  );
}

export default function AccountInvoicesTab() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const list = useQuery({ queryKey: staffKeys.accountInvoices(), queryFn: ({ signal }) => request(listAccountInvoices, { query: {}, signal }) });
  return (
    <div className="ap-stack">
      <IssueInvoice />
      {list.isPending ? (
        <DataLoading />
      ) : list.isError ? (
        <DataError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <NothingToList icon="document">{t`Счетов на оплату нет`}</NothingToList>
      ) : (
        <div className="ap-table-wrap">
          <table className="ap-table">
            <thead>
              <tr>
                <th>{t`Номер`}</th>
                <th>{t`Название`}</th>
                <th className="ap-table__num">{t`Сумма`}</th>
                <th>{t`Период`}</th>
                <th>{t`Статус`}</th>
                <th>{t`Действия`}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((invoice) => (
                <tr key={invoice.id}>
                  <td>{invoice.accountInvoiceNumber}</td>
                  <td>
                    {invoice.name}
                    {invoice.comment && <div className="ap-table__sub">{invoice.comment}</div>}
                  </td>
                  <td className="ap-table__num">{format.money(invoice.amount)}</td>
                  <td>
                    {formatDate(invoice.beginDate)} – {formatDate(invoice.endDate)}
                  </td>
                  <td>
                    <Badge tone={DOCUMENT_STATUS_TONES[invoice.status]}>{i18n._(DOCUMENT_STATUS_LABELS[invoice.status])}</Badge>
                    {invoice.paidDate && <div className="ap-table__sub">{t`Оплачен ${formatDate(invoice.paidDate)}`}</div>}
                  </td>
                  <td>
                    <InvoiceActions invoice={invoice} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
