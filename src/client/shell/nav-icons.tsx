// Line icons of the navigation menu, on the same 24px grid as the design system's set; they load with the signed-in
// layout only.
import { LineIcon } from '#client/ui/icons.tsx';

const PATHS = {
  outlets: 'M4 9l1.5-5h13L20 9M4 9h16v11H4zM4 9a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M10 20v-5h4v5',
  employees: 'M6 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0M2 19c1-3.3 3.6-5 7-5s6 1.7 7 5M15 5.5a3 3 0 0 1 0 5.5M18 14.5c1.8.7 3.1 2.2 3.8 4.5',
  documents: 'M6 3h8l4 4v14H6zM14 3v4h4M9 13h6M9 17h6',
  transactions: 'M4 7h13l-3-3M20 17H7l3 3M4 7v0M20 17v0',
  news: 'M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5M8 16h3',
  statistics: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  tickets: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  deposit: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 7l11-3 1 3M16 13h.01',
  profile: 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0-8 0M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6',
  payments: 'M3 7h18v11H3zM3 11h18M7 15h4',
  more: 'M5 12h.01M12 12h.01M19 12h.01M4 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M11 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0M18 12a1 1 0 1 0 2 0a1 1 0 1 0-2 0',
  settings:
    'M9 12a3 3 0 1 0 6 0a3 3 0 1 0-6 0M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
} as const;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: NavIconName }) {
  return <LineIcon path={PATHS[name]} />;
}
