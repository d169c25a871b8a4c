import { Trans } from '@lingui/react/macro';
import { Button } from '#client/ui/button.tsx';
import { Icon } from '#client/ui/icons.tsx';

/** Shown when the profile cannot be loaded because the server is out of reach and nothing is cached. */
export function ConnectionLost({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ap-loading-screen" role="alert">
      <span className="ap-status__icon ap-status__icon--warning">
        <Icon name="globe" size={28} />
      </span>
      <p className="ap-subtitle">
        <Trans>Нет связи с сервером</Trans>
      </p>
      <p className="ap-text-muted">
        <Trans>Проверьте подключение к интернету и попробуйте ещё раз.</Trans>
      </p>
      <Button onClick={onRetry}>
        <Trans>Повторить</Trans>
      </Button>
    </div>
  );
}
