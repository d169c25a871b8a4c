// The navigation entries an account has today, filtered through the access table so none leads to a redirect.
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { canReach } from '#shared/access.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { Icon, type IconName } from '#client/ui/icons.tsx';

export function HomeLinks() {
  const { t } = useLingui();
  const { access } = useSignedIn();
  const links: { to: string; icon: IconName; title: string }[] = [
    { to: '/profile', icon: 'user', title: t`Личные данные` },
    { to: '/profile/security', icon: 'shield', title: t`Безопасность и устройства` },
    { to: '/profile/notifications', icon: 'bell', title: t`Уведомления` },
  ];
  return (
    <nav className="ap-home-links" aria-label={t`Разделы`}>
      {links
        .filter((link) => canReach(access, link.to))
        .map((link) => (
          <Link key={link.to} to={link.to} className="ap-home-link">
            <Icon name={link.icon} />
            {link.title}
          </Link>
        ))}
    </nav>
  );
}
