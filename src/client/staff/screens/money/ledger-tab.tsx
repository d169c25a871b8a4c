// The ledger check (issue 15): every cached balance against the sum of its entries and the money aggregates against
// their rebuild; a reconcile pass on demand.
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useFormat } from '#client/lib/use-format.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { notify } from '#client/ui/toast.tsx';
import { request } from '#client/lib/api.ts';
import { ledgerCheck, reconcile } from '#shared/api/staff-deposits.ts';
import { ErrorBanner } from '../../components/form-error.tsx';

export default function LedgerTab() {
  const { t } = useLingui();
  const format = useFormat();
  const check = useMutation({ mutationFn: () => request(ledgerCheck) });
  const reconcilePass = useMutation({ mutationFn: () => request(reconcile), onSuccess: () => notify.success(t`Сверка выполнена`) });
  const broken = check.data?.accounts.filter((account) => !account.ok) ?? [];
  return (
    <div className="ap-card ap-stack">
      <div className="ap-row">
        <Button loading={check.isPending} onClick={() => check.mutate()}>
          {t`Проверить учёт`}
        </Button>
        <Button variant="secondary" loading={reconcilePass.isPending} onClick={() => reconcilePass.mutate()}>
          {t`Запустить сверку платежей`}
        </Button>
      </div>
      <ErrorBanner error={check.error ?? reconcilePass.error} />
      {check.data &&
        (check.data.ok ? (
          <Banner tone="success">{t`Учёт сходится: ${check.data.accounts.length} счетов проверено, агрегаты совпадают`}</Banner>
        ) : (
          <>
            <Banner tone="error">{t`Найдены расхождения`}</Banner>
            {broken.length > 0 && (
              <div className="ap-table-wrap">
                <table className="ap-table">
                  <thead>
                    <tr>
                      <th>{t`Бизнес`}</th>
                      <th>{t`Счёт`}</th>
                      <th className="ap-table__num">{t`Баланс`}</th>
                      <th className="ap-table__num">{t`Сумма проводок`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {broken.map((account) => (
                      <tr key={`${account.businessId}-${account.account}`}>
                        <td>{account.businessId}</td>
                        <td>{account.account}</td>
                        <td className="ap-table__num">{format.money(account.balance)}</td>
                        <td className="ap-table__num">{format.money(account.entrySum)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {check.data.aggregates.mismatches.map((mismatch) => (
              <p key={`${mismatch.table}-${mismatch.key}`} className="ap-text-muted">
                {t`Агрегат ${mismatch.table} не сходится: ${mismatch.key}`}
              </p>
            ))}
          </>
        ))}
    </div>
  );
}
