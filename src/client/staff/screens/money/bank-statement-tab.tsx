// The bank statement: a statement file imported (issue 21 item 4), and the unmatched lines (issue 15): a transfer
// whose purpose named no contract waits here until staff assign it to a business, which credits its deposit.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '#client/lib/dates.ts';
import { showServerError } from '#client/lib/forms.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { Button } from '#client/ui/button.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { notify } from '#client/ui/toast.tsx';
import { request } from '#client/lib/api.ts';
import { staffKeys } from '../../api/keys.ts';
import { assignBody, assignStatementLine, listStatementLines } from '#shared/api/staff-deposits.ts';
import { StaffFormError } from '../../components/form-error.tsx';
import { StatementImport } from './statement-import.tsx';

function AssignForm({ lineId }: { lineId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm({ resolver: valibotResolver(assignBody), defaultValues: { business: '' } });
  const submit = form.handleSubmit(async (body) => {
    try {
      await request(assignStatementLine, { params: { id: lineId }, body });
      notify.success(t`Строка выписки зачислена бизнесу`);
      void queryClient.invalidateQueries({ queryKey: staffKeys.statement() });
    } catch (error) {
      showServerError(form, error);
    }
  });
  return (
    <form className="ap-stack ap-stack--tight" onSubmit={(event) => void submit(event)} noValidate>
      <StaffFormError control={form.control} />
      <div className="ap-row">
        <FormField control={form.control} name="business" label={t`ИНН бизнеса`} />
        <Button type="submit" small loading={form.formState.isSubmitting}>
          {t`Зачислить`}
        </Button>
      </div>
    </form>
  );
}

export default function BankStatementTab() {
  return (
    <div className="ap-stack">
      <StatementImport />
      <UnmatchedLines />
    </div>
  );
}

function UnmatchedLines() {
  const { t } = useLingui();
  const format = useFormat();
  const lines = useQuery({
    queryKey: staffKeys.statement(),
    queryFn: ({ signal }) => request(listStatementLines, { query: { status: 'UNMATCHED' }, signal }),
  });
  if (lines.isPending) return <DataLoading />;
  if (lines.isError) return <DataError error={lines.error} onRetry={() => void lines.refetch()} />;
  if (lines.data.length === 0) return <NothingToList icon="check">{t`Нераспознанных строк выписки нет`}</NothingToList>;
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th>{t`Документ банка`}</th>
            <th>{t`Назначение платежа`}</th>
            <th className="ap-table__num">{t`Сумма`}</th>
            <th>{t`Получена`}</th>
            <th>{t`Зачислить бизнесу`}</th>
          </tr>
        </thead>
        <tbody>
          {lines.data.map((line) => (
            <tr key={line.id}>
              <td>{line.reference}</td>
              <td>{line.purpose}</td>
              <td className="ap-table__num">{format.money(line.amount)}</td>
              <td>{formatDateTime(line.createdDate)}</td>
              <td>
                <AssignForm lineId={line.id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
