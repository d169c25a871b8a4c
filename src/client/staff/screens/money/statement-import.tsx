// A bank statement file imported by staff (issue 21 item 4): a 1C client-bank exchange file or a CSV with its column
// mapping. The answer says what was credited, what was already seen in an earlier import and what is left unmatched
// (those wait in the list below for staff to assign); a malformed file is refused with its line and reason.
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import * as v from 'valibot';
import { request, isApiError } from '#client/lib/api.ts';
import { showServerError } from '#client/lib/forms.ts';
import { translateCode } from '#client/lib/messages.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Checkbox } from '#client/ui/checkbox.tsx';
import { FormField } from '#client/ui/form-field.tsx';
import type { AnswerOf } from '#shared/api/contract.ts';
import { CSV_DELIMITERS, importStatement, STATEMENT_FORMATS, type StatementFileProblem } from '#shared/api/staff-statements.ts';
import { fileAsBase64 } from '../../amount.ts';
import { staffKeys } from '../../api/keys.ts';
import { FileInput } from '../../components/file-input.tsx';
import { StaffFormError } from '../../components/form-error.tsx';
import { SelectFormField } from '../../components/select-form-field.tsx';

const PROBLEMS: Record<StatementFileProblem, MessageDescriptor> = {
  format: msg`это не файл выбранного формата`,
  document: msg`документ не закрыт (КонецДокумента) или закрыт без начала`,
  syntax: msg`строка не вида «Ключ=Значение» или незакрытая кавычка`,
  reference: msg`нет номера документа`,
  amount: msg`сумма не является положительным числом`,
  purpose: msg`нет назначения платежа`,
  column: msg`нет указанной колонки`,
  reference_reused: msg`документ с этим номером уже загружен с другой суммой или назначением`,
};

const formSchema = v.object({
  format: v.picklist(STATEMENT_FORMATS),
  delimiter: v.picklist(CSV_DELIMITERS),
  header: v.boolean(),
  reference: v.pipe(v.string(), v.maxLength(64, 'max_length:64')),
  amount: v.pipe(v.string(), v.maxLength(64, 'max_length:64')),
  purpose: v.pipe(v.string(), v.maxLength(64, 'max_length:64')),
});
type Form = v.InferOutput<typeof formSchema>;
const EMPTY: Form = { format: '1C', delimiter: ';', header: true, reference: '', amount: '', purpose: '' };
const CSV_COLUMNS = ['reference', 'amount', 'purpose'] as const;

type Result = AnswerOf<typeof importStatement>;

function HeaderCheckbox({ control }: { control: Control<Form> }) {
  const { t } = useLingui();
  const { field } = useController({ control, name: 'header' });
  return (
    <Checkbox checked={field.value} onChange={field.onChange}>
      {t`Первая строка — названия колонок`}
    </Checkbox>
  );
}

function LinesTable({ title, lines, testId }: { title: string; lines: Result['credited']; testId: string }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <section className="ap-stack ap-stack--tight" data-testid={testId}>
      <h3 className="ap-subtitle">
        {title}: {lines.length}
      </h3>
      {lines.length > 0 && (
        <div className="ap-table-wrap">
          <table className="ap-table">
            <thead>
              <tr>
                <th>{t`Строка файла`}</th>
                <th>{t`Документ банка`}</th>
                <th>{t`Назначение платежа`}</th>
                <th className="ap-table__num">{t`Сумма`}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map(({ fileLine, line }) => (
                <tr key={line.id}>
                  <td>{fileLine}</td>
                  <td>{line.reference}</td>
                  <td>{line.purpose}</td>
                  <td className="ap-table__num">{format.money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function StatementImport() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [result, setResult] = useState<Result | null>(null);
  const [problem, setProblem] = useState<{ line: string; problem: StatementFileProblem } | null>(null);
  const form = useForm<Form>({ resolver: valibotResolver(formSchema), defaultValues: EMPTY });
  const format = form.watch('format');

  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    setProblem(null);
    if (!file) {
      setFileError(translateCode(i18n, 'required'));
      return;
    }
    setFileError(undefined);
    if (values.format === 'CSV') {
      const missing = CSV_COLUMNS.filter((name) => !values[name].trim());
      for (const name of missing) form.setError(name, { message: 'required' });
      if (missing.length > 0) return;
    }
    try {
      const { name, base64 } = await fileAsBase64(file);
      const csv = values.format === 'CSV' ? { delimiter: values.delimiter, header: values.header, reference: values.reference, amount: values.amount, purpose: values.purpose } : null;
      setResult(await request(importStatement, { body: { format: values.format, file: base64, name, csv } }));
      void queryClient.invalidateQueries({ queryKey: staffKeys.statement() });
    } catch (error) {
      if (isApiError(error, 'statement_file_is_malformed') && error.fields.line && error.fields.problem) {
        setProblem({ line: error.fields.line, problem: error.fields.problem as StatementFileProblem });
      }
      showServerError(form, error);
    }
  });

  const delimiterNames: Record<(typeof CSV_DELIMITERS)[number], string> = { ',': t`запятая`, ';': t`точка с запятой`, '\t': t`табуляция` };
  return (
    <form className="ap-card ap-stack" onSubmit={(event) => void submit(event)} noValidate aria-label={t`Загрузка выписки`}>
      <h2 className="ap-subtitle">{t`Загрузить файл выписки`}</h2>
      <p className="ap-muted">{t`Формат 1С «Клиент-банк» (1CClientBankExchange, Windows-1251, DOS или UTF-8) или CSV. Входящие платежи зачисляются по номеру договора в назначении; уже загруженные документы не зачисляются повторно.`}</p>
      <StaffFormError control={form.control} />
      {problem && (
        <Banner tone="error">
          {t`Строка ${problem.line}: ${PROBLEMS[problem.problem] ? i18n._(PROBLEMS[problem.problem]) : problem.problem}`}
        </Banner>
      )}
      <div className="ap-form-grid">
        <SelectFormField
          control={form.control}
          name="format"
          label={t`Формат`}
          options={[
            { value: '1C', label: t`1С «Клиент-банк»` },
            { value: 'CSV', label: 'CSV' },
          ]}
        />
        <FileInput label={t`Файл выписки`} accept=".txt,.csv,text/plain,text/csv" file={file} onChange={setFile} error={fileError} />
        {format === 'CSV' && (
          <>
            <SelectFormField
              control={form.control}
              name="delimiter"
              label={t`Разделитель`}
              options={CSV_DELIMITERS.map((value) => ({ value, label: delimiterNames[value] }))}
            />
            <HeaderCheckbox control={form.control} />
            <FormField control={form.control} name="reference" label={t`Колонка номера документа (название или номер)`} />
            <FormField control={form.control} name="amount" label={t`Колонка суммы, сум`} />
            <FormField control={form.control} name="purpose" label={t`Колонка назначения платежа`} />
          </>
        )}
      </div>
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t`Загрузить`}
        </Button>
      </div>
      {result && (
        <div className="ap-stack">
          <Banner tone="success">
            {t`Зачислено: ${result.credited.length}, уже были загружены: ${result.alreadySeen.length}, не распознаны: ${result.unmatched.length}, исходящих пропущено: ${result.outgoing}`}
          </Banner>
          <LinesTable title={t`Зачислено`} lines={result.credited} testId="import-credited" />
          <LinesTable title={t`Уже были загружены`} lines={result.alreadySeen} testId="import-already-seen" />
          <LinesTable title={t`Не распознаны — назначьте бизнес в списке ниже`} lines={result.unmatched} testId="import-unmatched" />
        </div>
      )}
    </form>
  );
}
