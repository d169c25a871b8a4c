// The left part of the workspace (spec 02 §2): search over service names with a 100 ms debounce, the active
// categories by position, and the services of the category or the search. DISABLED services are greyed with their
// message and cannot be chosen; INACTIVE ones are not shown.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Merchant } from '#shared/api/catalogue.ts';
import { Banner } from '#client/ui/banner.tsx';
import { Button } from '#client/ui/button.tsx';
import { Spinner } from '#client/ui/spinner.tsx';
import { useCategories } from '../api/list-categories.ts';
import { useMerchants } from '#client/lib/merchants.ts';
import { isSelectable, visibleMerchants } from '../flow-rules.ts';
import { MerchantLogo } from '#client/ui/merchant-logo.tsx';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { useFormat } from '#client/lib/use-format.ts';
import { WorkspaceIcon } from './workspace-icons.tsx';

export const SEARCH_DEBOUNCE_MS = 100;

/** `merchants`: the workspace's catalogue query, so the tiles render with the browser (focus can return to one). */
export function ServiceBrowser({ merchants, onChoose }: { merchants: ReturnType<typeof useMerchants>; onChoose: (merchant: Merchant) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const categories = useCategories();
  const shown = useMemo(
    () => visibleMerchants(merchants.data ?? [], { query: debounced, categoryId }),
    [merchants.data, debounced, categoryId],
  );
  const searching = debounced.trim() !== '';

  return (
    <section className="ap-card ap-ws-browser" aria-labelledby="ws-services-title">
      <h2 id="ws-services-title" className="ap-subtitle">
        <Trans>Услуги</Trans>
      </h2>
      <div className="ap-ws-search">
        <WorkspaceIcon name="search" size={18} />
        <input
          type="search"
          className="ap-ws-search__input"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t`Поиск услуги`}
          aria-label={t`Поиск услуги`}
        />
      </div>
      <div className="ap-ws-chips" role="group" aria-label={t`Категории`}>
        <button type="button" className="ap-ws-chip" aria-pressed={!categoryId && !searching} onClick={() => setCategoryId(null)}>
          <Trans>Все</Trans>
        </button>
        {(categories.data ?? []).map((category) => (
          <button
            key={category.id}
            type="button"
            className="ap-ws-chip"
            aria-pressed={categoryId === category.id && !searching}
            onClick={() => {
              setCategoryId(category.id);
              setQuery('');
            }}
          >
            {format.name(category.name)}
          </button>
        ))}
      </div>
      {merchants.isPending ? (
        <div className="ap-empty ap-ws-browser__loading">
          <Spinner large label={t`Загрузка услуг…`} />
        </div>
      ) : merchants.isError ? (
        <div className="ap-stack">
          <Banner tone="error">{format.code(merchants.error.message)}</Banner>
          <Button variant="secondary" onClick={() => void merchants.refetch()}>
            <Trans>Повторить</Trans>
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="ap-empty">{searching ? <Trans>Ничего не найдено</Trans> : <Trans>В этой категории нет услуг</Trans>}</p>
      ) : (
        <ul className="ap-ws-services">
          {shown.map((merchant) => {
            const selectable = isSelectable(merchant);
            const message = merchant.status.message ? format.name(merchant.status.message) : '';
            return (
              <li key={merchant.id}>
                <button
                  type="button"
                  className="ap-ws-service"
                  data-service={merchant.id}
                  disabled={!selectable}
                  aria-disabled={!selectable || undefined}
                  onClick={() => onChoose(merchant)}
                >
                  <MerchantLogo image={merchant.image} name={merchant.name} />
                  <span className="ap-ws-service__name">{format.name(merchant.name)}</span>
                  {!selectable && (
                    <span className="ap-ws-service__status">{message || t`Временно не работает`}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
