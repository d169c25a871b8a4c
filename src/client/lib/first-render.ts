// The app's first render (main.tsx), as a transition: React renders it in slices of about 5 ms and yields to the
// browser between them. Rendered as a plain update, the whole first screen was one task as long as its render (the
// payment workspace's: tens of milliseconds on a fast host, which a slow tablet, and Lighthouse's simulated phone,
// multiply into the blocking time after the first paint; issue 24 item 6). The commit is one step still.
import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

export function renderInSlices(root: Root, app: ReactNode): void {
  startTransition(() => root.render(app));
}
