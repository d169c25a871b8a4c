// The bell of the top bar (issue 21 item 2): the unread count, and the latest notifications in a menu; choosing one
// marks it read and opens the screen it is about. Fed by the live stream (live.ts), polling when it is down.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { Notification } from '#shared/api/notifications.ts';
import { DropdownContent, DropdownItem, DropdownMenu, DropdownSeparator, DropdownTrigger } from '#client/ui/dropdown-menu.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { useNotificationList, useReadNotification } from '../api/notifications.ts';
import { useNotificationText } from '../texts.ts';
import '../notifications.css';

const SHOWN = 8;

export function NotificationBell() {
  const { t } = useLingui();
  const list = useNotificationList();
  const unread = list.data?.unread ?? 0;
  return (
    <DropdownMenu>
      <DropdownTrigger className="ap-icon-button ap-bell" aria-label={unread > 0 ? t`Уведомления, непрочитанных: ${unread}` : t`Уведомления`}>
        <Icon name="bell" size={22} />
        {unread > 0 && (
          <span className="ap-bell__count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownTrigger>
      <DropdownContent>
        <BellList items={list.data?.content.slice(0, SHOWN) ?? []} unread={unread} />
      </DropdownContent>
    </DropdownMenu>
  );
}

/** The open menu's items. A component of its own, so the top bar's first render neither builds them nor makes the date
 * formatter (issue 24 item 6: a new Intl.DateTimeFormat cost the workspace's first render some 20 ms, 80 ms at 4×). */
function BellList({ items, unread }: { items: Notification[]; unread: number }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const read = useReadNotification();
  const textOf = useNotificationText();
  const when = new Intl.DateTimeFormat(i18n.locale === 'oz' ? 'uz-Cyrl' : i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      <div className="ap-bell__list" data-testid="notification-list">
        {items.length === 0 && (
          <p className="ap-text-muted ap-bell__empty">
            <Trans>Уведомлений пока нет</Trans>
          </p>
        )}
        {items.map((item) => (
          <DropdownItem
            key={item.id}
            className={item.read ? 'ap-bell__item' : 'ap-bell__item ap-bell__item--unread'}
            onSelect={() => {
              if (!item.read) read.mutate(item.id);
              void navigate(item.url);
            }}
          >
            <span className="ap-bell__text">{textOf(item)}</span>
            <time className="ap-bell__time" dateTime={item.createdDate}>
              {when.format(new Date(item.createdDate))}
            </time>
          </DropdownItem>
        ))}
      </div>
      <DropdownSeparator />
      {unread > 0 && (
        <DropdownItem onSelect={() => read.mutate(null)}>
          <Icon name="check" />
          <Trans>Отметить все как прочитанные</Trans>
        </DropdownItem>
      )}
      <DropdownItem onSelect={() => void navigate('/profile/notifications')}>
        <Icon name="settings" />
        <Trans>Все уведомления и настройки</Trans>
      </DropdownItem>
    </>
  );
}
