// Page switcher of a paged list: the server counts pages from 0, people from 1 (spec 02 §3 page meta).
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icons.tsx';
import './lists.css';

export function Pagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const shown = page + 1;
  return (
    <nav className="ap-pagination" aria-label={t`Страницы`}>
      <button type="button" className="ap-icon-button ap-pagination__prev" disabled={page <= 0} onClick={() => onChange(page - 1)} aria-label={t`Предыдущая страница`}>
        <Icon name="back" />
      </button>
      <span className="ap-pagination__label" aria-live="polite">{t`Страница ${shown} из ${totalPages}`}</span>
      <button type="button" className="ap-icon-button ap-pagination__next" disabled={shown >= totalPages} onClick={() => onChange(page + 1)} aria-label={t`Следующая страница`}>
        <Icon name="back" />
      </button>
    </nav>
  );
}
