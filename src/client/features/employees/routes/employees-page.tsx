// spec 03 §2 /employees: the owner's employees as cards (name, phone, status, today's amount, the sale point or how
// many), an add card that opens the two-step add modal, and an empty state; 30 a page.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Employee } from '#shared/api/sale-points.ts';
import { formatSum } from '#shared/money.ts';
import { formatPhone } from '#shared/phone.ts';
import { Avatar } from '#client/ui/avatar.tsx';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import { LineIcon } from '#client/ui/icons.tsx';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { Pagination } from '#client/ui/pagination.tsx';
import { useEmployeesPage } from '../api/employees.ts';
import { AddEmployeeDialog } from '../components/add-employee-dialog.tsx';
import { EMPLOYEE_STATUS_LABELS, employeeName } from '../labels.ts';
import '#client/ui/settings.css';
import '../employees.css';

const PLUS = 'M12 5v14M5 12h14';

export default function EmployeesPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const [adding, setAdding] = useState(false);
  const employees = useEmployeesPage(page);

  let body;
  if (employees.isPending) {
    body = <DataLoading />;
  } else if (employees.isError) {
    body = <DataError error={employees.error} onRetry={() => void employees.refetch()} />;
  } else if (employees.data.totalElements === 0) {
    body = (
      <NothingToList icon="user">
        <p>
          <Trans>У вас пока нет сотрудников. Добавьте сотрудника, чтобы он принимал платежи в ваших точках продаж.</Trans>
        </p>
        <Button onClick={() => setAdding(true)}>
          <Trans>Добавить сотрудника</Trans>
        </Button>
      </NothingToList>
    );
  } else {
    body = (
      <div className="ap-stack">
        <div className="em-grid">
          {employees.data.content.map((employee) => (
            <EmployeeCard key={employee.id} employee={employee} />
          ))}
          <button type="button" className="ap-tile em-card em-card--add" onClick={() => setAdding(true)}>
            <LineIcon path={PLUS} size={28} />
            <Trans>Добавить сотрудника</Trans>
          </button>
        </div>
        <Pagination page={page} totalPages={employees.data.totalPages} onChange={setPage} />
      </div>
    );
  }

  return (
    <>
      <div className="ap-page__header">
        <h1 className="ap-title">
          <Trans>Сотрудники</Trans>
        </h1>
        <Button onClick={() => setAdding(true)} aria-label={t`Добавить сотрудника`}>
          <LineIcon path={PLUS} />
          <Trans>Добавить</Trans>
        </Button>
      </div>
      {body}
      <AddEmployeeDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

function EmployeeCard({ employee }: { employee: Employee }) {
  const { i18n } = useLingui();
  const name = employeeName(employee);
  const sum = formatSum(employee.todayAmount);
  const count = employee.salePoint.count;
  return (
    <Link to={`/employees/${encodeURIComponent(employee.id)}`} className="ap-tile em-card" data-testid="employee-card">
      <div className="em-card__head">
        <Avatar url={employee.image?.url} name={name} size={44} />
        <div className="em-card__who">
          <h2 className="em-card__name">{name}</h2>
          <p className="em-card__phone">{formatPhone(employee.phone)}</p>
        </div>
        <Badge tone={employee.status === 'ACTIVE' ? 'success' : 'neutral'}>{i18n._(EMPLOYEE_STATUS_LABELS[employee.status])}</Badge>
      </div>
      <p className="em-card__points">
        {employee.salePoint.name ??
          (count === 0 ? <Trans>Нет доступа к точкам продаж</Trans> : <Trans>Несколько точек продаж: {count}</Trans>)}
      </p>
      <div className="em-card__today">
        <span className="ap-text-muted">
          <Trans>Сумма за сегодня</Trans>
        </span>
        <strong>
          <Trans>{sum} сум</Trans>
        </strong>
      </div>
    </Link>
  );
}
