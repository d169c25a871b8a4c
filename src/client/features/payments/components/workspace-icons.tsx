// Icons the design system's set does not have, drawn the same way (24 px grid, stroke), for the workspace only.
import { LineIcon } from '#client/ui/icons.tsx';

const PATHS = {
  card: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10h18M7 15h4',
  mobile: 'M8 3h8a1.5 1.5 0 0 1 1.5 1.5v15A1.5 1.5 0 0 1 16 21H8a1.5 1.5 0 0 1-1.5-1.5v-15A1.5 1.5 0 0 1 8 3zM11 18h2',
  search: 'M4 11a7 7 0 1 0 14 0a7 7 0 1 0-14 0M16 16l4 4',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1zM12 7c1.5-3 5-3 5-1s-3 1-5 1z',
  receipt: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
} as const;

export type WorkspaceIconName = keyof typeof PATHS;

export function WorkspaceIcon({ name, size = 20 }: { name: WorkspaceIconName; size?: number }) {
  return <LineIcon path={PATHS[name]} size={size} />;
}
