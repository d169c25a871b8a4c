// Issue 25 item 3: on a 360 px phone the menu is a bar along the bottom with the four most used entries and "Ещё"
// for the rest, in every language, every label whole; on a 1024 px tablet the row shows every entry unclipped.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AGENT, CHILONZOR, signInReusing } from './support.ts';

const SCREENS = path.resolve('.tmp/screens');

const LANGUAGES = {
  ru: { more: 'Ещё', documents: 'Документы', bar: ['Точки продаж', 'Транзакции', 'Статистика', 'Депозит', 'Ещё'] },
  uz: { more: 'Yana', documents: 'Hujjatlar', bar: ['Savdo nuqtalari', 'Tranzaksiyalar', 'Statistika', 'Depozit', 'Yana'] },
  oz: { more: 'Яна', documents: 'Ҳужжатлар', bar: ['Савдо нуқталари', 'Транзакциялар', 'Статистика', 'Депозит', 'Яна'] },
  en: { more: 'More', documents: 'Documents', bar: ['Sale points', 'Transactions', 'Statistics', 'Deposit', 'More'] },
} as const;

/** Every element matched lies inside the viewport and shows all of its text (no clipping, no ellipsis). */
async function expectWhole(page: Page, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          text: element.textContent,
          inside: box.left >= 0 && box.right <= window.innerWidth + 0.5 && box.bottom <= window.innerHeight + 0.5,
          whole: element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1,
        };
      }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const box of boxes) expect(box, String(box.text)).toMatchObject({ inside: true, whole: true });
}

async function useLanguage(page: Page, language: keyof typeof LANGUAGES) {
  await page.evaluate((locale) => localStorage.setItem('agent-portal.locale', JSON.stringify(locale)), language);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^(ru|uz|en)/);
}

test.afterEach(async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('ru')));
});

for (const language of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
  test(`On a 360 px phone in ${language}, the menu is a bottom bar whose every entry is reachable and whole`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInReusing(page, request, AGENT);
    await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page, language);
    const texts = LANGUAGES[language];
    const bar = page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('.ap-app-nav__inner') });
    await expect(bar.locator('.ap-app-nav__title').filter({ visible: true })).toHaveText([...texts.bar]);
    // Along the bottom edge, over the page.
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(740, 0);
    await expectWhole(page, '.ap-app-nav__title');
    // Touch targets of at least 44 px.
    for (const target of await bar.locator('a, button').filter({ visible: true }).all()) {
      const size = (await target.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    }
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, `phone-menu-${language}-360.png`) });
    // "Ещё" holds the rest; Documents opens on the contract.
    await bar.getByRole('button', { name: texts.more }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveCount(5);
    await page.screenshot({ path: path.join(SCREENS, `phone-menu-more-${language}-360.png`) });
    await menu.getByRole('menuitem', { name: texts.documents }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(bar.getByRole('button', { name: texts.more })).toHaveAttribute('data-active', 'true');
    // Inside a sale point the bar holds its five entries.
    await page.goto(`/sale-points/${CHILONZOR}`);
    await expect(bar.locator('.ap-app-nav__title').filter({ visible: true })).toHaveCount(5);
    await expectWhole(page, '.ap-app-nav__title');
    await page.screenshot({ path: path.join(SCREENS, `phone-menu-sale-point-${language}-360.png`) });
  });
}

for (const language of ['ru', 'oz'] as const) {
  test(`On a 1024 px tablet in ${language}, the menu row shows every entry whole`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInReusing(page, request, AGENT);
    await useLanguage(page, language);
    await expect(page.locator('.ap-app-nav__link').filter({ visible: true })).toHaveCount(9);
    await expect(page.locator('.ap-app-nav__more')).toBeHidden();
    await expectWhole(page, '.ap-app-nav__link');
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, `tablet-menu-${language}-1024.png`) });
  });
}
