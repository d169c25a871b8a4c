// The routed screen inside its Suspense boundary, with a marker whose effect runs once the screen itself (not the
// loading placeholder) has been committed: the service worker's precache waits for the first screen (issue 12).
import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { markScreenShown } from '#client/pwa/first-screen.ts';

function ScreenShown(): null {
  useEffect(markScreenShown, []);
  return null;
}

export function PageOutlet({ fallback }: { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ScreenShown />
      <Outlet />
    </Suspense>
  );
}
