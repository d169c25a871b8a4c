// The cancellations table (spec 02 §2): status, application number, invoice number, account, transaction date,
// application date, amount. Numbers, phones, dates and the status badge each keep to one line (a phone split as
// "+998 90 123 45 / 67" misreads); on a narrow screen the table scrolls sideways inside its wrapper instead.
import { useLingui } from '@lingui/react/macro';
import { APPLICATION_VARIANTS, type Application } from '#shared/api/applications.ts';
import { formatSum } from '#shared/money.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { accountText } from '#client/lib/invoice-text.ts';
import { Badge } from '#client/ui/badge.tsx';
import { RowOpenButton } from '#client/ui/row-open-button.tsx';
import { APPLICATION_STATUS_LABELS } from '../labels.ts';

export function ApplicationTable({ applications, onOpen }: { applications: Application[]; onOpen: (application: Application) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th scope="col">{t`Статус`}</th>
            <th scope="col">{t`Номер заявки`}</th>
            <th scope="col">{t`Номер транзакции`}</th>
            <th scope="col">{t`Лицевой счёт`}</th>
            <th scope="col">{t`Дата транзакции`}</th>
            <th scope="col">{t`Дата заявки`}</th>
            <th scope="col" className="ap-table__num">
              {t`Сумма`}
            </th>
          </tr>
        </thead>
        <tbody>
          {applications.map((application) => (
            <tr key={application.id} data-testid="application-row" onClick={() => onOpen(application)}>
              <td>
                <Badge tone={APPLICATION_VARIANTS[application.status]}>{i18n._(APPLICATION_STATUS_LABELS[application.status])}</Badge>
              </td>
              <td data-label={t`Заявка`}>
                <RowOpenButton className="apl-table__whole" onOpen={() => onOpen(application)}>
                  № {application.number}
                </RowOpenButton>
              </td>
              <td data-label={t`Транзакция`}>
                <span className="apl-table__whole">№ {application.invoice.number}</span>
              </td>
              <td data-label={t`Лицевой счёт`}>
                <span className="apl-table__whole">{accountText(application.invoice.account)}</span>
              </td>
              <td data-label={t`Дата транзакции`}>
                <span className="apl-table__whole">{formatDateTime(application.invoice.createdDate)}</span>
              </td>
              <td data-label={t`Дата заявки`}>
                <span className="apl-table__whole">{formatDateTime(application.createdDate)}</span>
              </td>
              <td className="ap-table__num">
                <strong>
                  {formatSum(application.invoice.amount.value)} {t`сум`}
                </strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
