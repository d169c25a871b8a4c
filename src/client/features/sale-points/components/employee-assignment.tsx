// Which employees may work at a sale point (spec 02 §2): a checklist of the business's employees. With none at all,
// it offers to add the first one.
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '#client/ui/avatar.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { errorText } from '#client/lib/messages.ts';
import { useAssignableEmployees } from '../api/list-employees.ts';
import { Checklist } from '#client/ui/checklist.tsx';

export function EmployeeAssignment({ selected, onChange }: { selected: string[]; onChange: (ids: string[]) => void }) {
  const { t, i18n } = useLingui();
  const employees = useAssignableEmployees();
  if (employees.isPending) return <Spinner label={t`Данные загружаются`} />;
  if (employees.isError) {
    return (
      <div className="ap-stack ap-stack--tight">
        <Banner tone="error">{errorText(i18n, employees.error)}</Banner>
        <Button variant="secondary" small onClick={() => void employees.refetch()}>
          <Trans>Повторить</Trans>
        </Button>
      </div>
    );
  }
  return (
    <Checklist label={t`Сотрудники`} items={employees.data} selected={selected} onChange={onChange}>
      {(employee) => {
        const name = employee.fullName || [employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.phone;
        return (
          <>
            <Avatar url={employee.image?.url} name={name} size={32} />
            <span className="ap-checklist__name">
              {name}
              {employee.status === 'INACTIVE' && (
                <span className="ap-text-muted">
                  {' · '}
                  <Trans>неактивен</Trans>
                </span>
              )}
            </span>
          </>
        );
      }}
    </Checklist>
  );
}

/** True once the list has loaded and the business has no employees at all. */
export function useHasNoEmployees(): boolean {
  const employees = useAssignableEmployees();
  return employees.isSuccess && employees.data.length === 0;
}
