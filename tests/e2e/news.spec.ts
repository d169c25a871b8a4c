// spec 03 News and issue 4 item 1: the agent reads the news from the menu, newest first, opens a long one, and the
// first page comes from the device copy (its images from the service worker's cache) with the network cut.
import { expect, test, type Locator } from '@playwright/test';
import { DEMO_NEWS } from '../../src/server/seed/news.ts';
import { AGENT, signInReusing, waitForServiceWorkerControl } from './support.ts';

/** The seeded ACTIVE news, newest first, as the Russian interface titles them. */
const TITLES = DEMO_NEWS.filter((news) => news.status !== 'INACTIVE')
  .sort((a, b) => a.hoursAgo - b.hoursAgo)
  .map((news) => news.title.ru);
const LONG = DEMO_NEWS.find((news) => news.title.ru === TITLES[0])!;

const imageLoaded = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

test('An agent reads the news from the menu, and the first page still opens with the network cut', async ({ page, context, request }) => {
  await signInReusing(page, request, AGENT);
  await page.getByRole('navigation', { name: 'Меню бизнеса' }).getByRole('link', { name: 'Новости' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();

  const items = page.getByRole('article');
  await expect(items.getByRole('heading')).toHaveText(TITLES);
  const first = items.first();
  const fullText = LONG.content.ru;
  // Cut at 160 characters until the agent asks for the rest, and cut again on "less".
  await expect(first.getByText(fullText)).toHaveCount(0);
  await expect(first.getByText(`${fullText.slice(0, 100)}`, { exact: false })).toHaveText(/…$/);
  await first.getByRole('button', { name: 'Читать далее' }).click();
  await expect(first.getByText(fullText)).toBeVisible();
  await first.getByRole('button', { name: 'Свернуть' }).click();
  await expect(first.getByText(fullText)).toHaveCount(0);
  await expect(items.locator('img')).toHaveCount(2);

  // Once the worker controls the page, the images go through it (and into its cache) on the next load.
  await waitForServiceWorkerControl(page);
  await page.reload();
  await expect(items.getByRole('heading')).toHaveText(TITLES);
  await expect.poll(() => imageLoaded(first.locator('img'))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(items.getByRole('heading')).toHaveText(TITLES);
  await expect.poll(() => imageLoaded(first.locator('img'))).toBe(true);
  await first.getByRole('button', { name: 'Читать далее' }).click();
  await expect(first.getByText(fullText)).toBeVisible();
  await context.setOffline(false);
});
