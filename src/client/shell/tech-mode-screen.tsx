// spec 01 §1, §2.1: technical mode puts the portal in maintenance; only the profile and security stay open.
import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '#client/ui/button.tsx';
import { Icon } from '#client/ui/icons.tsx';

export function TechModeScreen() {
  return (
    <div className="ap-card ap-status">
      <span className="ap-status__icon ap-status__icon--warning">
        <Icon name="wrench" size={28} />
      </span>
      <h1 className="ap-title">
        <Trans>Ведутся технические работы</Trans>
      </h1>
      <p className="ap-text-muted">
        <Trans>
          Система временно находится в режиме технических работ. Приносим извинения за неудобства. Платежи и работа с
          бизнесом станут доступны, как только работы завершатся.
        </Trans>
      </p>
      <div className="ap-row">
        <ButtonLink to="/profile" variant="secondary">
          <Trans>Личные данные</Trans>
        </ButtonLink>
        <ButtonLink to="/profile/security" variant="secondary">
          <Trans>Безопасность</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}
