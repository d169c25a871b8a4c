// A signed-in start's short critical chain (issue 24 item 6). Signed in, the first screen needs the guard's chunk, the
// layout, the signed-in texts of the stored language and, on a sale point's address, the payment workspace, which the
// entry asks for as soon as it runs (src/client/shell/signed-in-preload.ts): a round trip and the entry's own run
// (four times slower on Lighthouse's phone) after the page arrived. index.html's inline start script asks for them
// as modulepreloads while the entry's own files load, when the browser holds a session; signed out it does nothing,
// so the sign-in route loads what it did. The server allows the script by its hash (src/server/app.ts).
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { DEFAULT_LOCALE, LOCALES } from '../src/shared/enums.ts';
import { STORAGE_KEYS } from '../src/client/lib/storage.ts';
import { WORKSPACE_PATH } from '../src/client/shell/workspace-path.ts';
import { chunksBeyondEntry, type OutputBundle } from './sign-in-preload.ts';

const SHELL_MODULES = ['src/client/shell/signed-in-root.tsx', 'src/client/shell/app-layout.tsx'];
const WORKSPACE_MODULES = ['src/client/features/payments/routes/workspace-page.tsx', 'src/client/shell/early-workspace-requests.ts'];
const textsModule = (locale: string) => `locales/${locale}/messages.po`;

/** The start script: which files a signed-in start asks for at once, chosen by the stored session, language and path. */
export function startScript(bundle: OutputBundle, base: string): string {
  const files = (modules: string[]) => {
    const { scripts, styles } = chunksBeyondEntry(bundle, modules);
    return [...scripts, ...styles].map((file) => base + file);
  };
  const shell = files(SHELL_MODULES);
  const plan = {
    session: STORAGE_KEYS.session,
    locale: STORAGE_KEYS.locale,
    workspace: WORKSPACE_PATH.source,
    shell,
    page: files(WORKSPACE_MODULES).filter((file) => !shell.includes(file)),
    fallback: DEFAULT_LOCALE,
    texts: Object.fromEntries(LOCALES.map((locale) => [locale, files([textsModule(locale)])])),
  };
  // Stored values are JSON (src/client/lib/storage.ts); anything unreadable is a signed-out start.
  return `(function (plan) {
  try {
    var session = JSON.parse(localStorage.getItem(plan.session));
    if (!session || !session.accessToken) return;
    var files = plan.shell.concat(plan.texts[JSON.parse(localStorage.getItem(plan.locale))] || plan.texts[plan.fallback]);
    if (new RegExp(plan.workspace).test(location.pathname)) files = files.concat(plan.page);
    files.forEach(function (file) {
      var link = document.createElement('link');
      var style = /\\.css$/.test(file);
      link.rel = style ? 'preload' : 'modulepreload';
      if (style) link.as = 'style';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    });
  } catch (error) {}
})(${JSON.stringify(plan)});`;
}

export function signedInStartPreload(): Plugin {
  let base = '/';
  return {
    name: 'agent-portal:signed-in-start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        return [{ tag: 'script', children: startScript(context.bundle, base), injectTo: 'head' }];
      },
    },
  };
}
