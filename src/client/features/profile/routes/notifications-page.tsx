import { Trans } from '@lingui/react/macro';
import { Icon } from '#client/ui/icons.tsx';

export default function NotificationsPage() {
  return (
    <div className="ap-empty">
      <span className="ap-empty__icon">
        <Icon name="bell" size={28} />
      </span>
      <h2 className="ap-subtitle">
        <Trans>Уведомлений пока нет</Trans>
      </h2>
      <p className="ap-text-muted">
        <Trans>Когда появятся новые уведомления, они будут здесь.</Trans>
      </p>
    </div>
  );
}
