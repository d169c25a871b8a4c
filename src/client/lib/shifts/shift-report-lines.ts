// The Z-report of a shift as sections of label/value rows (issue 24 item 2), in the interface language: the A4 report
// (shift-report.tsx) lays them out as tables, and `shiftReportLines` flattens them into the plain lines a receipt
// printer prints (issue 24 item 1), the same way it prints a payment's receipt.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShiftReport } from '#shared/api/shifts.ts';
import { formatSum } from '#shared/money.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { INVOICE_STATUS_LABELS } from '#client/lib/invoice-status.ts';
import { localText } from '#client/lib/local-text.ts';
import type { PrintLine } from '#client/lib/printer/print-lines.ts';

export type ReportRow = { label: string; value: string; strong?: boolean };
export type ReportSection = { title: string; rows: ReportRow[] };

/** A service line of the report: its name, then count, amount, commission, total and reward. */
export type ServiceRow = { name: string; count: number; amount: string; commission: string; total: string; reward: string };

export type ShiftReportModel = {
  title: string;
  head: ReportRow[];
  cash: ReportSection;
  totals: ReportSection;
  services: ServiceRow[];
  statuses: ReportSection;
  times: ReportSection;
};

const signed = (i18n: I18n, amount: number) => {
  const sum = formatSum(Math.abs(amount));
  const text = i18n._(msg`${sum} сум`);
  return amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text;
};

export function shiftReportModel(i18n: I18n, shift: ShiftReport): ShiftReportModel {
  const money = (amount: number) => {
    const sum = formatSum(amount);
    return i18n._(msg`${sum} сум`);
  };
  const { report } = shift;
  const head: ReportRow[] = [
    { label: i18n._(msg`Точка продаж`), value: shift.salePoint.name },
    { label: i18n._(msg`Кассир`), value: shift.employee.name },
    { label: i18n._(msg`Открыта`), value: formatDateTime(shift.openedDate) },
    { label: i18n._(msg`Закрыта`), value: shift.closedDate ? formatDateTime(shift.closedDate) : i18n._(msg`Смена не закрыта`) },
  ];
  if (shift.leftOpen) head.push({ label: i18n._(msg`Внимание`), value: i18n._(msg`Смена не закрыта после окончания рабочего дня`) });
  const cash: ReportRow[] = [
    { label: i18n._(msg`Наличные на начало`), value: money(shift.openingCash) },
    { label: i18n._(msg`Принято наличными`), value: money(report.cashTaken) },
    { label: i18n._(msg`Ожидается в кассе`), value: money(shift.expectedCash), strong: true },
  ];
  if (shift.countedCash !== null) cash.push({ label: i18n._(msg`Пересчитано`), value: money(shift.countedCash), strong: true });
  if (shift.difference !== null) cash.push({ label: i18n._(msg`Расхождение`), value: signed(i18n, shift.difference), strong: true });
  if (shift.comment) cash.push({ label: i18n._(msg`Комментарий`), value: shift.comment });
  const none = i18n._(msg`нет`);
  return {
    title: i18n._(msg`Отчёт о смене (Z-отчёт)`),
    head,
    cash: { title: i18n._(msg`Касса`), rows: cash },
    totals: {
      title: i18n._(msg`Итоги`),
      rows: [
        { label: i18n._(msg`Платежей`), value: String(report.count) },
        { label: i18n._(msg`Сумма платежей`), value: money(report.amount) },
        { label: i18n._(msg`Комиссия`), value: money(report.commission) },
        { label: i18n._(msg`Итого принято`), value: money(report.total), strong: true },
        { label: i18n._(msg`Вознаграждение`), value: money(report.reward) },
        { label: i18n._(msg`Отмены`), value: `${report.cancellations.count} · ${money(report.cancellations.total)}` },
      ],
    },
    services: report.byService.map((line) => ({
      name: localText(line.merchant.name, i18n.locale),
      count: line.count,
      amount: money(line.amount),
      commission: money(line.commission),
      total: money(line.total),
      reward: money(line.reward),
    })),
    statuses: {
      title: i18n._(msg`По статусам`),
      rows: report.byStatus.map((line) => ({ label: i18n._(INVOICE_STATUS_LABELS[line.status]), value: `${line.count} · ${money(line.total)}` })),
    },
    times: {
      title: i18n._(msg`Время платежей`),
      rows: [
        { label: i18n._(msg`Первый платёж`), value: report.firstPaymentDate ? formatDateTime(report.firstPaymentDate) : none },
        { label: i18n._(msg`Последний платёж`), value: report.lastPaymentDate ? formatDateTime(report.lastPaymentDate) : none },
      ],
    },
  };
}

const paymentsCount = (i18n: I18n, count: number) => i18n._(msg`Платежей: ${count}`);

/** The report as receipt printer lines. */
export function shiftReportLines(i18n: I18n, shift: ShiftReport): PrintLine[] {
  const model = shiftReportModel(i18n, shift);
  const section = (part: ReportSection): PrintLine[] => [
    { kind: 'rule' },
    { kind: 'heading', text: part.title },
    ...part.rows.map((row): PrintLine => ({ kind: 'row', ...row })),
  ];
  const services: PrintLine[] = model.services.length
    ? [
        { kind: 'rule' },
        { kind: 'heading', text: i18n._(msg`По услугам`) },
        ...model.services.flatMap((line): PrintLine[] => [
          { kind: 'text', text: line.name },
          { kind: 'row', label: paymentsCount(i18n, line.count), value: line.total },
        ]),
      ]
    : [];
  return [
    { kind: 'heading', text: model.title },
    ...model.head.map((row): PrintLine => ({ kind: 'row', ...row })),
    ...section(model.cash),
    ...section(model.totals),
    ...services,
    ...section(model.statuses),
    ...section(model.times),
  ];
}
