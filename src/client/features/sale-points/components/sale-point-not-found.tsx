import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#client/ui/button.tsx';
import { Icon } from '#client/ui/icons.tsx';

/** spec 02 §2: an unknown sale point (or one the user has no access to) says so. */
export function SalePointNotFound() {
  return (
    <div className="ap-card ap-empty" data-testid="sale-point-not-found">
      <span className="ap-empty__icon">
        <Icon name="store" size={28} />
      </span>
      <h1 className="ap-subtitle">
        <Trans>Точка продаж не найдена</Trans>
      </h1>
      <ButtonLink to="/" variant="secondary">
        <Trans>К списку точек продаж</Trans>
      </ButtonLink>
    </div>
  );
}
