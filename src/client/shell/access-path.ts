// The access table (spec 01 §2.1) lists route areas; some areas have pages below them. This maps a page to the
// area whose row decides it, so the guard and the switcher judge sub-pages the same way.
const SALE_POINT_PAGES = ['invoices', 'applications', 'deposit', 'news', 'settings'];

export function accessPathOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const match = path.match(/^(\/sale-points\/[^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/);
  if (!match) return path;
  const [, base, page, sub] = match;
  if (page === undefined) return base;
  // spec 02 §2: the settings area has the employees page and three more below it.
  if (page === 'settings') return sub === undefined || ['general', 'address', 'map'].includes(sub) ? `${base}/settings` : path;
  // spec 02 §2: the payment workspace takes an optional trailing page segment.
  if (!SALE_POINT_PAGES.includes(page) && sub === undefined) return base;
  return path;
}
