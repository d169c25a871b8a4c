// The access table (spec 01 §2.1) lists route areas; some areas have pages below them. This maps a page to the
// area whose row decides it, so the guard and the switcher judge sub-pages the same way.
const SALE_POINT_PAGES = ['invoices', 'applications', 'shifts', 'deposit', 'news', 'settings'];

/** spec 03 §2: the deposit section's pages are decided by its row; an unknown one is sent home by the router. */
const DEPOSIT_PAGES = ['rewards', 'history', 'top-up'];

export function accessPathOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const deposit = path.match(/^\/deposit\/([^/]+)$/);
  if (deposit && DEPOSIT_PAGES.includes(deposit[1]!)) return '/deposit';
  // spec 03 §2: an employee's general and profile tabs are decided by the employee's row.
  const employee = path.match(/^(\/employees\/[^/]+)\/(?:general|profile)$/);
  if (employee) return employee[1]!;
  const match = path.match(/^(\/sale-points\/[^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/);
  if (!match) return path;
  const [, base, page, sub] = match;
  if (page === undefined) return base;
  if (page === 'deposit') return sub === undefined || DEPOSIT_PAGES.includes(sub) ? `${base}/deposit` : path;
  // spec 02 §2: the settings area has the employees page and three more below it.
  if (page === 'settings') return sub === undefined || ['general', 'address', 'map'].includes(sub) ? `${base}/settings` : path;
  // spec 02 §2: the payment workspace takes an optional trailing page segment.
  if (!SALE_POINT_PAGES.includes(page) && sub === undefined) return base;
  return path;
}
