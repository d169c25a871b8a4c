// spec 01 §2.2 profile menu: avatar and first name, agent and contract numbers when present, the settings link,
// the language choice (all four, the current one ticked) and logout behind a confirmation.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MENU_LOCALES, type Locale } from '#shared/enums.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { activateLocale } from '#client/lib/i18n.ts';
import { LOCALE_NAMES } from '#client/lib/locale-names.ts';
import { signOut } from '#client/lib/sign-out.ts';
import { useUnsentMessages } from '#client/offline/message-hooks.ts';
import { useQueueSummary } from '#client/offline/queue-hooks.ts';
import { Avatar } from '#client/ui/avatar.tsx';
import { ConfirmDialog } from '#client/ui/confirm-dialog.tsx';
import {
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownMenu,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownSeparator,
  DropdownTrigger,
} from '#client/ui/dropdown-menu.tsx';
import { Icon } from '#client/ui/icons.tsx';

export function ProfileMenu() {
  const { t, i18n } = useLingui();
  const { profile } = useSignedIn();
  const navigate = useNavigate();
  const [confirmLogout, setConfirmLogout] = useState(false);
  // DESIGN §6: logout is blocked while a payment is unsent (its sender is this session).
  const { unsent } = useQueueSummary();
  // Support chat messages wait in the same outbox (issue 11): logout waits for them as well.
  const unsentMessages = useUnsentMessages(profile.id);
  const blocked = unsent > 0 || unsentMessages > 0;
  const firstName = profile.firstName ?? '';
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const agentNumber = profile.agentId;
  const contractNumber = profile.business?.contractNumber;

  return (
    <>
      <DropdownMenu>
        {/* WCAG 2.5.3: the name starts with the first name on screen. */}
        <DropdownTrigger className="ap-topbar__user" aria-label={firstName ? t`${firstName}, меню профиля` : t`Меню профиля`}>
          <Avatar url={profile.image?.url} name={fullName} />
          <span className="ap-topbar__name">{firstName}</span>
          <Icon name="chevronDown" size={18} />
        </DropdownTrigger>
        <DropdownContent>
          <div className="ap-menu__header">
            <div className="ap-menu__name">{fullName}</div>
            {agentNumber && <div>{t`Агент № ${agentNumber}`}</div>}
            {contractNumber && <div>{t`Договор № ${contractNumber}`}</div>}
          </div>
          <DropdownSeparator />
          <DropdownItem onSelect={() => navigate('/profile')}>
            <Icon name="settings" />
            <Trans>Настройки профиля</Trans>
          </DropdownItem>
          <DropdownSeparator />
          <DropdownLabel>
            <Trans>Язык</Trans>
          </DropdownLabel>
          <DropdownRadioGroup<Locale> value={i18n.locale as Locale} onValueChange={(locale) => void activateLocale(locale)}>
            {MENU_LOCALES.map((locale) => (
              <DropdownRadioItem key={locale} value={locale} lang={LOCALE_NAMES[locale].lang}>
                {LOCALE_NAMES[locale].name}
              </DropdownRadioItem>
            ))}
          </DropdownRadioGroup>
          <DropdownSeparator />
          <DropdownItem danger onSelect={() => setConfirmLogout(true)}>
            <Icon name="logout" />
            <Trans>Выйти</Trans>
          </DropdownItem>
        </DropdownContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmLogout}
        onOpenChange={setConfirmLogout}
        title={
          unsent > 0
            ? t`Выход невозможен: есть неотправленные платежи (${unsent})`
            : unsentMessages > 0
              ? t`Выход невозможен: есть неотправленные сообщения (${unsentMessages})`
              : t`Вы уверены, что хотите выйти из аккаунта?`
        }
        description={
          unsent > 0
            ? t`Платежи будут отправлены от вашего имени, когда появится связь. Дождитесь отправки и выйдите снова.`
            : unsentMessages > 0
              ? t`Сообщения в поддержку будут отправлены, когда появится связь. Дождитесь отправки и выйдите снова.`
              : undefined
        }
        confirmLabel={blocked ? t`Понятно` : t`Выйти`}
        cancelLabel={t`Отмена`}
        onConfirm={() => {
          if (!blocked) void signOut();
        }}
        danger={!blocked}
      />
    </>
  );
}
