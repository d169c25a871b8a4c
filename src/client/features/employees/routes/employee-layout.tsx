// spec 03 §2 /employees/{id}: one employee with three tabs (sale points, general, profile); an unknown employee (or
// another business's) shows a plain not-found text.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, Outlet, useParams } from 'react-router-dom';
import { formatPhone } from '#shared/phone.ts';
import { isApiError } from '#client/lib/api.ts';
import { Icon } from '#client/ui/icons.tsx';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';
import { useEmployee } from '../api/employees.ts';
import { employeeName } from '../labels.ts';
import '../employees.css';

export default function EmployeeLayout() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  const base = `/employees/${encodeURIComponent(id)}`;

  if (employee.isPending) return <DataLoading />;
  if (employee.isError) {
    if (isApiError(employee.error, 'employee_not_found') || isApiError(employee.error, 'not_found')) {
      return (
        <div className="ap-card ap-empty" data-testid="employee-not-found">
          <h1 className="ap-subtitle">
            <Trans>Сотрудник не найден</Trans>
          </h1>
          <Link to="/employees">
            <Trans>К списку сотрудников</Trans>
          </Link>
        </div>
      );
    }
    return <DataError error={employee.error} onRetry={() => void employee.refetch()} />;
  }

  const sections = [
    { to: base, title: t`Точки продаж` },
    { to: `${base}/general`, title: t`Общие` },
    { to: `${base}/profile`, title: t`Профиль` },
  ];
  return (
    <>
      <div className="ap-page__header">
        <div>
          <p className="ap-text-muted">{formatPhone(employee.data.phone)}</p>
          <h1 className="ap-title">{employeeName(employee.data)}</h1>
        </div>
        <Link to="/employees" className="ap-icon-button" aria-label={t`К списку сотрудников`}>
          <Icon name="close" />
        </Link>
      </div>
      <div className="ap-profile">
        <nav className="ap-side-nav" aria-label={t`Разделы сотрудника`}>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to} end className="ap-side-nav__link">
              {section.title}
            </NavLink>
          ))}
        </nav>
        <section className="ap-card">
          <Outlet context={employee.data} />
        </section>
      </div>
    </>
  );
}
