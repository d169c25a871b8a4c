// The console's frame: a top bar (who is signed in, the language, sign-out) and a left menu of the sections the
// role may open.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router-dom';
import { LanguageSelect } from '#client/features/auth/components/language-select.tsx';
import { Button } from '#client/ui/button.tsx';
import { staffSignOut } from '#shared/api/staff-accounts.ts';
import { request } from '#client/lib/api.ts';
import { switchStaffLocale } from './i18n.ts';
import { ROLE_NAMES } from './messages.ts';
import type { StaffSection } from './roles.ts';
import { clearStaffSession, useStaffSession } from '#client/lib/staff-session.ts';

export const SECTION_TITLES: Record<StaffSection, MessageDescriptor> = {
  moderation: msg`Модерация`,
  applications: msg`Заявки на отмену`,
  money: msg`Деньги`,
  tickets: msg`Обращения`,
  news: msg`Новости`,
  switches: msg`Режимы`,
  users: msg`Сотрудники`,
  audit: msg`Журнал действий`,
};

async function signOut(): Promise<void> {
  try {
    await request(staffSignOut);
  } catch {
    // The console's session ends whatever the server says.
  }
  clearStaffSession();
}

export function StaffLanguageSelect() {
  return <LanguageSelect onSelect={switchStaffLocale} />;
}

export function StaffLayout({ sections }: { sections: readonly StaffSection[] }) {
  const { t, i18n } = useLingui();
  const session = useStaffSession();
  return (
    <div className="staff">
      <header className="ap-topbar">
        <span className="ap-topbar__brand">{t`Консоль сотрудника`}</span>
        <span className="staff__spacer" />
        {session && (
          <span className="staff__who">
            <strong>{session.user.name}</strong> <span className="ap-text-muted">{i18n._(ROLE_NAMES[session.user.role])}</span>
          </span>
        )}
        <StaffLanguageSelect />
        <Button variant="ghost" small onClick={() => void signOut()}>
          {t`Выйти`}
        </Button>
      </header>
      <div className="staff__body">
        <nav className="ap-side-nav staff__nav" aria-label={t`Разделы консоли`}>
          {sections.map((section) => (
            <NavLink key={section} to={`/staff/${section}`} className="ap-side-nav__link">
              {i18n._(SECTION_TITLES[section])}
            </NavLink>
          ))}
        </nav>
        <main className="staff__main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
