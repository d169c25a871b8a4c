// Security › Trusted devices (spec 01 §2.8): the active devices, the current one marked, type, last sign-in and
// whether it is trusted (skips the code) or asks for a code next time (issue 25 item 2).
// Only an agent may remove a device other than the current one; removing the current one signs this browser out.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { deviceKind, type Device, type DeviceKind } from '#shared/api/devices.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { formatDateTime } from '#client/lib/dates.ts';
import { translateCode } from '#client/lib/messages.ts';
import { clearSession } from '#client/lib/session.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import { Icon, type IconName } from '#client/ui/icons.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useRemoveDevice } from '../api/delete-device.ts';
import { useActiveDevices } from '../api/list-devices.ts';
import { describeUserAgent } from './user-agent.ts';

const KIND_ICONS: Record<DeviceKind, IconName> = { desktop: 'desktop', tablet: 'tablet', mobile: 'phone' };

export function DevicesTab() {
  const { t, i18n } = useLingui();
  const { profile } = useSignedIn();
  const devices = useActiveDevices();
  const remove = useRemoveDevice();
  const [removing, setRemoving] = useState<Device | null>(null);
  const kindNames: Record<DeviceKind, string> = { desktop: t`Компьютер`, tablet: t`Планшет`, mobile: t`Телефон` };

  const confirmRemoval = async (device: Device) => {
    try {
      await remove.mutateAsync(device.id);
      notify.success(t`Устройство успешно удалено`);
      if (device.current) clearSession({ forgetDevice: true });
    } catch {
      notify.error(translateCode(i18n, 'internal_error'));
    }
  };

  if (devices.isPending) return <Spinner large label={t`Загрузка устройств`} />;
  if (devices.isError) return <Banner tone="error">{translateCode(i18n, 'internal_error')}</Banner>;
  return (
    <div className="ap-stack">
      <p className="ap-text-muted">
        <Trans>На доверенных устройствах вход выполняется без кода из SMS.</Trans>
      </p>
      {devices.data.content.length === 0 && <p className="ap-text-muted">{t`Доверенных устройств нет.`}</p>}
      <ul className="ap-list" aria-label={t`Доверенные устройства`} hidden={devices.data.content.length === 0}>
        {devices.data.content.map((device) => {
          const kind = deviceKind(device.userAgent);
          const canRemove = device.current || profile.role === 'AGENT';
          const signedAt = formatDateTime(device.lastSignDate);
          return (
            <li key={device.id} className="ap-list__item">
              <span className="ap-list__icon">
                <Icon name={KIND_ICONS[kind]} label={kindNames[kind]} />
              </span>
              <div className="ap-list__body">
                <p className="ap-list__title">
                  {describeUserAgent(device.userAgent)} {device.current && <span className="ap-badge">{t`Это устройство`}</span>}
                </p>
                <p className="ap-list__meta">
                  {kindNames[kind]} · {t`Последний вход ${signedAt}`}
                </p>
                <p className="ap-list__meta">{device.trusted ? t`Доверенное: вход без кода из SMS` : t`Не доверенное: при входе нужен код из SMS`}</p>
              </div>
              {canRemove && (
                <Button small variant="ghost" aria-label={t`Удалить устройство`} onClick={() => setRemoving(device)}>
                  <Icon name="trash" size={18} />
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t`Удалить устройство?`}
        description={
          removing?.current
            ? t`Это устройство, с которого вы сейчас работаете: после удаления вы выйдете из аккаунта.`
            : t`Для входа с этого устройства снова понадобится код из SMS.`
        }
        confirmLabel={t`Удалить`}
        cancelLabel={t`Отмена`}
        danger
        onConfirm={() => removing && void confirmRemoval(removing)}
      />
    </div>
  );
}
