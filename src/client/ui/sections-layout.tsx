// The page of one sale point's settings or of one employee (spec 02 §2, spec 03 §2): loads the thing once, says so
// when it is unknown, and shows its header, a left menu of sections and the section's page, which reads the thing
// from the outlet's context.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { isApiError, type ApiError } from '#client/lib/api.ts';
import { DataError, DataLoading } from '#client/ui/list-status.tsx';

export function SectionsLayout<T>({
  query,
  missingCode,
  notFound,
  header,
  navLabel,
  sections,
}: {
  query: UseQueryResult<T>;
  /** The error code of an unknown (or another business's) thing, besides the generic 'not_found'. */
  missingCode: ApiError['code'];
  notFound: ReactNode;
  header: (data: T) => ReactNode;
  navLabel: string;
  sections: { to: string; title: string }[];
}) {
  if (query.isPending) return <DataLoading />;
  if (query.isError) {
    if (isApiError(query.error, missingCode) || isApiError(query.error, 'not_found')) return notFound;
    return <DataError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      <div className="ap-page__header">{header(query.data)}</div>
      <div className="ap-profile">
        <nav className="ap-side-nav" aria-label={navLabel}>
          {sections.map((section) => (
            <NavLink key={section.to} to={section.to} end className="ap-side-nav__link">
              {section.title}
            </NavLink>
          ))}
        </nav>
        <section className="ap-card">
          <Outlet context={query.data} />
        </section>
      </div>
    </>
  );
}
