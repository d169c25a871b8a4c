import { lazy, type ComponentType } from 'react';

/**
 * A lazy screen whose chunk a start may ask for before React renders it (shell/signed-in-preload.ts). Once the chunk
 * has arrived it renders at once; `React.lazy` alone would suspend on its first render anyway, show the fallback,
 * and React 19 then holds back what replaces a fallback for up to 300 ms (its fallback throttle), on each nested
 * boundary of the start (issue 12). `Lazy` never commits: its module is set here before React hears it resolved.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Preloadable(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
