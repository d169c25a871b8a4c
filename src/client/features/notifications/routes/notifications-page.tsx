// Profile › Notifications (issue 21): push on this device, which events to be told of, the deposit threshold (the
// owner's), amounts hidden from the lock screen, and every notification with its read state.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_SWITCHES, type NotificationSettings, type NotificationSwitch } from '#shared/api/notifications.ts';
import type { Locale } from '#shared/enums.ts';
import { formatSum } from '#shared/money.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { Button } from '#client/ui/button.tsx';
import { Checkbox } from '#client/ui/checkbox.tsx';
import { SettingRow } from '#client/ui/setting-row.tsx';
import { TextField } from '#client/ui/text-field.tsx';
import { notify } from '#client/ui/toast.tsx';
import { useNotificationPages, useNotificationSettings, useReadNotification, useSaveNotificationSettings } from '../api/notifications.ts';
import { pushSupported, subscribeThisDevice, unsubscribeThisDevice } from '../push.ts';
import { useNotificationText } from '../texts.ts';
import '../notifications.css';

export default function NotificationsPage() {
  const { t, i18n } = useLingui();
  const { profile } = useSignedIn();
  const navigate = useNavigate();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const list = useNotificationPages();
  const items = list.data?.pages.flatMap((page) => page.content) ?? [];
  const read = useReadNotification();
  const textOf = useNotificationText();
  const [pushBusy, setPushBusy] = useState(false);
  const [threshold, setThreshold] = useState<string | null>(null);
  const owner = profile.role === 'AGENT';
  const labels: Record<NotificationSwitch, string> = {
    deposit_low: t`Депозит ниже порога`,
    payment_refused: t`Платёж, принятый без связи, отклонён`,
    documents: t`Документы на подпись`,
    support_answer: t`Ответы поддержки`,
    moderation: t`Итог модерации`,
    shift_difference: t`Смена закрыта с расхождением`,
  };
  const current = settings.data;
  const change = (patch: Partial<NotificationSettings>) => {
    if (!current) return;
    const next = { muted: current.muted, hideAmounts: current.hideAmounts, depositThreshold: current.depositThreshold, ...patch };
    save.mutate(next, { onError: () => notify.error(t`Не удалось сохранить настройки`) });
  };
  const togglePush = async () => {
    if (!current) return;
    setPushBusy(true);
    try {
      if (current.subscribed) await unsubscribeThisDevice();
      else if (!(await subscribeThisDevice(current.publicKey, i18n.locale as Locale))) notify.error(t`Браузер не разрешил уведомления`);
      await settings.refetch();
    } catch {
      notify.error(t`Не удалось включить уведомления на этом устройстве`);
    } finally {
      setPushBusy(false);
    }
  };
  const thresholdText = threshold ?? (current?.depositThreshold ? String(current.depositThreshold / 100) : '');
  return (
    <div className="ap-stack">
      <h2 className="ap-subtitle">
        <Trans>Уведомления</Trans>
      </h2>
      {current && (
        <div className="ap-stack">
          <SettingRow
            title={<Trans>Push-уведомления на этом устройстве</Trans>}
            action={
              <Button variant={current.subscribed ? 'secondary' : 'primary'} onClick={() => void togglePush()} loading={pushBusy} disabled={!pushSupported()}>
                {current.subscribed ? <Trans>Выключить</Trans> : <Trans>Включить</Trans>}
              </Button>
            }
          >
            <span className="ap-text-muted">
              {pushSupported() ? (
                current.subscribed ? <Trans>Включены</Trans> : <Trans>Выключены</Trans>
              ) : (
                <Trans>Этот браузер не принимает push-уведомления: они видны в списке ниже и под колокольчиком</Trans>
              )}
            </span>
          </SettingRow>
          <fieldset className="ap-stack ap-stack--tight">
            <legend className="ap-setting__title">
              <Trans>О чём сообщать</Trans>
            </legend>
            {NOTIFICATION_SWITCHES.filter((name) => owner || name === 'payment_refused').map((name) => (
              <Checkbox
                key={name}
                checked={!current.muted.includes(name)}
                onChange={(on) => change({ muted: on ? current.muted.filter((item) => item !== name) : [...current.muted, name] })}
              >
                {labels[name]}
              </Checkbox>
            ))}
            <Checkbox checked={current.hideAmounts} onChange={(hideAmounts) => change({ hideAmounts })}>
              <Trans>Скрывать суммы на экране блокировки</Trans>
            </Checkbox>
          </fieldset>
          {owner && (
            <form
              className="ap-stack ap-stack--tight"
              onSubmit={(event) => {
                event.preventDefault();
                const sum = Number(thresholdText.replace(/\s/g, '').replace(',', '.'));
                const depositThreshold = thresholdText.trim() === '' ? null : Math.round(sum * 100);
                if (depositThreshold !== null && !(Number.isSafeInteger(depositThreshold) && depositThreshold > 0)) {
                  notify.error(t`Введите сумму больше нуля`);
                  return;
                }
                change({ depositThreshold });
                setThreshold(null);
              }}
            >
              <TextField
                label={<Trans>Порог депозита, сум</Trans>}
                value={thresholdText}
                onChange={setThreshold}
                inputMode="decimal"
                optional={t`необязательно`}
                hint={current.depositThreshold ? t`Сейчас: ${formatSum(current.depositThreshold)} сум` : t`Не задан`}
              />
              <div>
                <Button type="submit" variant="secondary" loading={save.isPending}>
                  <Trans>Сохранить порог</Trans>
                </Button>
              </div>
            </form>
          )}
        </div>
      )}
      <div className="ap-stack ap-stack--tight">
        <div className="ap-setting">
          <h3 className="ap-setting__title">
            <Trans>Все уведомления</Trans>
          </h3>
          {(list.data?.pages[0]?.unread ?? 0) > 0 && (
            <Button variant="ghost" small onClick={() => read.mutate(null)}>
              <Trans>Отметить все как прочитанные</Trans>
            </Button>
          )}
        </div>
        {list.data && items.length === 0 && (
          <p className="ap-text-muted">
            <Trans>Уведомлений пока нет</Trans>
          </p>
        )}
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            className={item.read ? 'ap-notifications__item' : 'ap-notifications__item ap-notifications__item--unread'}
            onClick={() => {
              if (!item.read) read.mutate(item.id);
              void navigate(item.url);
            }}
          >
            <span>{textOf(item)}</span>
            <time className="ap-text-muted" dateTime={item.createdDate}>
              {new Date(item.createdDate).toLocaleString(i18n.locale === 'oz' ? 'uz-Cyrl' : i18n.locale)}
            </time>
          </button>
        ))}
        {list.hasNextPage && (
          <div>
            <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              <Trans>Показать ещё</Trans>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
