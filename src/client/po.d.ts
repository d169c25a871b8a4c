// Catalogs are imported as modules through @lingui/vite-plugin, which compiles them on the fly.
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
