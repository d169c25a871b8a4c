// Cancellations (spec 02 §2): /applications and /sale-points/{id}/applications, filtered through the query string,
// 30 a page, a row opening the application details.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Application } from '#shared/api/applications.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Pagination } from '#client/ui/pagination.tsx';
import { DataLoading, DataError, NothingToList } from '#client/ui/list-status.tsx';
import { useApplications } from '../api/list-applications.ts';
import { ApplicationFilterBar } from '../components/application-filter-bar.tsx';
import { ApplicationPanel } from '../components/application-panel.tsx';
import { ApplicationTable } from '../components/application-table.tsx';
import { applicationFiltersOf, applicationFiltersParams, applicationListBody, type ApplicationFilters } from '../application-filters.ts';
import '../applications.css';

export default function ApplicationsPage() {
    const { id: salePointId = null } = useParams();
  const [params, setParams] = useSearchParams();
  const { filters, page } = applicationFiltersOf(params, Date.now());
  const list = useApplications(applicationListBody(filters, salePointId, page));
  const [open, setOpen] = useState<Application | null>(null);
  const apply = (next: ApplicationFilters, nextPage = 0) => setParams(applicationFiltersParams(next, nextPage), { replace: true });

  let body;
  if (list.isPending) {
    body = <DataLoading />;
  } else if (list.isError) {
    body = <DataError error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.content.length === 0) {
    body = (
      <NothingToList icon="document">
        <p>
          <Trans>Транзакций пока нет</Trans>
        </p>
      </NothingToList>
    );
  } else {
    body = (
      <>
        <ApplicationTable applications={list.data.content} onOpen={setOpen} />
        <Pagination page={list.data.number} totalPages={list.data.totalPages} totalElements={list.data.totalElements} onChange={(next) => apply(filters, next)} />
      </>
    );
  }

  return (
    <>
      <div className="apl-note">
        <Banner tone="info">
          <Trans>Заявки на отмену рассматриваются до 12 часов.</Trans>
        </Banner>
      </div>
      <ApplicationFilterBar filters={filters} onChange={(next) => apply(next)} />
      <div className={list.isPlaceholderData ? 'apl-list apl-list--stale' : 'apl-list'}>{body}</div>
      <ApplicationPanel row={open} onClose={() => setOpen(null)} />
    </>
  );
}
