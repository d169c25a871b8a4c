// Transactions (spec 02 §2): /invoices for the whole business and /sale-points/{id}/invoices for one sale point,
// filtered through the query string, 30 a page, a row opening the payment details.
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { Invoice } from '#shared/api/invoices.ts';
import { useSignedIn } from '#client/lib/current-profile.ts';
import { Pagination } from '#client/ui/pagination.tsx';
import { DataLoading, DataError, NothingToList } from '#client/ui/list-status.tsx';
import { useInvoices } from '../api/list-invoices.ts';
import { InvoiceFilterBar } from '../components/invoice-filter-bar.tsx';
import { InvoicePanel } from '../components/invoice-panel.tsx';
import { InvoiceTable } from '../components/invoice-table.tsx';
import { invoiceFiltersOf, invoiceFiltersParams, invoiceListBody, type InvoiceFilters } from '../invoice-filters.ts';
import '../invoices.css';

export default function InvoicesPage() {
    const { id: salePointId = null } = useParams();
  const { profile } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const { filters, page } = invoiceFiltersOf(params, Date.now());
  const list = useInvoices(invoiceListBody(filters, salePointId, page));
  const [open, setOpen] = useState<Invoice | null>(null);
  const agent = profile.role === 'AGENT';
  const apply = (next: InvoiceFilters, nextPage = 0) => setParams(invoiceFiltersParams(next, nextPage), { replace: true });

  let body;
  if (list.isPending) {
    body = <DataLoading />;
  } else if (list.isError) {
    body = <DataError error={list.error} onRetry={() => void list.refetch()} />;
  } else if (list.data.content.length === 0) {
    body = (
      <NothingToList icon="document">
        <p>
          <Trans>За выбранный период транзакций нет</Trans>
        </p>
      </NothingToList>
    );
  } else {
    body = (
      <>
        <InvoiceTable
          invoices={list.data.content}
          showPayer={agent ? salePointId === null : salePointId !== null}
          showSalePoint={agent && salePointId === null}
          onOpen={setOpen}
        />
        <Pagination page={list.data.number} totalPages={list.data.totalPages} totalElements={list.data.totalElements} onChange={(next) => apply(filters, next)} />
      </>
    );
  }

  return (
    <>
      <InvoiceFilterBar filters={filters} onChange={(next) => apply(next)} />
      <div className={list.isPlaceholderData ? 'iv-list iv-list--stale' : 'iv-list'}>{body}</div>
      <InvoicePanel row={open} onClose={() => setOpen(null)} />
    </>
  );
}
