// spec 03 §2 /employees/{id}: one employee with three tabs (sale points, general, profile); an unknown employee (or
// another business's) shows a plain not-found text.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { formatPhone } from '#shared/phone.ts';
import { SectionsLayout } from '#client/ui/sections-layout.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { useEmployee } from '../api/employees.ts';
import { employeeName } from '../labels.ts';
import '../employees.css';

export default function EmployeeLayout() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const base = `/employees/${encodeURIComponent(id)}`;
  return (
    <SectionsLayout
      query={useEmployee(id)}
      missingCode="employee_not_found"
      notFound={
        <div className="ap-card ap-empty" data-testid="employee-not-found">
          <h1 className="ap-subtitle">
            <Trans>Сотрудник не найден</Trans>
          </h1>
          <Link to="/employees">
            <Trans>К списку сотрудников</Trans>
          </Link>
        </div>
      }
      header={(employee) => (
        <>
          <div>
            <p className="ap-text-muted">{formatPhone(employee.phone)}</p>
            <h1 className="ap-title">{employeeName(employee)}</h1>
          </div>
          <Link to="/employees" className="ap-icon-button" aria-label={t`К списку сотрудников`}>
            <Icon name="close" />
          </Link>
        </>
      )}
      navLabel={t`Разделы сотрудника`}
      sections={[
        { to: base, title: t`Точки продаж` },
        { to: `${base}/general`, title: t`Общие` },
        { to: `${base}/profile`, title: t`Профиль` },
      ]}
    />
  );
}
