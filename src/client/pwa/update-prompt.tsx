import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#client/ui/button.tsx';
import { usePendingUpdate } from './update-state.ts';

const KIB = 1024;

export function UpdatePrompt() {
  const { t } = useLingui();
  const update = usePendingUpdate();
  const [applying, setApplying] = useState(false);
  if (!update) return null;
  const { bytes } = update;
  let size: string | null = null;
  if (bytes !== null && bytes < KIB * KIB) {
    const kib = Math.max(1, Math.round(bytes / KIB));
    size = t`${kib} КБ`;
  } else if (bytes !== null) {
    const mib = (bytes / KIB / KIB).toFixed(1);
    size = t`${mib} МБ`;
  }
  return (
    <div className="ap-update-prompt" role="status">
      <span>{size ? <Trans>Доступна новая версия (обновление: {size})</Trans> : <Trans>Доступна новая версия</Trans>}</span>
      <Button
        small
        loading={applying}
        onClick={() => {
          setApplying(true);
          update.apply();
        }}
      >
        <Trans>Обновить</Trans>
      </Button>
    </div>
  );
}
