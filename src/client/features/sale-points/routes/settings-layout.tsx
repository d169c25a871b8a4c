// The settings of one sale point (spec 02 §2, agent only): employees, general (status), address, map. Loads the
// sale point once for its pages; an unknown one shows 'sale point not found'.
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { useSalePoint } from '../api/get-sale-point.ts';
import { SalePointNotFound } from '../components/sale-point-not-found.tsx';
import { SectionsLayout } from '#client/ui/sections-layout.tsx';

export default function SettingsLayout() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const base = `/sale-points/${encodeURIComponent(id)}/settings`;
  return (
    <SectionsLayout
      query={useSalePoint(id)}
      missingCode="sale_point_not_found"
      notFound={<SalePointNotFound />}
      header={(salePoint) => (
        <div>
          <p className="ap-text-muted sp-lead">{salePoint.name}</p>
          <h1 className="ap-title">
            <Trans>Настройки точки продаж</Trans>
          </h1>
        </div>
      )}
      navLabel={t`Разделы настроек`}
      sections={[
        { to: base, title: t`Сотрудники` },
        { to: `${base}/general`, title: t`Общие` },
        { to: `${base}/address`, title: t`Адрес` },
        { to: `${base}/map`, title: t`Карта` },
      ]}
    />
  );
}
