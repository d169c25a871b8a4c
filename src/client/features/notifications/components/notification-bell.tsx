// The bell of the top bar (issue 21 item 2): the unread count, and the latest notifications in a menu; choosing one
// marks it read and opens the screen it is about. Fed by the live stream (live.ts), polling when it is down.
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { DropdownContent, DropdownItem, DropdownMenu, DropdownSeparator, DropdownTrigger } from '#client/ui/dropdown-menu.tsx';
import { Icon } from '#client/ui/icons.tsx';
import { useNotificationList, useReadNotification } from '../api/notifications.ts';
import { useNotificationText } from '../texts.ts';
import '../notifications.css';

const SHOWN = 8;

export function NotificationBell() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const list = useNotificationList();
  const read = useReadNotification();
  const textOf = useNotificationText();
  const unread = list.data?.unread ?? 0;
  const items = list.data?.content.slice(0, SHOWN) ?? [];
  const when = new Intl.DateTimeFormat(i18n.locale === 'oz' ? 'uz-Cyrl' : i18n.locale, { dateStyle: 'short', timeStyle: 'short' });
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
      </DropdownContent>
    </DropdownMenu>
  );
}
