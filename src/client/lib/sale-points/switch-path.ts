// The top-bar switcher keeps the current sub-page (spec 01 §2.2, spec 02 §2): /invoices ↔ /sale-points/{id}/invoices,
// one sale point's settings ↔ another's. A page the target has no counterpart of, or that the user may not open,
// leads to the target's home.
import { SWITCHER_NAME_LENGTH } from '#shared/api/sale-points.ts';

/** Sub-pages that exist both for the business and inside a sale point. */
const SHARED_PAGES: readonly string[] = ['invoices', 'applications', 'shifts', 'news', 'deposit'];

/** The sale point a path belongs to, or null for a business-level path. */
export function salePointIdOf(pathname: string): string | null {
  const match = pathname.match(/^\/sale-points\/([^/]+)/);
  return match ? decodeURIComponent(match[1]) : null;
}

/**
 * Where the switcher leads from `pathname` (with its `search`) when `target` is chosen: a sale point id, or null
 * for the business itself. `reachable` says whether the user may open a path.
 */
export function switchPath(pathname: string, search: string, target: string | null, reachable: (path: string) => boolean): string {
  const current = salePointIdOf(pathname);
  const segments = (current === null ? pathname : pathname.replace(/^\/sale-points\/[^/]+/, '')).split('/').filter(Boolean);
  const page = segments[0];
  const home = target === null ? '/' : `/sale-points/${encodeURIComponent(target)}`;
  let next = home;
  if (target === null) {
    if (current !== null && page && SHARED_PAGES.includes(page)) next = `/${segments.join('/')}`;
  } else if (current !== null) {
    if (segments.length > 0) next = `${home}/${segments.join('/')}`;
  } else if (page && SHARED_PAGES.includes(page)) {
    next = `${home}/${segments.join('/')}`;
  }
  if (next !== home && reachable(next)) return `${next}${search}`;
  return reachable(home) ? home : '/';
}

/** spec 02 §2: names in the switcher are cut at 21 characters. */
export function switcherName(name: string): string {
  const trimmed = name.trim();
  return trimmed.length > SWITCHER_NAME_LENGTH ? `${trimmed.slice(0, SWITCHER_NAME_LENGTH)}…` : trimmed;
}
