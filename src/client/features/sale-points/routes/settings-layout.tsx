// The settings of one sale point (spec 02 §2, agent only): employees, general (status), address, map. Loads the
// sale point once for its pages; an unknown one shows 'sale point not found'.
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet, useParams } from 'react-router-dom';
import { isApiError } from '#client/lib/api.ts';
import { DataLoading, DataError } from '#client/ui/list-status.tsx';
import { useSalePoint } from '../api/get-sale-point.ts';
import { SalePointNotFound } from '../components/sale-point-not-found.tsx';
import '../sale-points.css';

export default function SettingsLayout() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const salePoint = useSalePoint(id);
  const base = `/sale-points/${encodeURIComponent(id)}/settings`;

  if (salePoint.isPending) {
    return <DataLoading />;
  }
  if (salePoint.isError) {
    const missing = isApiError(salePoint.error, 'sale_point_not_found') || isApiError(salePoint.error, 'not_found');
    if (missing) return <SalePointNotFound />;
    return <DataError error={salePoint.error} onRetry={() => void salePoint.refetch()} />;
  }

  const sections = [
    { to: base, title: t`Сотрудники` },
    { to: `${base}/general`, title: t`Общие` },
    { to: `${base}/address`, title: t`Адрес` },
    { to: `${base}/map`, title: t`Карта` },
  ];
  return (
    <>
      <div className="ap-page__header">
        <div>
          <p className="ap-text-muted sp-lead">{salePoint.data.name}</p>
          <h1 className="ap-title">
            <Trans>Настройки точки продаж</Trans>
          </h1>
        </div>
      </div>
      <div className="ap-profile">
        <nav className="ap-side-nav" aria-label={t`Разделы настроек`}>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to} end className="ap-side-nav__link">
              {section.title}
            </NavLink>
          ))}
        </nav>
        <section className="ap-card">
          <Outlet context={salePoint.data} />
        </section>
      </div>
    </>
  );
}
