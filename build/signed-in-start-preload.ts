// A signed-in start's short critical chain (issue 24 item 6). Signed in, the first screen needs the guard's chunk, the
// layout, the signed-in texts of the stored language and, on a sale point's address, the payment workspace, which the
// entry asks for as soon as it runs (src/client/shell/signed-in-preload.ts): a round trip and the entry's own run
// (four times slower on Lighthouse's phone) after the page arrived. index.html's inline start script asks for them
// as modulepreloads while the entry's own files load, when the browser holds a session; signed out it does nothing,
// so the sign-in route loads what it did. The server allows the script by its hash (src/server/app.ts).
import { DEFAULT_LOCALE, LOCALES } from '../src/shared/enums.ts';
import { STORAGE_KEYS } from '../src/client/lib/storage.ts';
import { WORKSPACE_PATH } from '../src/client/shell/workspace-path.ts';

const SHELL_MODULES = ['src/client/shell/signed-in-root.tsx', 'src/client/shell/app-layout.tsx'];
const WORKSPACE_MODULES = ['src/client/features/payments/routes/workspace-page.tsx', 'src/client/shell/early-workspace-requests.ts'];
const textsModule = (locale: string) => `locales/${locale}/messages.po`;

/** The start script: which files a signed-in start asks for at once, chosen by the stored session, language and path.
 * `files` names the files (with the base) that modules need beyond what the entry loads. */
export function startScript(files: (modules: string[]) => string[]): string {
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

/**
 * `html` with the start script right after the entry's module script, before the stylesheet: a classic script after a
 * stylesheet waits until the stylesheet has arrived, and the files it asks for would wait with it (a round trip on a
 * slow link). Not before the entry: Vite puts the import map just before the first module script, and a module asked
 * for ahead of the import map would not be resolved through it.
 */
export function withStartScript(html: string, script: string): string {
  const entry = /<script type="module"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error('signed-in start: index.html has no module script');
  const after = entry.index + entry[0].length;
  return `${html.slice(0, after)}\n    <script>${script}</script>${html.slice(after)}`;
}
