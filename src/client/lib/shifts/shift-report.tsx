// The Z-report of a shift on screen and on A4 paper (issue 24 item 2): who, where and when, the cash count, the
// totals, the payments by service and by status, cancellations, and the first and last payment. The print button
// prints it through the browser's dialog as an A4 page (the print frame shows only it).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ShiftReport } from '#shared/api/shifts.ts';
import { useOptionalSignedIn } from '#client/lib/current-profile.ts';
import { Badge } from '#client/ui/badge.tsx';
import { PrintFrame } from '#client/ui/print-frame.tsx';
import { shiftReportModel, type ReportSection } from './shift-report-lines.ts';
import './shifts.css';

function Section({ section, testId }: { section: ReportSection; testId?: string }) {
  return (
    <section className="ap-zreport__section" data-testid={testId}>
      <h3 className="ap-zreport__heading">{section.title}</h3>
      <dl className="ap-zreport__rows">
        {section.rows.map((row) => (
          <div key={row.label} className={row.strong ? 'ap-zreport__row ap-zreport__row--strong' : 'ap-zreport__row'}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ShiftReportView({ shift }: { shift: ShiftReport }) {
  const { t, i18n } = useLingui();
  const business = useOptionalSignedIn()?.profile.business ?? null;
  const model = shiftReportModel(i18n, shift);
  const tone = shift.difference === null || shift.difference === 0 ? 'success' : 'danger';
  return (
    <article className="ap-zreport" aria-label={model.title} data-testid="shift-report">
      <header className="ap-zreport__head">
        <span className="ap-zreport__brand">{business?.name ?? 'Agent Portal'}</span>
        {business && <span>{t`ИНН ${business.taxNumber}`}</span>}
        <h2 className="ap-zreport__title">{model.title}</h2>
        {shift.difference !== null && (
          <Badge tone={tone}>{shift.difference === 0 ? t`Без расхождения` : t`Есть расхождение`}</Badge>
        )}
      </header>
      <Section section={{ title: t`Смена`, rows: model.head }} />
      <Section section={model.cash} testId="shift-report-cash" />
      <Section section={model.totals} />
      <section className="ap-zreport__section">
        <h3 className="ap-zreport__heading">
          <Trans>По услугам</Trans>
        </h3>
        {model.services.length === 0 ? (
          <p className="ap-text-muted">
            <Trans>В смене не было платежей</Trans>
          </p>
        ) : (
          <div className="ap-zreport__scroll">
            <table className="ap-zreport__table" data-testid="shift-report-services">
              <thead>
                <tr>
                  <th scope="col">{t`Услуга`}</th>
                  <th scope="col">{t`Платежей`}</th>
                  <th scope="col">{t`Сумма`}</th>
                  <th scope="col">{t`Комиссия`}</th>
                  <th scope="col">{t`Итого`}</th>
                  <th scope="col">{t`Вознаграждение`}</th>
                </tr>
              </thead>
              <tbody>
                {model.services.map((line) => (
                  <tr key={line.name}>
                    <th scope="row">{line.name}</th>
                    <td>{line.count}</td>
                    <td>{line.amount}</td>
                    <td>{line.commission}</td>
                    <td>{line.total}</td>
                    <td>{line.reward}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {model.statuses.rows.length > 0 && <Section section={model.statuses} />}
      <Section section={model.times} />
    </article>
  );
}

/** The report in the print frame: what the browser prints (A4) while it is on screen. */
export function PrintableShiftReport({ shift }: { shift: ShiftReport }) {
  return (
    <div className="ap-zreport-frame">
      <PrintFrame>
        <ShiftReportView shift={shift} />
      </PrintFrame>
    </div>
  );
}
