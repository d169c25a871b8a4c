// The documents section (spec 03 §2): the contract, the reward table, additional agreements and account invoices in a
// left menu; the agreements and invoices need the business's EDS signature (hasSignature), else a prompt replaces them.
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router-dom';
import { Icon, type IconName } from '#client/ui/icons.tsx';
import { useDocumentsLive } from '../api/live.ts';
import '../documents.css';

export default function DocumentsLayout() {
  const { t } = useLingui();
  useDocumentsLive();
  const entries: { to: string; icon: IconName; title: string }[] = [
    { to: '/documents', icon: 'document', title: t`Договор` },
    { to: '/documents/rewards', icon: 'check', title: t`Вознаграждения` },
    { to: '/documents/additional-agreements', icon: 'document', title: t`Дополнительные соглашения` },
    { to: '/documents/invoice', icon: 'document', title: t`Счета` },
  ];
  return (
    <>
      <div className="ap-page__header">
        <h1 className="ap-title">
          <Trans>Документы</Trans>
        </h1>
      </div>
      <div className="ap-profile">
        <nav className="ap-side-nav ap-doc-nav" aria-label={t`Разделы документов`}>
          {entries.map((entry) => (
            <NavLink key={entry.to} to={entry.to} end className="ap-side-nav__link">
              <Icon name={entry.icon} />
              {entry.title}
            </NavLink>
          ))}
        </nav>
        <section className="ap-doc-content">
          <Outlet />
        </section>
      </div>
    </>
  );
}
