// The working home (spec 02 §2): the sale points of the business as cards. The agent adds new ones here; an
// employee sees the points the agent gave it access to, and a cashier of one point goes straight to its workspace
// (issue 16): a list of one is a needless step before every shift.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { LineIcon } from '#client/ui/icons.tsx';
import { DataLoading, DataError, NothingToList } from '#client/ui/list-status.tsx';
import { useSalePoints } from '#client/lib/sale-points/list-sale-points.ts';
import { CreateSalePointDialog } from '../components/create-sale-point-dialog.tsx';
import { SalePointCard } from '../components/sale-point-card.tsx';
import '../sale-points.css';

export default function SalePointsPage() {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const salePoints = useSalePoints();
  const [adding, setAdding] = useState(false);
  const agent = profile.role === 'AGENT';
  const businessName = profile.business?.name ?? '';
  const only = !agent && salePoints.data?.length === 1 ? salePoints.data[0] : null;
  if (only) return <Navigate to={`/sale-points/${encodeURIComponent(only.id)}`} replace />;

  let body;
  if (salePoints.isPending) {
    body = <DataLoading />;
  } else if (salePoints.isError) {
    body = <DataError error={salePoints.error} onRetry={() => void salePoints.refetch()} />;
  } else if (salePoints.data.length === 0) {
    body = (
      <NothingToList icon="store">
        {agent ? (
          <>
            <p>
              <Trans>У вас пока нет точек продаж. Добавьте первую, чтобы начать принимать платежи.</Trans>
            </p>
            <Button onClick={() => setAdding(true)}>
              <Trans>Добавить точку продаж</Trans>
            </Button>
          </>
        ) : (
          <p>
            <Trans>У вас пока нет доступа к точкам продаж. Попросите владельца бизнеса открыть вам доступ к точке продаж.</Trans>
          </p>
        )}
      </NothingToList>
    );
  } else {
    body = (
      <div className="sp-grid">
        {salePoints.data.map((salePoint) => (
          <SalePointCard key={salePoint.id} salePoint={salePoint} />
        ))}
      </div>
    );
  }

  return (
    <>
      <div className="ap-page__header">
        <div className="ap-stack ap-stack--tight">
          <h1 className="ap-title">
            <Trans>Точки продаж</Trans>
          </h1>
          {(!agent || profile.business?.status === 'ACTIVE') && (
            <p className="ap-text-muted sp-lead">
              {agent ? (
                <Trans>Бизнес {businessName} активен, агентский договор подписан.</Trans>
              ) : (
                <Trans>Вы работаете сотрудником бизнеса {businessName}.</Trans>
              )}
            </p>
          )}
        </div>
        {agent && (
          <Button onClick={() => setAdding(true)} aria-label={t`Добавить точку продаж`}>
            <LineIcon path="M12 5v14M5 12h14" />
            <span className="sp-add-label">
              <Trans>Добавить</Trans>
            </span>
          </Button>
        )}
      </div>
      {agent && profile.business?.status === 'INACTIVE' && (
        <div className="sp-notice">
          <Banner tone="warning">
            <Trans>Бизнес {businessName} отключён. Чтобы узнать причину, обратитесь в поддержку.</Trans>
          </Banner>
        </div>
      )}
      {body}
      {agent && <CreateSalePointDialog open={adding} onOpenChange={setAdding} />}
    </>
  );
}
