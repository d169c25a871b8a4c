import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#client/ui/button.tsx';
import { usePendingUpdate } from './update-state.ts';

export function UpdatePrompt() {
  const update = usePendingUpdate();
  const [applying, setApplying] = useState(false);
  if (!update) return null;
  return (
    <div className="ap-update-prompt" role="status">
      <span>
        <Trans>Доступна новая версия</Trans>
      </span>
      <Button
        small
        loading={applying}
        onClick={() => {
          setApplying(true);
          update();
        }}
      >
        <Trans>Обновить</Trans>
      </Button>
    </div>
  );
}
