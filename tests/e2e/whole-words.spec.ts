// Issue 25 item 3: in Uzbek Cyrillic words broke inside ('Телефо/н рақами', 'ответственнос/тью') and labels were cut
// ('Ўзгартирилга…', 'Вознаграждение партнёра' and 'Сменалар' off the tab row's edge). On a 360 px phone and a
// 1024 px tablet, in Russian and Uzbek Cyrillic, every word of every screen stays on one line and shows whole.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AGENT, api, CHILONZOR, EMPLOYEE, payOverApi, signInReusing, tokenOf } from './support.ts';
import { newStaffUser, signInStaff } from './staff-support.ts';

const SCREENS = path.resolve('.tmp/screens');
const POINT = `/sale-points/${CHILONZOR}`;
const OWNER_SCREENS = [
  '/profile',
  '/profile/business',
  '/profile/security',
  '/invoices',
  '/applications',
  '/tickets',
  '/deposit',
  '/deposit/rewards',
  '/documents/rewards',
  '/statistics',
  '/employees',
  '/',
  POINT,
  `${POINT}/settings/general`,
];
// The demo business waiting on moderation (README's demo accounts), with its action buttons beside its name.
const STAFF_SCREENS = ['/staff/moderation', '/staff/moderation/512345678', '/staff/applications', '/staff/money', '/staff/tickets', '/staff/users', '/staff/audit'];

/**
 * The words (letters only) of the visible text that run over two lines or lie outside the box that clips them (an
 * ellipsis, a hidden overflow, the screen's edge). A sideways scroller (the categories above the services, a wide
 * table in its scrolling frame) is not a cut: what lies past its edge is reached by scrolling it.
 */
async function faults(page: Page): Promise<{ broken: string[]; cut: string[] }> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const cut: string[] = [];
    const clipsOf = (element: Element) => {
      const clips: { box: DOMRect; x: boolean; y: boolean }[] = [];
      let scrolls = false;
      for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
        const style = getComputedStyle(node);
        const scrollsSideways = style.overflowX === 'auto' || style.overflowX === 'scroll';
        scrolls ||= scrollsSideways;
        const x = style.overflowX !== 'visible' && !scrollsSideways;
        const y = style.overflowY === 'hidden' || style.overflowY === 'clip';
        if (x || y) clips.push({ box: node.getBoundingClientRect(), x, y });
      }
      return { clips, scrolls };
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A preview (a ticket's last message in the list) is one line cut on purpose: its screen shows it whole.
      if (!parent || parent.closest('[aria-hidden="true"], [data-preview], .ap-visually-hidden, script, style') || !parent.checkVisibility({ visibilityProperty: true })) continue;
      const where = `"${parent.textContent?.trim().slice(0, 60)}"`;
      const style = getComputedStyle(parent);
      if (style.textOverflow === 'ellipsis' && parent.scrollWidth > parent.clientWidth + 1) cut.push(`… ${where}`);
      const { clips, scrolls } = clipsOf(parent);
      const scroller = parent.closest('.ap-ws-chips') || (scrolls && parent.closest('table'));
      for (const match of (node as Text).data.matchAll(/[\p{L}\p{M}ʻʼ‘’]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (new Set(rects.map((rect) => Math.round(rect.bottom))).size > 1) broken.push(`${match[0]} in ${where}`);
        const outside = rects.some(
          (rect) =>
            (!scroller && (rect.left < -1 || rect.right > window.innerWidth + 1)) ||
            clips.some(({ box, x, y }) => (x && (rect.left < box.left - 1 || rect.right > box.right + 1)) || (y && (rect.top < box.top - 1 || rect.bottom > box.bottom + 1))),
        );
        if (outside) cut.push(`${match[0]} in ${where}`);
      }
    }
    // A native select draws its chosen option itself, cut at its padding ('На рассмотрени' in the console).
    const context = document.createElement('canvas').getContext('2d')!;
    for (const select of document.querySelectorAll('select')) {
      if (!select.checkVisibility()) continue;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(text).width > room + 1) cut.push(`select "${text}"`);
    }
    return { broken, cut };
  });
}

async function expectWholeWords(page: Page, screen: string) {
  // The screen has drawn its data: no spinner, no loading placeholder.
  await expect(page.locator('.ap-spinner, [aria-busy="true"]')).toHaveCount(0);
  await expect.poll(() => faults(page), { message: screen }).toEqual({ broken: [], cut: [] });
  // Nothing (a select as wide as its longest choice, a row of buttons) reaches past the screen's right edge.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
}

/**
 * Today's payments hold a long service name ('Госпошлина за биометрический паспорт'), whatever earlier specs on this
 * server paid: the recent payments on the home screens and the lists are walked with it every time.
 */
async function payLongNamedService(request: APIRequestContext, token: string) {
  const fee = await api<{ id: string }>(request, token, 'GET', '/agent-merchant/static/pasport-boji');
  await payOverApi(request, token, fee.id, '31234567890123', 7_500_000);
}

async function useLanguage(page: Page, language: string) {
  await page.evaluate((locale) => localStorage.setItem('agent-portal.locale', JSON.stringify(locale)), language);
}

const PHONE = { width: 360, height: 740 };
const TABLET = { width: 1024, height: 768 };
const DESKTOP = { width: 1280, height: 800 };

for (const language of ['ru', 'oz']) {
  for (const viewport of [PHONE, TABLET]) {
    test(`In ${language} at ${viewport.width} px, the owner's screens keep every word whole`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 1024, height: 768 });
      await signInReusing(page, request, AGENT);
      await payLongNamedService(request, await tokenOf(page));
      await page.setViewportSize(viewport);
      await useLanguage(page, language);
      for (const screen of OWNER_SCREENS) {
        await page.goto(screen);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'oz' ? 'uz-Cyrl' : 'ru');
        await expect(page.getByRole('button', { name: language === 'oz' ? 'Профиль менюси' : 'Меню профиля' })).toBeVisible();
        await expectWholeWords(page, screen);
        if (screen === '/profile/security' || screen === '/deposit/rewards' || screen === '/invoices') {
          await page.screenshot({ path: path.join(SCREENS, `whole-words-${language}-${viewport.width}${screen.replaceAll('/', '-')}.png`) });
        }
      }
      await useLanguage(page, 'ru');
    });

  }
  // The console is a desktop tool (issue 25 walked it at 1280 px), still usable on a phone: its menu above the
  // section, nothing past the screen's edge.
  for (const viewport of [PHONE, TABLET, DESKTOP]) {
    test(`In ${language} at ${viewport.width} px, the staff console keeps every word whole`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await signInStaff(page, await newStaffUser(request, 'admin'));
      await useLanguage(page, language);
      for (const screen of STAFF_SCREENS) {
        await page.goto(screen);
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'oz' ? 'uz-Cyrl' : 'ru');
        await expect(page.locator('.ap-spinner, [aria-busy="true"]')).toHaveCount(0);
        await page.screenshot({ path: path.join(SCREENS, `whole-words-staff-${language}-${viewport.width}${screen.replaceAll('/', '-')}.png`) });
        await expectWholeWords(page, screen);
      }
    });
  }
}

test('In oz at 360 px, the resend-code label stays inside its button', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await useLanguage(page, 'oz');
  await page.goto('/');
  await page.getByRole('textbox').first().fill(EMPLOYEE.phone.slice(3));
  await page.locator('form button[type="submit"]').click();
  // 'Кодни 59 сониядан кейин қайта юбориш мумкин' while the minute runs.
  const resend = page.getByRole('button', { name: /қайта юбориш/ });
  await expect(resend).toBeVisible();
  const fits = await resend.evaluate((button) => button.scrollWidth <= button.clientWidth + 1 && button.getBoundingClientRect().right <= window.innerWidth);
  expect(fits).toBe(true);
  await expectWholeWords(page, 'code step');
  await page.screenshot({ path: path.join(SCREENS, 'whole-words-oz-360-resend.png') });
  await useLanguage(page, 'ru');
});
