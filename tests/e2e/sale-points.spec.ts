// Issue 3 item 1 (spec 02 §2): the sale point list, the two-step creation with employee access and its map, the
// switcher, and what an employee sees.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AGENT, serveBlankMapTiles, signIn, signInReusing } from './support.ts';

// A sign-in may wait up to a minute for the phone's next code (see signIn).
test.describe.configure({ timeout: 150_000 });

/** The access token of the user signed in on the page (a second sign-in within a minute would wait for its code). */
async function tokenOf(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('agent-portal.session'));
  return (JSON.parse(session ?? '{}') as { accessToken: string }).accessToken;
}

type SalePointRow = { id: string; name: string; employees: { id: string }[] };

async function salePointsOf(page: Page, request: APIRequestContext): Promise<SalePointRow[]> {
  const answer = await request.post('/api/agent/v1/sale-point/pageable', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { perPage: 1000, page: 0 },
  });
  return (await answer.json()).data.content;
}

const CHILONZOR = '01900000-0000-7000-8000-000000000101';

test('The demo agent adds a sale point, assigns the employee and finds it in the switcher', async ({ page, request }) => {
  const name = `Olmazor savdo markazi ${Date.now() % 100000}`;
  await signIn(page, request, '998900000001', '111111');
  await expect(page.getByRole('heading', { name: 'Точки продаж' })).toBeVisible();
  await expect(page.getByTestId('sale-point-card')).toHaveCount(3);

  await page.getByRole('button', { name: 'Добавить точку продаж' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая точка продаж' });
  await expect(dialog.getByText('Шаг 1 из 2')).toBeVisible();
  // The rules of spec 02 §5 first: a short name, and a district that waits for its region.
  await dialog.getByLabel('Название').fill('Ol');
  await expect(dialog.getByLabel('Район')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Далее' }).click();
  await expect(dialog.getByText('Не менее 3 символов')).toBeVisible();
  await expect(dialog.getByText('Обязательное поле')).toHaveCount(2);

  await dialog.getByLabel('Название').fill(name);
  await dialog.getByLabel('Регион').selectOption({ label: 'город Ташкент' });
  await expect(dialog.getByLabel('Район')).toBeEnabled();
  await dialog.getByLabel('Район').selectOption({ index: 1 });
  await dialog.getByLabel('Адрес').fill('Olmazor tumani, Talabalar shaharchasi, 3');
  await expect(dialog.getByLabel('Лимит, сум')).toHaveValue('0');
  await expect(dialog.getByLabel('Статус')).toHaveValue('ACTIVE');
  await dialog.getByLabel('Широта').fill('41.3501');
  await dialog.getByLabel('Долгота').fill('69.2152');
  await dialog.getByLabel('Лимит, сум').fill('2 000 000');
  await dialog.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByText('Точка продаж успешно добавлена')).toBeVisible();
  const assign = page.getByRole('dialog', { name: 'Доступ сотрудников' });
  await expect(assign.getByText('Шаг 2 из 2')).toBeVisible();
  await assign.getByRole('checkbox', { name: 'Rahimov Jasur' }).check();
  await assign.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByText('Доступ сотрудников сохранён')).toBeVisible();
  await expect(assign).toBeHidden();

  const card = page.getByTestId('sale-point-card').filter({ hasText: name });
  await expect(card).toContainText('Сотрудников: 1');
  await expect(page.getByTestId('sale-point-card')).toHaveCount(4);

  // spec 02 §2: the switcher names it cut at 21 characters.
  await page.getByTestId('sale-point-switcher').click();
  const item = page.getByRole('menuitem', { name: `${name.slice(0, 21)}…` });
  await expect(item).toBeVisible();
  await item.click();
  const created = (await salePointsOf(page, request)).find((point) => point.name === name)!;
  await expect(page).toHaveURL(`/sale-points/${created.id}`);
  await expect(page.getByTestId('sale-point-switcher')).toContainText(`${name.slice(0, 21)}…`);

  // The settings keep what was chosen; switching to another sale point keeps the settings page.
  await page.goto(`/sale-points/${created.id}/settings`);
  await expect(page.getByRole('checkbox', { name: 'Rahimov Jasur' })).toBeChecked();
  await page.getByRole('link', { name: 'Адрес' }).click();
  await expect(page.getByLabel('Название')).toHaveValue(name);
  await page.getByTestId('sale-point-switcher').click();
  await page.getByRole('menuitem', { name: 'Chilonzor filiali' }).click();
  await expect(page).toHaveURL(`/sale-points/${CHILONZOR}/settings/address`);
  await expect(page.getByLabel('Название')).toHaveValue('Chilonzor filiali');
  // …and the business itself takes the transactions page back to the business view.
  await page.goto(`/sale-points/${created.id}/invoices`);
  await page.getByTestId('sale-point-switcher').click();
  await page.getByRole('menuitem', { name: /Demo Savdo/ }).click();
  await expect(page).toHaveURL(/\/invoices$/);

  // An unknown sale point says so; an unknown settings page goes home.
  await page.goto('/sale-points/01900000-0000-7000-8000-00000000ffff/settings');
  await expect(page.getByText('Точка продаж не найдена')).toBeVisible();
  // …in the business's frame: no menu of a sale point that is not there.
  await expect(page.getByRole('navigation', { name: 'Меню точки продаж' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Меню бизнеса' })).toBeVisible();
  await expect(page.getByTestId('sale-point-switcher')).toContainText('Demo Savdo');
  await page.goto(`/sale-points/${created.id}/settings/unknown`);
  await expect(page).toHaveURL('/');
});

test('The employee sees only its assigned sale point', async ({ page, request }) => {
  await signIn(page, request, '998900000002', '222222');
  await expect(page.getByRole('heading', { name: 'Точки продаж' })).toBeVisible();
  const cards = page.getByTestId('sale-point-card');
  await expect(cards.first()).toBeVisible();
  // The demo employee works at Chilonzor (seed); the test above may have given it one more new sale point.
  const names = await cards.locator('h2').allTextContents();
  expect(names).toContain('Chilonzor filiali');
  for (const name of names) expect(name).toMatch(/^(Chilonzor filiali|Olmazor savdo markazi \d+)$/);

  // No adding, no settings, no business menu; the switcher offers the same points.
  await expect(page.getByRole('button', { name: 'Добавить точку продаж' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Меню бизнеса' })).toHaveCount(0);
  await page.getByTestId('sale-point-switcher').click();
  await expect(page.getByRole('menuitem', { name: 'Chilonzor filiali' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Yunusobod doʻkoni' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Sergeli kioski' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Chilonzor filiali' }).click();
  await expect(page).toHaveURL(`/sale-points/${CHILONZOR}`);
  const menu = page.getByRole('navigation', { name: 'Меню точки продаж' });
  await expect(menu.getByRole('link', { name: 'Транзакции' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Настройки' })).toHaveCount(0);

  // The deposit is shown, not linked; the settings of a sale point are not the employee's.
  await expect(page.getByTestId('deposit-balance')).toContainText('сум');
  await expect(page.getByRole('link', { name: /Депозит/ })).toHaveCount(0);
  await page.goto(`/sale-points/${CHILONZOR}/settings`);
  await expect(page).toHaveURL('/');
});

test('A click on the map marks the sale point, and a click on its pin marks the point beneath it', async ({ page, request }) => {
  await serveBlankMapTiles(page);
  await signInReusing(page, request, AGENT);
  await page.goto('/');
  await page.getByRole('button', { name: 'Добавить точку продаж' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая точка продаж' });
  const map = dialog.getByRole('application', { name: 'Карта: нажмите, чтобы отметить точку продаж' });
  const latitude = dialog.getByLabel('Широта');
  const longitude = dialog.getByLabel('Долгота');
  const pin = dialog.locator('.leaflet-marker-icon');
  // spec 02 §9: a new sale point starts on Tashkent's centre, the pin in the middle of the map.
  await expect(map).toBeVisible();
  await expect(latitude).toHaveValue('41.31685');
  await expect(longitude).toHaveValue('69.23111');
  await expect(pin).toBeVisible();
  await expect(pin).not.toHaveAttribute('role', 'button');

  // A click up and to the right of the centre marks a point north and east of it, and the pin follows.
  await map.scrollIntoViewIfNeeded();
  const area = (await map.boundingBox())!;
  await map.click({ position: { x: area.width * 0.75, y: area.height * 0.3 } });
  await expect.poll(async () => Number(await latitude.inputValue())).toBeGreaterThan(41.31685);
  await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(69.23111);
  const marked = [await latitude.inputValue(), await longitude.inputValue()];
  const box = (await pin.boundingBox())!;
  expect(box.x + box.width / 2).toBeCloseTo(area.x + area.width * 0.75, -1);

  // The pin only shows the point: a click on it marks the map's point beneath.
  await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
  await expect.poll(async () => [await latitude.inputValue(), await longitude.inputValue()]).not.toEqual(marked);
});

test('An employee without a sale point is told to ask the agent for access', async ({ page, request }) => {
  await signIn(page, request, '998900000004', '444444');
  await expect(page.getByRole('heading', { name: 'Точки продаж' })).toBeVisible();
  await expect(page.getByText('У вас пока нет доступа к точкам продаж')).toBeVisible();
  await expect(page.getByTestId('sale-point-card')).toHaveCount(0);
});
