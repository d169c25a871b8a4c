import fs from 'node:fs';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildOutDir, precacheBytes, precompress } from './build/precompress.ts';
import { noChunkCycles } from './build/chunk-cycles.ts';
import { indexHtmlPreloads } from './build/index-html-preloads.ts';

/** One pattern for the modules whose path (with `/` or `\\`) matches any of these. */
const modules = (...patterns: string[]) => new RegExp(patterns.map((pattern) => pattern.replaceAll('/', '[\\\\/]')).join('|'));

const CHUNK_GROUPS = [
  { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 2 },
  // The signed-in shell in one file (issue 12): the guard, the app layout and what only signed-in screens use (the
  // query library, the offline outbox, the top bar's sale points, deposit and tickets, the dates, the small
  // shared fields), instead of some fifty small chunks fetched in rounds. Not Radix: the menus and dialogs load it when
  // first opened (ui/lazy-module.ts). Nothing here is used by the
  // signed-out routes (`npm run bench:bundle` lists what the sign-in route loads); after the sign-in route's own group,
  // so a module both use stays there.
  {
    name: 'signed-in',
    test: modules(
      'node_modules/(@tanstack|dayjs|uuidv7)/',
      'src/client/lib/(device-data|local-stores|query-client|dates|period-filter|list-search|sign-out|invoice-status|invoice-text|local-text|use-format)\\.ts$',
      'src/client/shell/(signed-in-root|app-layout|app-nav|nav-icons|profile-menu|offline-status|connection-lost)\\.tsx$',
      'src/client/ui/(avatar|confirm-dialog|return-focus|dropdown-menu|dialog|badge|select-field|masked-field|scan-button|step-focus)\\.(tsx?|css)$',
      'src/client/offline/(background-sync|clock|drainer|hooks|message-outbox|message-hooks|outbox|outbox-machine|transport|wake|online|limits|queue-hooks|labels|shift-outbox|side-queue)\\.ts$',
      'src/client/features/balance/(components/deposit-item|deposit-rules|keys|api/get-balance)\\.tsx?$',
      'src/client/features/sale-points/components/sale-point-switcher\\.tsx$',
      'src/client/lib/(query-keys|sale-points/(list-sale-points|switch-path|keys))\\.ts$',
      'src/client/features/tickets/(live|keys)\\.ts$',
      // The top bar's bell, the notification stream and the push subscription's language (issue 21); the notifications
      // page stays a chunk of its own.
      'src/client/features/notifications/(live|keys|texts|push|api/notifications|components/notification-bell)\\.tsx?$',
      'src/client/features/notifications/notifications\\.css$',
      'src/client/lib/(event-stream|notification-arrivals)\\.ts$',
      // What the signed-in screens share beyond that, each of them once a small file of its own in the first screen's
      // round of requests: the API contracts and rules of the lists, the merchants' list and logo, the lazy-module
      // loader, and the style sheets.
      'src/shared/api/(catalogue|deposit|invoices|tickets|shifts|notifications)\\.ts$',
      'src/shared/(period|payment-rules|commission|order)\\.ts$',
      'src/client/lib/address-text\\.ts$',
      'src/client/ui/(lazy-module\\.ts|lists\\.css)$',
      'src/client/lib/(merchants|use-debounced-value)\\.ts$',
      // The workspace's "Принтер" button (the dialog behind it is the printer chunk's).
      'src/client/lib/printer/printer-button\\.tsx$',
      'src/client/ui/(merchant-logo\\.(tsx|css)|settings\\.css)$',
      'src/client/features/payments/(keys\\.ts|payments\\.css)$',
      'src/client/(shell/shell|features/sale-points/sale-points|features/balance/balance)\\.css$',
    ),
    // Only the modules named here: their dependencies (the API client, the UI kit) are the sign-in route's too, and
    // pulled in here they would make the entry import this chunk.
    includeDependenciesRecursively: false,
  },
  // The browser's databases (the outbox and the device's copy) with Dexie, asked for on first use after the first
  // screen (lib/local-stores.ts, issue 24 item 6): about 30 KiB the signed-in start no longer waits for.
  {
    name: 'local-stores',
    test: modules('node_modules/dexie/', 'src/client/lib/(local-stores-loaded|device-db)\\.ts$', 'src/client/offline/db\\.ts$'),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The requests a signed-in start on the workspace's address sends before the shell has arrived (the sale point, the
  // balance, the sale points: shell/early-workspace-requests.ts, which is in here too) with the contracts they need, in
  // one small file instead of six; without them the balance's request would wait for the whole signed-in file, and as
  // a file of its own the starter cost the sale point's request, the workspace's largest paint, one more round trip.
  {
    name: 'early-requests',
    test: modules(
      'src/client/(features/payments/api/early-sale-point|features/balance/api/early-balance|lib/sale-points/early-sale-points|shell/early-workspace-requests)\\.ts$',
      'src/shared/api/(balance|sale-points)\\.ts$',
    ),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The payment workspace's own modules in one file (what other screens share, the merchant list and logo, a debounce
  // hook, is in lib/ and ui/); the early request for its sale point stays out of it, since a signed-in start sends it
  // before this file has arrived (shell/signed-in-preload.ts). The page itself (routes/workspace-page.tsx) is not in
  // it: a dynamically imported module inside a group gets a facade chunk, and when that facade has to hand over the
  // module's namespace (here once the page imported the flows lazily) Rolldown exports a binding it never declares
  // ("Export 'workspace_page_exports' is not defined in module", rolldown/rolldown#10734). As a chunk of its own the
  // page needs no facade, and it is as many files as before.
  {
    name: 'workspace',
    test: /src[\\/]client[\\/]features[\\/]payments[\\/](flow-rules|invoice-view|components[\\/]|api[\\/](?!early-sale-point))/,
    includeDependenciesRecursively: false,
  },
  // The payment flows and a payment's outcome, which the workspace loads when a service opens
  // (features/payments/components/lazy-flows.tsx); its priority puts them here, not in the workspace's group.
  {
    name: 'payment-flows',
    test: modules(
      'src/client/features/payments/components/(payment-flows|account-flow|card-flow|mobile-flow|payment-outcome|payer-fields|amount-field|card-confirm-steps|card-tile|account-info-card|result-screen|use-submit-payment)\\.tsx?$',
      'src/client/features/payments/api/(card-top-up|get-card-info|get-static-merchant|get-account-info|get-mobile-info|get-merchant-options|list-merchant-regions)\\.ts$',
    ),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // issue 24: the workspace's shift bar with its dialogs and the Z-report (asked for after the workspace's first
  // screen, features/payments/components/lazy-flows.tsx), which the owner's shift lists use too.
  {
    name: 'shifts',
    test: modules('src/client/features/payments/components/shift-bar\\.tsx$', 'src/client/lib/shifts/', 'src/client/offline/shift-hooks\\.ts$'),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // issue 24 item 3: the camera scanner and its WebAssembly fallback, loaded when a scan button is first pressed.
  {
    name: 'scanner',
    test: modules('src/client/ui/(scan-dialog\\.tsx|barcode-reader\\.ts)$', 'node_modules/(barcode-detector|zxing-wasm)/'),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // issue 24 item 1: the receipt printer's encoder, connections and settings dialog, loaded when a receipt is first
  // printed on a printer or the printer's settings open (lib/printer/print-actions.tsx), never with the workspace.
  {
    name: 'printer',
    test: modules(
      'src/client/lib/printer/(print|escpos|render-image|text-layout|transports|bluetooth|printer-settings)\\.tsx?$',
      'node_modules/(@point-of-sale|@canvas|canvas-dither|canvas-flatten|resize-image-data)/',
    ),
    includeDependenciesRecursively: false,
    priority: 1,
  },
  // The sign-in screen's own modules (the login page, its steps, and the fields and hints only the signed-out screens
  // use): only a signed-out start asks for them (index.html's start script), a signed-in start never shows them and
  // does not wait for them (issue 24 item 6). Ahead of the `common` group, which would otherwise take them.
  {
    name: 'sign-in-screen',
    test: modules(
      'src/client/features/auth/(routes/login-page|components/(auth-frame|code-step|phone-notice|phone-step|pin-step|use-step-form|language-select)|api/(check-password|confirm-otp|enter-password|request-otp|set-password))\\.tsx?$',
      'src/client/ui/(text-field|centered-frame|test-code-hint|checkbox|resend-button)\\.tsx$',
      'src/client/lib/(dev-sms|use-countdown)\\.ts$',
      'src/shared/pin-strength\\.ts$',
    ),
    includeDependenciesRecursively: false,
    priority: 2,
  },
  // What the entry shares with every screen, signed in or out (the texts' runtime, the API client with its contracts
  // and errors, valibot, the session, the buttons), with their dependencies, in one file. The profile's contract and
  // the early requests are named because the signed-in chunks import them too: left alone, Rolldown makes each a file
  // of its own that the entry imports.
  {
    name: 'common',
    test: modules(
      'src/client/lib/(api|i18n|settings|messages|app-messages|early-requests)\\.ts$',
      'src/client/ui/(button|banner|spinner)\\.tsx$',
      'src/shared/(masks|api/profile)\\.ts$',
      'node_modules/maska/',
    ),
    priority: 1,
  },
  // The staff console (issue 15) in one file of its own: only /staff loads it, and the portal's worker does not
  // precache it (globIgnores below), so no agent's device downloads it. The contract only the console uses belongs
  // with it: left out, it would form a chunk that imports this one and is imported by it.
  {
    name: 'staff-console',
    test: modules('src/client/staff/', 'src/shared/api/staff(-(applications|businesses|deposits|documents|news|settings|statements|tickets))?\\.ts$'),
    includeDependenciesRecursively: false,
  },
  // The QR library in a file of its own: the receipts use it too, and inside the console's group it made every
  // receipt (the workspace's first screen included) load the whole console and, through it, Radix.
  { name: 'qr-code', test: modules('node_modules/qrcode\\.react/') },
];

const packageVersion = (JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  // The release error reports carry (issue 22 item 3): the product version.
  define: { 'import.meta.env.VITE_PORTAL_RELEASE': JSON.stringify(packageVersion) },
  plugins: [
    // Lingui macros must be compiled before React's transform sees the JSX (lingui discussion #2657).
    babel({ include: /src[\\/]client[\\/].*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    // index.html preloads the sign-in screen's lazy chunks (issue 12), and signed in the signed-in shell's (issue 24).
    indexHtmlPreloads(),
    noChunkCycles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The client registers the worker itself through workbox-window (src/client/pwa), so nothing is injected.
      injectRegister: false,
      // The glob already takes every icon, and the plugin adds manifest.webmanifest itself: listing either again
      // would put duplicate entries in the precache list.
      includeManifestIcons: false,
      // Each entry carries the bytes it costs to download (brotli where the build writes it): the worker tells the
      // update prompt how much a new version fetches (issue 12).
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The staff console's code and texts (the `staff-console` group and the `staff` catalogs).
        globIgnores: ['**/staff-*'],
        manifestTransforms: [precacheBytes(buildOutDir)],
      },
      manifest: {
        id: '/',
        name: 'Agent Portal',
        short_name: 'Agent Portal',
        // The manifest's language is Russian, so is its description (issue 25).
        description: 'Платежи, точки продаж и вознаграждения для платёжных агентов',
        lang: 'ru',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0b6e4f',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // Last: brotli and gzip siblings of every text asset, the service worker included (issue 12).
    precompress(),
  ],
  // chunkImportMap: chunks import each other by stable names that an import map in index.html resolves to the hashed
  // files, so a changed screen changes its own chunk and index.html, not every chunk that imports it (issue 12;
  // the server allows that one inline script by its hash, src/server/app.ts).
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkImportMap: true,
    // The sign-in route in few files (issue 12): over HTTP/1.1 a browser opens six connections per origin, and on a
    // weak link every further round of small chunks costs a round trip. The framework is one chunk; the modules the
    // sign-in screen runs (and shares with the other signed-out screens) are one more.
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: { proxy: { '/api': API_TARGET, '/file': API_TARGET } },
});
