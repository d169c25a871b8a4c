// The top-bar switcher (spec 01 §2.2, spec 02 §2): the business itself plus each sale point; choosing one keeps
// the current sub-page where the target has it.
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { DropdownContent, DropdownItem, DropdownLabel, DropdownMenu, DropdownSeparator, DropdownTrigger } from '#client/ui/dropdown-menu.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { useSalePoints } from '#client/lib/sale-points/list-sale-points.ts';
import { switcherName, switchPath } from '#client/lib/sale-points/switch-path.ts';
import '../sale-points.css';

/** `currentId`: the user's sale point the page is in (useCurrentSalePointId), null at the business level. */
export function SalePointSwitcher({ currentId, reachable }: { currentId: string | null; reachable: (path: string) => boolean }) {
  const { t } = useLingui();
  const { profile } = useSignedIn();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const salePoints = useSalePoints();
  const businessName = profile.business?.name ?? t`Бизнес`;
  const current = currentId === null ? null : salePoints.data?.find((point) => point.id === currentId);
  const label = currentId === null ? businessName : current ? current.name : t`Точка продаж`;
  const go = (target: string | null) => navigate(switchPath(pathname, search, target, reachable));

  return (
    <DropdownMenu>
      {/* WCAG 2.5.3: the name starts with the (possibly shortened) name on screen, then says what the button does. */}
      <DropdownTrigger className="sp-switcher" aria-label={t`${label}, переключить точку продаж`} data-testid="sale-point-switcher">
        <Icon name="store" size={18} />
        <span className="sp-switcher__name">{switcherName(label)}</span>
        <Icon name="chevronDown" size={16} />
      </DropdownTrigger>
      <DropdownContent>
        <DropdownItem onSelect={() => go(null)} className="sp-switcher__item" aria-current={currentId === null || undefined}>
          <Icon name="store" size={18} />
          <span className="sp-switcher__item-name" title={businessName}>
            {switcherName(businessName)}
          </span>
          {currentId === null && <Icon name="check" size={18} />}
        </DropdownItem>
        <DropdownSeparator />
        <DropdownLabel>{t`Точки продаж`}</DropdownLabel>
        {salePoints.isPending && <div className="sp-switcher__note">{t`Загрузка…`}</div>}
        {salePoints.data?.length === 0 && <div className="sp-switcher__note">{t`Точек продаж пока нет`}</div>}
        {salePoints.data?.map((point) => (
          <DropdownItem key={point.id} onSelect={() => go(point.id)} className="sp-switcher__item" aria-current={point.id === currentId || undefined}>
            <span className="sp-switcher__item-name" title={point.name}>
              {switcherName(point.name)}
            </span>
            {point.id === currentId && <Icon name="check" size={18} />}
          </DropdownItem>
        ))}
      </DropdownContent>
    </DropdownMenu>
  );
}
