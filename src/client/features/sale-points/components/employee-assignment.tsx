// Which employees may work at a sale point (spec 02 §2): a checklist of the business's employees. With none at all,
// it offers to add the first one.
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '#client/ui/avatar.tsx';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { errorText } from '#client/lib/messages.ts';
import { useAssignableEmployees } from '../api/list-employees.ts';

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
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <ul className="sp-employees" aria-label={t`Сотрудники`}>
      {employees.data.map((employee) => {
        const name = employee.fullName || [employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.phone;
        return (
          <li key={employee.id}>
            <label className="sp-employees__item">
              <input type="checkbox" checked={selected.includes(employee.id)} onChange={(event) => toggle(employee.id, event.target.checked)} />
              <Avatar url={employee.image?.url} name={name} size={32} />
              <span className="sp-employees__name">
                {name}
                {employee.status === 'INACTIVE' && (
                  <span className="ap-text-muted">
                    {' · '}
                    <Trans>неактивен</Trans>
                  </span>
                )}
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}

/** True once the list has loaded and the business has no employees at all. */
export function useHasNoEmployees(): boolean {
  const employees = useAssignableEmployees();
  return employees.isSuccess && employees.data.length === 0;
}
