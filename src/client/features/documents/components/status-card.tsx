import type { ReactNode } from 'react';
import { Icon, type IconName } from '#client/ui/icons.tsx';

/** The home of an account whose next screens are not open to it yet: what state it is in and what comes next. */
export function StatusCard({ icon, tone = 'default', title, children, actions }: {
  icon: IconName;
  tone?: 'default' | 'warning';
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="ap-card ap-status">
      <span className={tone === 'warning' ? 'ap-status__icon ap-status__icon--warning' : 'ap-status__icon'}>
        <Icon name={icon} size={28} />
      </span>
      <h1 className="ap-title">{title}</h1>
      <div className="ap-stack ap-stack--tight ap-text-muted">{children}</div>
      {actions && <div className="ap-row">{actions}</div>}
    </section>
  );
}
