// Money (issue 15, finance and admin): each task its own tab: credit a deposit, the unmatched bank statement lines,
// additional agreements, account invoices, the ledger check.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import { DataLoading } from '#client/ui/list-status.tsx';

const TABS = {
  deposit: { title: msg`Пополнение депозита`, Screen: lazy(() => import('./money/deposit-tab.tsx')) },
  'bank-statement': { title: msg`Банковская выписка`, Screen: lazy(() => import('./money/bank-statement-tab.tsx')) },
  agreements: { title: msg`Доп. соглашения`, Screen: lazy(() => import('./money/agreements-tab.tsx')) },
  'account-invoices': { title: msg`Счета на оплату`, Screen: lazy(() => import('./money/account-invoices-tab.tsx')) },
  ledger: { title: msg`Проверка учёта`, Screen: lazy(() => import('./money/ledger-tab.tsx')) },
} satisfies Record<string, { title: MessageDescriptor; Screen: ReturnType<typeof lazy> }>;

// Every path here is absolute: inside a splat route (`money/*`) react-router 7 resolves a relative one against the
// whole address, so a tab link from /staff/money/deposit would lead below it.
export default function MoneyPage() {
  const { t, i18n } = useLingui();
  return (
    <div className="ap-stack">
      <h1 className="ap-title">{t`Деньги`}</h1>
      <nav className="ap-tabs__list" aria-label={t`Разделы денег`}>
        {Object.entries(TABS).map(([path, tab]) => (
          <NavLink key={path} to={`/staff/money/${path}`} className="ap-tabs__trigger">
            {i18n._(tab.title)}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<DataLoading />}>
        <Routes>
          <Route index element={<Navigate to="/staff/money/deposit" replace />} />
          {Object.entries(TABS).map(([path, { Screen }]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          <Route path="*" element={<Navigate to="/staff/money/deposit" replace />} />
        </Routes>
      </Suspense>
    </div>
  );
}
