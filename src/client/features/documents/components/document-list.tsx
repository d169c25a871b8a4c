// The document lists of /documents (spec 03 §2, §4: account invoices, additional agreements): a table of number,
// the document's own columns and status, a page of them at a time, and a row opening the document's detail modal.
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { Page } from '#shared/api/paging.ts';
import { PagedList } from '#client/ui/paged-list.tsx';
import { Badge, type BadgeTone } from '#client/ui/badge.tsx';
import { RowOpenButton } from '#client/ui/row-open-button.tsx';
import { SignatureGate } from './signature-gate.tsx';

export type DocumentColumns<T> = {
  /** The row's test id. */
  testId: string;
  number: (row: T) => string;
  /** A second line under the number. */
  underNumber?: (row: T) => ReactNode;
  /** The columns between the number and the status. */
  middle: { header: string; cell: (row: T) => ReactNode }[];
  badge: (row: T) => { tone: BadgeTone; label: MessageDescriptor };
};

export function DocumentTable<T extends { id: string }>({ rows, columns, onOpen }: { rows: T[]; columns: DocumentColumns<T>; onOpen: (row: T) => void }) {
  const { t, i18n } = useLingui();
  return (
    <div className="ap-table-wrap">
      <table className="ap-table">
        <thead>
          <tr>
            <th scope="col">{t`Номер`}</th>
            {columns.middle.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{t`Статус`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const badge = columns.badge(row);
            return (
              <tr key={row.id} data-testid={columns.testId} onClick={() => onOpen(row)}>
                <td>
                  <RowOpenButton onOpen={() => onOpen(row)}>{columns.number(row)}</RowOpenButton>
                  {columns.underNumber && <span className="ap-table__sub">{columns.underNumber(row)}</span>}
                </td>
                {columns.middle.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
                <td>
                  <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A whole tab: behind the signature gate, the pages of the list, and the opened row's detail. */
export function DocumentListPage<T extends { id: string }>({
  useList,
  empty,
  columns,
  detail,
}: {
  useList: (page: number) => UseQueryResult<Page<T>>;
  empty: ReactNode;
  columns: DocumentColumns<T>;
  detail: (opened: T | null, onClose: () => void) => ReactNode;
}) {
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<T | null>(null);
  const list = useList(page);
  return (
    <SignatureGate>
      <PagedList list={list} empty={empty} onPage={setPage}>
        {(rows) => <DocumentTable rows={rows} columns={columns} onOpen={setOpened} />}
      </PagedList>
      {detail(opened, () => setOpened(null))}
    </SignatureGate>
  );
}
