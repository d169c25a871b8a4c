// Transactions (spec 02 §2): /invoices for the whole business and /sale-points/{id}/invoices for one sale point,
// filtered through the query string, 30 a page, a row opening the payment details; a sale point's page heads the list
// with the period's turnover and reward (stat-by-date).
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { exportInvoices, type Invoice } from '#shared/api/invoices.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { ExportTools } from '#client/ui/export-menu.tsx';
import { PagedList } from '#client/ui/paged-list.tsx';
import { useInvoices } from '../api/list-invoices.ts';
import { InvoiceFilterBar } from '../components/invoice-filter-bar.tsx';
import { InvoicePanel } from '../components/invoice-panel.tsx';
import { InvoiceTable } from '../components/invoice-table.tsx';
import { PeriodTotals } from '../components/period-totals.tsx';
import { invoiceFiltersOf, invoiceFiltersParams, invoiceListBody, type InvoiceFilters } from '../invoice-filters.ts';
import '../invoices.css';

export default function InvoicesPage() {
  const { id: salePointId = null } = useParams();
  const { profile } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const { filters, page } = invoiceFiltersOf(params, Date.now());
  const body = invoiceListBody(filters, salePointId, page);
  const list = useInvoices(body);
  const [open, setOpen] = useState<Invoice | null>(null);
  const agent = profile.role === 'AGENT';
  const apply = (next: InvoiceFilters, nextPage = 0) => setParams(invoiceFiltersParams(next, nextPage), { replace: true });

  return (
    <>
      <InvoiceFilterBar filters={filters} onChange={(next) => apply(next)} />
      <ExportTools call={exportInvoices} body={{ sort: body.sort, search: body.search }} />
      {salePointId && <PeriodTotals body={{ beginDate: filters.period.start, endDate: filters.period.end, salePointId }} />}
      <PagedList list={list} empty={<Trans>За выбранный период транзакций нет</Trans>} onPage={(next) => apply(filters, next)}>
        {(invoices) => (
          <InvoiceTable
            invoices={invoices}
            showPayer={agent ? salePointId === null : salePointId !== null}
            showSalePoint={agent && salePointId === null}
            onOpen={setOpen}
          />
        )}
      </PagedList>
      <InvoicePanel row={open} onClose={() => setOpen(null)} />
    </>
  );
}
