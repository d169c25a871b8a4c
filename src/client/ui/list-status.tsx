// What a page shows in place of its data: still loading, a failed load with a retry, or nothing to list.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorText } from '#client/lib/messages.ts';
import { Banner } from './banner.tsx';
import { Button } from './button.tsx';
import { Icon, type IconName } from './icons.tsx';
import { Spinner } from './spinner.tsx';

export function DataLoading() {
  return (
    <div className="ap-empty" role="status">
      <Spinner large />
      <Trans>Данные загружаются</Trans>
    </div>
  );
}

export function DataError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="ap-stack">
      <Banner tone="error">{errorText(i18n, error)}</Banner>
      <div>
        <Button variant="secondary" onClick={onRetry}>
          <Trans>Повторить</Trans>
        </Button>
      </div>
    </div>
  );
}

export function NothingToList({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <div className="ap-card ap-empty">
      <span className="ap-empty__icon">
        <Icon name={icon} size={28} />
      </span>
      {children}
    </div>
  );
}
