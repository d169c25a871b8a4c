// The profile area (spec 01 §2.8): a left menu of the sections this account may open and the section itself.
// Technical mode hides the close button, since there is no home to return to but the maintenance screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { canReach } from '#shared/access.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { Icon, type IconName } from '#client/ui/icons.tsx';

export default function ProfileLayout() {
  const { t } = useLingui();
  const { profile, access } = useSignedIn();
  const sections: { to: string; icon: IconName; title: string }[] = [
    { to: '/profile', icon: 'user', title: t`Личные данные` },
    // spec 01 §2.8: only the owner of a business, outside technical mode.
    ...(profile.business && profile.role === 'AGENT' && !profile.techMode
      ? [{ to: '/profile/business', icon: 'store' as const, title: t`Данные бизнеса` }]
      : []),
    { to: '/profile/security', icon: 'shield', title: t`Безопасность` },
    { to: '/profile/notifications', icon: 'bell', title: t`Уведомления` },
  ];
  return (
    <>
      <div className="ap-page__header">
        <h1 className="ap-title">
          <Trans>Настройки профиля</Trans>
        </h1>
        {!profile.techMode && (
          <Link to="/" className="ap-icon-button" aria-label={t`Закрыть настройки`}>
            <Icon name="close" />
          </Link>
        )}
      </div>
      <div className="ap-profile">
        <nav className="ap-side-nav" aria-label={t`Разделы профиля`}>
          {sections
            .filter((section) => canReach(access, section.to))
            .map((section) => (
              <NavLink key={section.to} to={section.to} end className="ap-side-nav__link">
                <Icon name={section.icon} />
                {section.title}
              </NavLink>
            ))}
        </nav>
        <section className="ap-card">
          <Outlet />
        </section>
      </div>
    </>
  );
}
