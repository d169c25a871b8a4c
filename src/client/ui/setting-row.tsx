// One setting of a settings page (spec 02 §2 sale point general, spec 03 §2 employee general): its title and what
// it is now on the left, the button that changes it on the right (below it on a narrow screen).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '#client/ui/badge.tsx';
import { Button } from '#client/ui/button.tsx';
import './settings.css';

export function SettingRow({ title, children, action }: { title: ReactNode; children: ReactNode; action: ReactNode }) {
  return (
    <div className="ap-setting">
      <div className="ap-stack ap-stack--tight">
        <span className="ap-setting__title">{title}</span>
        {children}
      </div>
      {action}
    </div>
  );
}

/** The status setting: the status badge, what it means, and the button that flips it (after a confirmation). */
export function StatusSetting({
  active,
  badge,
  meaning,
  onFlip,
  flipping,
}: {
  active: boolean;
  badge: string;
  meaning: ReactNode;
  onFlip: () => void;
  flipping: boolean;
}) {
  return (
    <SettingRow
      title={<Trans>Статус</Trans>}
      action={
        <Button variant={active ? 'secondary' : 'primary'} onClick={onFlip} loading={flipping}>
          {active ? <Trans>Деактивировать</Trans> : <Trans>Активировать</Trans>}
        </Button>
      }
    >
      <span>
        <Badge tone={active ? 'success' : 'neutral'}>{badge}</Badge>
      </span>
      <span className="ap-text-muted">{meaning}</span>
    </SettingRow>
  );
}
