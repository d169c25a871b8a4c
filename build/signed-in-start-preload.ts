// A start's short critical chain (issue 12 item 2, issue 24 item 6): index.html's inline start script asks for the
// files the first screen runs as modulepreloads while the entry's own files load, chosen by the stored session,
// language and path, instead of the entry discovering them one by one once it has run (a round trip and the entry's
// own run, four times slower on Lighthouse's phone, after the page arrived).
// - Signed out: the sign-in screen's chunk and the stored language's sign-in texts.
// - Signed in: the guard's chunk, the layout, the signed-in texts and, on a sale point's address, the payment
//   workspace (src/client/shell/signed-in-preload.ts asks for the same once the entry runs), and the first screen's
//   API requests (the profile; on the workspace its sale point, the balance and the sale points), whose responses the
//   client's requests take (src/client/lib/start-requests.ts). Never the sign-in screen, which it does not show.
// The server allows the script by its hash (src/server/app.ts).
import { apiBaseOf, type Call } from '../src/shared/api/contract.ts';
import { getBalance } from '../src/shared/api/balance.ts';
import { getProfile } from '../src/shared/api/profile.ts';
import { ALL_SALE_POINTS, getSalePoint, listSalePoints } from '../src/shared/api/sale-points.ts';
import { DEFAULT_LOCALE, LOCALES, ROLES } from '../src/shared/enums.ts';
import { START_REQUESTS_GLOBAL } from '../src/client/lib/start-requests.ts';
import { STORAGE_KEYS } from '../src/client/lib/storage.ts';
import { WORKSPACE_PATH } from '../src/client/shell/workspace-path.ts';

const SIGN_IN_MODULES = ['src/client/features/auth/routes/login-page.tsx'];
const SHELL_MODULES = ['src/client/shell/signed-in-root.tsx', 'src/client/shell/app-layout.tsx'];
const WORKSPACE_MODULES = ['src/client/features/payments/routes/workspace-page.tsx', 'src/client/shell/early-workspace-requests.ts'];
const textsModule = (locale: string, catalog: 'sign-in' | 'messages') => `locales/${locale}/${catalog}.po`;
const textsOf = (files: (modules: string[]) => string[], catalog: 'sign-in' | 'messages') =>
  Object.fromEntries(LOCALES.map((locale) => [locale, files([textsModule(locale, catalog)])]));

/** A request as lib/api.ts sends it: its address for each role the session may hold (none yet: `null`), its body as
 * JSON. A `:id` in the address is the sale point's id from the page's own address. */
function startRequest(call: Call, body?: unknown) {
  return {
    method: call.method,
    url: Object.fromEntries([...ROLES, null].map((role) => [String(role), apiBaseOf(call, role) + call.path])),
    body: body === undefined ? null : JSON.stringify(body),
  };
}

/** The start script: which files a start asks for at once, chosen by the stored session, language and path. `files`
 * names the files (with the base) that modules need beyond what the entry loads. */
export function startScript(files: (modules: string[]) => string[]): string {
  const shell = files(SHELL_MODULES);
  const plan = {
    session: STORAGE_KEYS.session,
    locale: STORAGE_KEYS.locale,
    workspace: WORKSPACE_PATH.source,
    signIn: files(SIGN_IN_MODULES),
    signInTexts: textsOf(files, 'sign-in'),
    shell,
    page: files(WORKSPACE_MODULES).filter((file) => !shell.includes(file)),
    fallback: DEFAULT_LOCALE,
    texts: textsOf(files, 'messages'),
    global: START_REQUESTS_GLOBAL,
    requests: [startRequest(getProfile)],
    pageRequests: [startRequest(getSalePoint), startRequest(getBalance), startRequest(listSalePoints, ALL_SALE_POINTS)],
  };
  // Stored values are JSON (src/client/lib/storage.ts); anything unreadable is a signed-out start.
  return `(function (plan) {
  try {
    var session = JSON.parse(localStorage.getItem(plan.session));
    var signedIn = !!(session && session.accessToken);
    var locale = JSON.parse(localStorage.getItem(plan.locale));
    if (!plan.texts[locale]) locale = plan.fallback;
    var files = signedIn ? plan.shell.concat(plan.texts[locale], plan.signInTexts[locale]) : plan.signIn.concat(plan.signInTexts[locale]);
    var requests = plan.requests;
    var workspace = new RegExp(plan.workspace).exec(location.pathname);
    if (signedIn && workspace) {
      files = files.concat(plan.page);
      requests = requests.concat(plan.pageRequests);
    }
    files.forEach(function (file) {
      var link = document.createElement('link');
      var style = /\\.css$/.test(file);
      link.rel = style ? 'preload' : 'modulepreload';
      if (style) link.as = 'style';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    });
    if (!signedIn) return;
    var sent = (window[plan.global] = []);
    requests.forEach(function (request) {
      var url = (request.url[String(session.role)] || request.url['null']).replace(':id', function () {
        return encodeURIComponent(decodeURIComponent(workspace[1]));
      });
      var headers = { Accept: 'application/json', 'Accept-Language': locale, Authorization: 'Bearer ' + session.accessToken };
      if (request.body !== null) headers['Content-Type'] = 'application/json';
      var response = fetch(url, { method: request.method, headers: headers, body: request.body });
      response.catch(function () {});
      sent.push({ method: request.method, url: url, body: request.body, token: session.accessToken, language: locale, sentAt: Date.now(), response: response });
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
