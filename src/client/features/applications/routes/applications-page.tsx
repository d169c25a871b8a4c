// Cancellations (spec 02 §2): /applications and /sale-points/{id}/applications, filtered through the query string,
// 30 a page, a row opening the application details.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { exportApplications, type Application } from '#shared/api/applications.ts';
import { Banner } from '#client/ui/banner.tsx';
import { ExportTools } from '#client/ui/export-menu.tsx';
import { PagedList } from '#client/ui/paged-list.tsx';
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
  const body = applicationListBody(filters, salePointId, page);
  const list = useApplications(body);
  const [open, setOpen] = useState<Application | null>(null);
  const apply = (next: ApplicationFilters, nextPage = 0) => setParams(applicationFiltersParams(next, nextPage), { replace: true });

  return (
    <>
      <div className="apl-note">
        <Banner tone="info">
          <Trans>Заявки на отмену рассматриваются до 12 часов.</Trans>
        </Banner>
      </div>
      <ApplicationFilterBar filters={filters} onChange={(next) => apply(next)} />
      <ExportTools call={exportApplications} body={{ sort: body.sort, search: body.search }} />
      <PagedList list={list} empty={<Trans>Транзакций пока нет</Trans>} onPage={(next) => apply(filters, next)} className="apl-list">
        {(applications) => <ApplicationTable applications={applications} onOpen={setOpen} />}
      </PagedList>
      <ApplicationPanel row={open} onClose={() => setOpen(null)} />
    </>
  );
}
