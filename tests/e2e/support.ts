// What the browser tests share: the server's data directory and the staff CLI on it, the dev SMS outbox, the sign-in
// they all start from, the agent API seen from the test's own connection, and the offline payment steps.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserType,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { E2E_CLOCK_PATH, E2E_DATA_DIR, E2E_RECONCILE_HOLD_PATH } from './env.ts';

/** The demo agent's sale point Chilonzor (the seed), where the demo employee works too. */
export const CHILONZOR = '01900000-0000-7000-8000-000000000101';
/** The demo business's tax number, for `staff('deposit', ...)`. */
export const DEMO_TAX_NUMBER = '305123456';
export const AGENT = { phone: '998900000001', pin: '111111' } as const;
export const EMPLOYEE = { phone: '998900000002', pin: '222222' } as const;
const API = '/api/agent/v1';

/** The staff CLI straight on the browser tests' database (tests/e2e/server.ts). */
export function staff(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'src/server/staff/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

/** The newest one-time code the dev SMS outbox holds for `phone`. */
export async function lastCode(request: APIRequestContext, phone: string): Promise<string> {
  // The click that asks for the code may still be on its way: wait for the outbox to hold one.
  let codes: { code: string }[] = [];
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/v1/sms?phone=${phone}`);
      expect(answer.ok()).toBe(true);
      codes = ((await answer.json()) as { data: { code: string }[] }).data;
      return codes.length;
    })
    .toBeGreaterThan(0);
  return codes[0]!.code;
}

/**
 * Runs the test server's clock `aheadMs` ahead of real time (0: back to real time), so a test moves time instead of
 * sleeping through it. Only tests/e2e/server.ts has this control; set it back before the test ends.
 */
export async function runServerClockAhead(request: APIRequestContext, aheadMs: number): Promise<void> {
  const answer = await request.post(E2E_CLOCK_PATH, { data: { aheadMs } });
  expect(answer.ok(), `the test server's clock: ${await answer.text()}`).toBe(true);
}

/**
 * Holds the test server's reconcile job (`hold`: true) so a pending payment stays pending until the test lets it go
 * (false). Taking the lease waits for a pass in flight to end; hand it back before the test ends.
 */
export async function holdReconcile(request: APIRequestContext, hold: boolean): Promise<void> {
  await expect
    .poll(async () => {
      const answer = await request.post(E2E_RECONCILE_HOLD_PATH, { data: { hold } });
      expect(answer.ok(), `the reconcile lease: ${await answer.text()}`).toBe(true);
      return ((await answer.json()) as { data: { held: boolean } }).data.held;
    })
    .toBe(hold);
}

/**
 * On the sign-in screen: the phone, then its code step. A code is sent once a minute per phone: after another test's
 * sign-in of the same account the server's clock runs past that minute for this one request instead of waiting it.
 */
export async function askForSignInCode(page: Page, phone: string) {
  await page.goto('/');
  await page.getByLabel('Номер телефона').fill(phone.slice(3));
  const codeStep = page.getByRole('heading', { name: 'Введите код из SMS' });
  const tooSoon = page.getByText('SMS-код можно получать не чаще одного раза в 60 секунд');
  const proceed = page.getByRole('button', { name: 'Продолжить' });
  await proceed.click();
  await expect(codeStep.or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    const answer = await page.request.get(`/api/dev/v1/sms?phone=${phone}`);
    const { data } = (await answer.json()) as { data: { createdDate: string }[] };
    const last = data[0] ? Date.parse(data[0].createdDate) : Date.now();
    await runServerClockAhead(page.request, Math.max(0, last + 61_000 - Date.now()));
    try {
      await proceed.click();
      await expect(codeStep).toBeVisible();
    } finally {
      await runServerClockAhead(page.request, 0);
    }
  }
  await expect(codeStep).toBeVisible();
}

/** Phone, code, PIN (see `askForSignInCode` for the once-a-minute code). */
export async function signIn(page: Page, request: APIRequestContext, phone: string, pin: string) {
  await askForSignInCode(page, phone);
  await page.getByLabel('Код подтверждения').fill(await lastCode(request, phone));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('heading', { name: 'Введите PIN-код' })).toBeVisible();
  await page.getByLabel('PIN-код', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
}

// A stored session is reused only while its access token (15 min) certainly outlives the test: the client refreshes
// only on a 401, so no two contexts ever rotate the same refresh token (which would revoke the device's sessions).
const SESSION_REUSE_MS = 8 * 60_000;

/**
 * Signs the fresh context of `page` in, reusing the session an earlier test of this server run stored for the phone
 * instead of waiting for the next SMS code window. The server's data directory is new each run, so is the store.
 */
export async function signInReusing(page: Page, request: APIRequestContext, account: { phone: string; pin: string }) {
  const file = path.join(E2E_DATA_DIR, `session-${account.phone}.json`);
  if (fs.existsSync(file) && Date.now() - fs.statSync(file).mtimeMs < SESSION_REUSE_MS) {
    await page.context().setStorageState(file);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
    return;
  }
  await signIn(page, request, account.phone, account.pin);
  await page.context().storageState({ path: file });
}

/** A browser on a profile directory that outlives it, with the project's launch options (playwright.config.ts). */
export function launchProfile(
  chromium: BrowserType,
  testInfo: TestInfo,
  profileDir: string,
  extraArgs: string[] = [],
): Promise<BrowserContext> {
  const { baseURL, launchOptions, locale, timezoneId } = testInfo.project.use;
  const args = [...(launchOptions?.args ?? []), ...extraArgs];
  return chromium.launchPersistentContext(profileDir, { ...launchOptions, args, baseURL, locale, timezoneId, serviceWorkers: 'allow' });
}

/** A fresh profile directory under .tmp, removed by the caller. */
export function tempProfileDir(name: string): string {
  fs.mkdirSync(path.resolve('.tmp'), { recursive: true });
  return fs.mkdtempSync(path.resolve('.tmp', `profile-${name}-`));
}

/** The worker registers only once the first screen shows, then precaches the build: slow on a loaded machine. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'the service worker controls the page',
      timeout: 30_000,
    })
    .not.toBeNull();
}

export async function tokenOf(page: Page): Promise<string> {
  const session = JSON.parse((await page.evaluate(() => localStorage.getItem('agent-portal.session'))) ?? '{}') as { accessToken: string };
  return session.accessToken;
}

/** One call of the agent API with the page's token (the test's own connection, not the browser's). */
export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  key?: string,
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (key) headers['Idempotency-Key'] = key;
  const answer = await request.fetch(`${API}${url}`, { method, headers, data: body });
  const json = (await answer.json()) as { data: T };
  expect(answer.ok(), `${method} ${url}: ${JSON.stringify(json)}`).toBe(true);
  return json.data;
}

export type InvoiceRow = { status: { value: string }; fields: { account: { value: string }[] } };

/** Chilonzor's newest invoices (up to 100), as the server holds them. */
export async function invoicesOf(request: APIRequestContext, token: string): Promise<InvoiceRow[]> {
  const page = await api<{ content: InvoiceRow[] }>(request, token, 'POST', '/invoice/pageable', {
    perPage: 100,
    page: 0,
    sort: { name: 'createdDate', direction: 'desc' },
    search: [{ key: 'salePointId', operation: '=', value: CHILONZOR }],
  });
  return page.content;
}

/** The account as the cashier typed it (the server's field may carry the merchant's prefix). */
export function accountOf(invoice: InvoiceRow): string {
  return (invoice.fields.account[0]?.value ?? '').replace(/^.*(TH-\d+|\d{9})$/, '$1');
}

/** One `account STATUS` line per Chilonzor invoice whose account matches `ours`, sorted: a doubled payment shows twice. */
export async function invoicedAccounts(request: APIRequestContext, token: string, ours: RegExp): Promise<string[]> {
  const invoices = await invoicesOf(request, token);
  return invoices
    .filter((invoice) => ours.test(accountOf(invoice)))
    .map((invoice) => `${accountOf(invoice)} ${invoice.status.value}`)
    .sort();
}

/** A SIMPLE payment (Тоза худуд: free-text account, no lookup) at the open workspace: chosen, filled, reviewed, paid. */
export async function paySimple(page: Page, account: string, som: number) {
  await page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: /Тоза худуд/ }).click();
  await page.getByLabel('Номер абонента').fill(account);
  await page.getByLabel('Сумма, сум').fill(String(som));
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
}

/** A SIMPLE payment taken while offline; answers to the next one. */
export async function simpleOffline(page: Page, account: string, som: number) {
  await paySimple(page, account, som);
  await queuedAndNext(page);
}

/** A MOBILE payment with the operator chosen from the list: offline it skips the lookup, is reviewed, then queued. */
export async function mobileOffline(page: Page, phone: string, som: number) {
  await page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: 'Perfectum Mobile' }).click();
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByLabel('Сумма, сум').fill(String(som));
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page.getByText('Итого к оплате')).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await queuedAndNext(page);
}

async function queuedAndNext(page: Page) {
  await expect(page.getByRole('heading', { name: 'Платёж сохранён' })).toBeVisible();
  await expect(page.getByText('Нет сети. Платёж сохранён на этом устройстве')).toBeVisible();
  // Issue 16: said plainly, without "sending" or "awaiting confirmation" beside it.
  await expect(page.getByText('Клиент может идти.')).toBeVisible();
  await expect(page.getByText('Ожидает подтверждения', { exact: true })).toHaveCount(0);
  // Issue 24 item 4: the next payment keeps the service; the list is one step back.
  await page.getByRole('button', { name: 'Новый платёж' }).click();
  await page.getByRole('button', { name: 'Назад к услугам' }).click();
  await expect(page.getByRole('heading', { name: 'Услуги' })).toBeVisible();
}

/** The payment workspace of Chilonzor with its catalogue, balance and service worker ready. */
export async function openWorkspace(page: Page) {
  await page.goto(`/sale-points/${CHILONZOR}`);
  await expect(page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: 'Perfectum Mobile' })).toBeVisible();
  await expect(page.getByTestId('deposit-balance')).not.toHaveText('…');
  await waitForServiceWorkerControl(page);
}

/** Opens a shift from the workspace's shift bar with `cash` so'm in the drawer; answers the bar. */
export async function openShift(page: Page, cash: string): Promise<Locator> {
  const bar = page.getByTestId('shift-bar');
  await bar.getByRole('button', { name: 'Открыть смену' }).click();
  await page.getByLabel('Наличные на начало смены, сум').fill(cash);
  await page.getByRole('dialog').getByRole('button', { name: 'Открыть смену' }).click();
  return bar;
}

/**
 * Starts `npm run eimzo-emulator` on its port and waits until it listens; answers null when an emulator of another
 * browser run already listens there (it holds the same test keys under the same test CA). Stop the child after.
 */
export async function startEimzoEmulator(port = 64646): Promise<ChildProcess | null> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (taken) return null;
  const emulator = spawn(process.execPath, ['--import', 'tsx', 'src/server/eimzo-emulator/main.ts'], {
    env: { ...process.env, EIMZO_EMULATOR_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the E-IMZO emulator did not start')), 30_000);
    emulator.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    emulator.once('exit', (code) => reject(new Error(`the E-IMZO emulator exited with ${code}`)));
  });
  return emulator;
}

/**
 * Waits until no toast is shown. The mouse leaves first: sonner holds a toast while the pointer is over it, and the
 * last click's pointer often is where a toast of its outcome appears (bottom centre, over a phone's main button).
 */
export async function waitForToastsToGo(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Serves a blank image for every map tile: with no network here the tiles fail and the location picker hides its map. */
export async function serveBlankMapTiles(page: Page): Promise<void> {
  await page.context().route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ contentType: 'image/png', body: BLANK_TILE }));
}

/**
 * Serious and critical WCAG A/AA violations on what the page shows now. Toasts go first: one fading in or out is
 * sonner's animation, and axe reads its half-transparent text as low contrast. So do the page's finite transitions (a
 * button turning from secondary to danger passes through white text on pink for 0.15 s); spinners run forever and
 * are not waited for.
 */
export async function expectNoSeriousAxeViolations(page: Page, screen: string): Promise<void> {
  await waitForToastsToGo(page);
  await page.evaluate(() => {
    const settled = Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    // A paused one would never finish.
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** A fresh owner signed up through the API (sign-up code, PIN, name) and signed in on `page` without another SMS code. */
export async function registerOwner(page: Page, request: APIRequestContext): Promise<{ phone: string; token: string }> {
  const phone = `99893${String(Date.now()).slice(-7)}`;
  const call = async <T>(url: string, data: unknown): Promise<T> => {
    const answer = await request.post(`${API}${url}`, { data });
    const json = (await answer.json()) as { data: T };
    expect(answer.ok(), `POST ${url}: ${JSON.stringify(json)}`).toBe(true);
    return json.data;
  };
  const otp = await call<{ token: string }>('/otp/for-sign-up', { phone });
  const confirmed = await call<{ confirmToken: string }>('/otp/confirm-otp', { otpToken: otp.token, otp: await lastCode(request, phone) });
  const signedIn = await call<{ auth: { accessToken: string; refreshToken: string }; deviceToken: string }>('/otp/set-password', {
    confirmToken: confirmed.confirmToken,
    password: '246810',
  });
  const token = signedIn.auth.accessToken;
  await api(request, token, 'POST', '/profile', { firstName: 'Timur', lastName: 'Rasulov' });
  await page.goto('/');
  await page.evaluate((session) => localStorage.setItem('agent-portal.session', JSON.stringify(session)), {
    ...signedIn.auth,
    deviceToken: signedIn.deviceToken,
  });
  return { phone, token };
}

/** The owner's business (tax number from the simulated registry) submitted for moderation through the API, 1-pixel scans. */
export async function submitBusiness(request: APIRequestContext, token: string, taxNumber: string): Promise<void> {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  const upload = async (name: string) => {
    const answer = await request.post(`${API}/file`, {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { scope: 'DOCUMENT', file: { name, mimeType: 'image/png', buffer: png } },
    });
    const json = (await answer.json()) as { data: { id: string } };
    expect(answer.ok(), JSON.stringify(json)).toBe(true);
    return json.data.id;
  };
  const [province] = await api<{ id: number }[]>(request, token, 'GET', '/province');
  const [district] = await api<{ id: number }[]>(request, token, 'GET', `/district/by-province/${province!.id}`);
  await api(request, token, 'POST', '/business', {
    taxNumber,
    paymentAccount: '20208000900123456789',
    mfo: '00450',
    passportId: await upload('passport.png'),
    certificateId: await upload('certificate.png'),
    logoId: await upload('logo.png'),
    provinceId: province!.id,
    districtId: district!.id,
  });
}

/** Another device spends the deposit down to `leftSom` with direct payments (up to 2 000 000 so'm each). */
export async function spendDownTo(request: APIRequestContext, token: string, merchantId: string, leftSom: number) {
  for (let round = 0; round < 40; round++) {
    const { balance } = await api<{ balance: number }>(request, token, 'GET', '/business/balance');
    const spend = Math.min(2_000_000, Math.floor(balance / 100) - leftSom);
    if (spend < 1_000) return;
    await payOverApi(request, token, merchantId, `TH-7${String(round).padStart(5, '0')}`, spend * 100);
  }
}

/** Another device pays `amount` tiyin for `account` at Chilonzor: an invoice and its payment, each with its key. */
export async function payOverApi(request: APIRequestContext, token: string, merchantId: string, account: string, amount: number) {
  const key = randomUUID();
  const { invoiceNumber } = await api<{ invoiceNumber: string }>(
    request,
    token,
    'POST',
    '/invoice',
    { salePointId: CHILONZOR, agentMerchantId: merchantId, account, amount, requestDate: Date.now(), scope: true },
    `${key}:invoice`,
  );
  await api(request, token, 'POST', '/pay', { invoiceNumber, scope: true }, `${key}:pay`);
}
