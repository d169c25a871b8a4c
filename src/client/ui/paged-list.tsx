// A page of a list in its states: loading, failed with a retry, empty (the page's own text), or its rows and the
// pages; the previous page stays dimmed on screen while the next one loads.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '#shared/api/paging.ts';
import { DataError, DataLoading, NothingToList } from './list-status.tsx';
import { Pagination } from './pagination.tsx';

type PagedListProps<T> = {
  list: UseQueryResult<Page<T>>;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (rows: T[]) => ReactNode;
  /** The list's own class (its table's layout). */
  className?: string;
};

export function PagedList<T>({ list, empty, onPage, children, className }: PagedListProps<T>) {
  let body;
  if (list.isPending) body = <DataLoading />;
  else if (list.isError) body = <DataError error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.content.length === 0) {
    body = (
      <NothingToList icon="document">
        <p>{empty}</p>
      </NothingToList>
    );
  } else {
    body = (
      <>
        {children(list.data.content)}
        <Pagination page={list.data.number} totalPages={list.data.totalPages} totalElements={list.data.totalElements} onChange={onPage} />
      </>
    );
  }
  const classes = [className, list.isPlaceholderData && 'ap-list--stale'].filter(Boolean).join(' ');
  return <div className={classes || undefined}>{body}</div>;
}
