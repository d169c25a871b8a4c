// News (spec 03 §4): /news for the owner and /sale-points/{id}/news for the owner and the employee: the paged list of
// active news with a page size choice. The first page at the spec's size comes from the device copy, so it opens
// offline too (issue 4 item 1); any other page is asked online.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { NEWS_PAGE_SIZE } from '#shared/api/news.ts';
import { DataError, DataLoading, NothingToList } from '#client/ui/list-status.tsx';
import { Pagination } from '#client/ui/pagination.tsx';
import { SelectField } from '#client/ui/select-field.tsx';
import { useFirstNewsPage, useNewsPage, type NewsPage as Listed } from '../api/list-news.ts';
import { NewsItem } from '../components/news-item.tsx';
import '../news.css';

const PAGE_SIZES = [10, NEWS_PAGE_SIZE, 50] as const;

/** The URL keeps the page (counted from 1, as people do) and the size; anything odd falls back to the defaults. */
function listOf(params: URLSearchParams): { page: number; size: number } {
  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('size') ?? NEWS_PAGE_SIZE);
  return {
    page: Number.isInteger(page) && page > 0 ? page - 1 : 0,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : NEWS_PAGE_SIZE,
  };
}

type ListState = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  data: Listed | undefined;
  stale?: boolean;
};

function NewsList({ list, onPage }: { list: ListState; onPage: (page: number) => void }) {
  if (list.isPending) return <DataLoading />;
  if (list.isError || !list.data) return <DataError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.content.length === 0) {
    return (
      <NothingToList icon="bell">
        <p>
          <Trans>Новостей пока нет</Trans>
        </p>
      </NothingToList>
    );
  }
  return (
    <div className={list.stale ? 'nw-list ap-list--stale' : 'nw-list'}>
      {list.data.content.map((news) => (
        <NewsItem key={news.id} news={news} />
      ))}
      <Pagination page={list.data.number} totalPages={list.data.totalPages} onChange={onPage} />
    </div>
  );
}

function FirstPage({ onPage }: { onPage: (page: number) => void }) {
  const list = useFirstNewsPage();
  const total = list.data?.[0]?.totalElements ?? 0;
  const data = list.data && { content: list.data, number: 0, totalPages: Math.ceil(total / NEWS_PAGE_SIZE) };
  return <NewsList list={{ ...list, data }} onPage={onPage} />;
}

function OtherPage({ page, size, onPage }: { page: number; size: number; onPage: (page: number) => void }) {
  const list = useNewsPage(page, size);
  return <NewsList list={{ ...list, stale: list.isPlaceholderData }} onPage={onPage} />;
}

export default function NewsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { page, size } = listOf(params);
  const open = (nextPage: number, nextSize = size) => {
    const next = new URLSearchParams();
    if (nextPage > 0) next.set('page', String(nextPage + 1));
    if (nextSize !== NEWS_PAGE_SIZE) next.set('size', String(nextSize));
    setParams(next);
  };
  return (
    <>
      <div className="ap-page__header nw-header">
        <h1 className="ap-title">
          <Trans>Новости</Trans>
        </h1>
        <div className="nw-size">
          <SelectField
            label={t`Новостей на странице`}
            value={String(size)}
            onChange={(value) => open(0, Number(value))}
            options={PAGE_SIZES.map((value) => ({ value: String(value), label: String(value) }))}
          />
        </div>
      </div>
      {page === 0 && size === NEWS_PAGE_SIZE ? <FirstPage onPage={open} /> : <OtherPage page={page} size={size} onPage={open} />}
    </>
  );
}
