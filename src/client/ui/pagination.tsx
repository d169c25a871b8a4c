// Page switcher of a paged list: the server counts pages from 0, people from 1 (spec 02 §3 page meta). A history
// list counts no further than COUNT_CAP rows (docs/decisions/040): its label then says "10 000+ records".
import { useLingui } from '@lingui/react/macro';
import { COUNT_CAP } from '#shared/api/paging.ts';
import { Icon } from './icons.tsx';
import './lists.css';

/** The cap as the portal groups digits ("10 000"). */
const CAP_TEXT = COUNT_CAP.toLocaleString('ru-RU');

export function Pagination({
  page,
  totalPages,
  totalElements,
  onChange,
}: {
  page: number;
  totalPages: number;
  /** Given by the history lists, whose count may stop at the cap. */
  totalElements?: number;
  onChange: (page: number) => void;
}) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const shown = page + 1;
  const label = totalElements !== undefined && totalElements > COUNT_CAP ? t`Страница ${shown} из ${totalPages} · ${CAP_TEXT}+ записей` : t`Страница ${shown} из ${totalPages}`;
  return (
    <nav className="ap-pagination" aria-label={t`Страницы`}>
      <button type="button" className="ap-icon-button ap-pagination__prev" disabled={page <= 0} onClick={() => onChange(page - 1)} aria-label={t`Предыдущая страница`}>
        <Icon name="back" />
      </button>
      <span className="ap-pagination__label" aria-live="polite">{label}</span>
      <button type="button" className="ap-icon-button ap-pagination__next" disabled={shown >= totalPages} onClick={() => onChange(page + 1)} aria-label={t`Следующая страница`}>
        <Icon name="back" />
      </button>
    </nav>
  );
}
