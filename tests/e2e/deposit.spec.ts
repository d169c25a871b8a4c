// spec 03 §2 and issue 10 items 1, 2: staff credit the deposit by every method and by a bank statement line, and the
// owner reads it in the deposit section (day view, history, rewards, top-up) and copies a top-up detail; the screens
// are photographed at 360 and 1024 px in ru and oz (.tmp/screens/deposit-*.png).
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { INCOME_TYPES } from '../../src/shared/api/deposit.ts';
import { formatSum } from '../../src/shared/money.ts';
import { E2E_STAFF_TOKEN } from './env.ts';
import { AGENT, CHILONZOR, DEMO_TAX_NUMBER, expectNoSeriousAxeViolations, signInReusing } from './support.ts';

const SCREENS = path.resolve('.tmp/screens');
const LABELS: Record<(typeof INCOME_TYPES)[number], string> = {
  TRANSFER: 'Банковский перевод',
  BANK_CARD: 'Банковская карта',
  REWARD: 'Вознаграждение',
  REWARD_HUMANS: 'Вознаграждение партнёра',
  REWARD_HUMANS_DAILY: 'Ежедневное вознаграждение партнёра',
  LOAN: 'Заём',
  OVERDRAFT: 'Овердрафт',
  EXTRA: 'Дополнительное зачисление',
  EXTRA_MTT: 'Дополнительное зачисление МТТ',
  EXTRA_MONOBRAND: 'Дополнительное зачисление (монобренд)',
  EXTRA_MONTH2: 'Дополнительное зачисление за месяц',
  EXTRA_NDS: 'Возврат НДС',
};
/** A distinct amount per method, in tiyin: 1 001 so'm, 1 002 so'm, ... */
const amountOf = (index: number) => (1_001 + index) * 100;
const sum = (tiyin: number) => `${formatSum(tiyin)} сум`;

async function staffPost(request: APIRequestContext, url: string, data: object) {
  const answer = await request.post(`/api/staff/v1${url}`, { headers: { authorization: `Bearer ${E2E_STAFF_TOKEN}` }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: unknown }).data;
}

const rowOf = (page: Page, label: string, tiyin: number) =>
  page.getByTestId('income-row').filter({ hasText: `+${sum(tiyin)}` }).filter({ hasText: label });

test('The owner reads the deposit pages after staff credit each method, and copies a top-up detail', async ({ page, request, context }) => {
  for (const [index, typeIncome] of INCOME_TYPES.entries()) {
    // A partner's loan, to see the partner tab leave it out.
    const source = typeIncome === 'LOAN' ? 'HUMANS' : undefined;
    await staffPost(request, '/deposit', { business: DEMO_TAX_NUMBER, amount: amountOf(index), typeIncome, source });
  }
  const line = (await staffPost(request, '/bank-statement', {
    reference: `E2E-${Date.now()}`,
    amount: 77_700_00,
    purpose: 'Пополнение депозита по договору № 1001, ID агента 100001',
  })) as { line: { status: string } };
  expect(line.line.status).toBe('CREDITED');

  await page.setViewportSize({ width: 1024, height: 800 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInReusing(page, request, AGENT);
  await page.getByRole('link', { name: /^Депозит/ }).first().click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Депозит' })).toBeVisible();
  await expect(page.getByTestId('reward-balance')).toContainText('сум');

  // The day view: today's partner reward is not known yet; yesterday's is the one staff just posted for it.
  const partnerCard = page.getByTestId('partner-reward-card');
  await expect(partnerCard).toContainText('Информация будет доступна в начале следующего дня');
  await expect(page.getByTestId('recommended-card')).toContainText('сум');
  const dayField = page.getByLabel('Дата', { exact: true });
  await dayField.selectOption({ label: 'Вчера' });
  await expect(page).toHaveURL(/period=\d+/);
  const daily = amountOf(INCOME_TYPES.indexOf('REWARD_HUMANS_DAILY'));
  // Both partner rewards are for yesterday unless staff name another day.
  await expect(partnerCard).toContainText(sum(daily + amountOf(INCOME_TYPES.indexOf('REWARD_HUMANS'))));
  await page.screenshot({ path: path.join(SCREENS, 'deposit-ru-1024-day.png') });
  // Another day is picked on the calendar, then reads DD.MM.YYYY whatever the browser's own date format.
  const earlier = new Date(Date.now() + 5 * 3_600_000 - 3 * 24 * 3_600_000).toISOString().slice(0, 10);
  await dayField.selectOption({ label: 'Выбрать дату' });
  await page.getByLabel('Выбрать дату').fill(earlier);
  const [year, month, date] = earlier.split('-');
  await expect(dayField.locator('option:checked')).toHaveText(`${date}.${month}.${year}`);
  await expect(page.getByLabel('Выбрать дату')).toHaveCount(0);

  // History: today, every method with its label, the bank transfer from the statement line, newest first.
  await page.getByRole('link', { name: 'История пополнений' }).click();
  await expect(page).toHaveURL(/\/deposit\/history/);
  for (const [index, typeIncome] of INCOME_TYPES.entries()) await expect(rowOf(page, LABELS[typeIncome], amountOf(index))).toBeVisible();
  await expect(rowOf(page, LABELS.TRANSFER, 77_700_00)).toBeVisible();
  await expect(page.getByTestId('income-row').first()).toContainText(sum(77_700_00));
  await expect(rowOf(page, LABELS.REWARD_HUMANS_DAILY, daily)).toContainText('Вознаграждение');
  await page.getByRole('search').getByLabel('Способ пополнения').selectOption('LOAN');
  await expect(page.getByTestId('income-row')).toHaveCount(1);
  await expect(rowOf(page, LABELS.LOAN, amountOf(INCOME_TYPES.indexOf('LOAN')))).toBeVisible();
  await page.getByRole('button', { name: 'Сбросить' }).click();
  await page.getByRole('search').getByLabel('Сумма, сум').fill('1 003');
  await page.getByRole('button', { name: 'Найти' }).click();
  await expect(page.getByTestId('income-row')).toHaveCount(1);
  await expect(rowOf(page, LABELS.REWARD, amountOf(2))).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'deposit-ru-1024-history.png') });

  // Rewards: the provider's rewards of today's demo payments, their totals and a row's panel; the partner tab.
  await page.getByRole('navigation', { name: 'Разделы депозита' }).getByRole('link', { name: 'Вознаграждения' }).click();
  await expect(page.getByTestId('reward-total')).toContainText('сум');
  const rewardRow = page.getByTestId('reward-row').first();
  await expect(rewardRow).toBeVisible();
  await rewardRow.getByRole('button').click();
  const panel = page.getByRole('dialog', { name: 'Вознаграждение' });
  await expect(panel).toContainText('Процент вознаграждения');
  await expect(panel).toContainText('Точка продаж');
  await page.screenshot({ path: path.join(SCREENS, 'deposit-ru-1024-rewards-panel.png') });
  await panel.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByRole('tab', { name: 'Вознаграждение партнёра' }).click();
  await expect(page).toHaveURL(/reward=partner/);
  await expect(rowOf(page, LABELS.REWARD_HUMANS_DAILY, daily)).toBeVisible();
  await expect(page.getByTestId('income-row').filter({ hasText: LABELS.LOAN })).toHaveCount(0);

  // Top-up: the purpose names the contract and the agent; copying it says so and puts it on the clipboard.
  await page.getByRole('link', { name: 'Как пополнить' }).click();
  const purpose = page.getByTestId('top-up-purpose');
  await expect(purpose).toContainText('договору № 1001, ID агента 100001');
  await expect(page.locator('.dp-detail')).toHaveCount(5);
  await purpose.getByRole('button', { name: /^Скопировать/ }).click();
  await expect(page.getByText('Успешно скопировано')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Пополнение депозита по договору № 1001, ID агента 100001');
  await page.screenshot({ path: path.join(SCREENS, 'deposit-ru-1024-top-up.png') });

  // Inside a sale point the section keeps its place: the menu entry, the top-bar link and the switcher stay there.
  await page.goto(`/sale-points/${CHILONZOR}`);
  await page.getByRole('navigation', { name: 'Меню точки продаж' }).getByRole('link', { name: 'Депозит' }).click();
  await expect(page).toHaveURL(new RegExp(`/sale-points/${CHILONZOR}/deposit$`));
  await expect(page.getByRole('link', { name: /^Депозит \d/ })).toHaveAttribute('href', `/sale-points/${CHILONZOR}/deposit`);
  await page.getByRole('link', { name: 'История пополнений' }).click();
  await expect(page).toHaveURL(new RegExp(`/sale-points/${CHILONZOR}/deposit/history`));
  await expect(rowOf(page, LABELS.TRANSFER, 77_700_00)).toBeVisible();
  await page.goto('/sale-points/no-such-point/deposit');
  await expect(page.getByTestId('sale-point-not-found')).toBeVisible();

  // An unknown page of the section leads home.
  await page.goto('/deposit/unknown');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/sale-points/${CHILONZOR}/deposit/unknown`);
  await expect(page).toHaveURL(/\/$/);
});

test('The deposit pages fit a 360 px phone and a 1024 px tablet in Russian and Uzbek Cyrillic', async ({ page, request }) => {
  // Sixteen page loads with a screenshot each and four axe scans: about 30 s on a quiet machine, over 60 s in CI's run.
  test.setTimeout(150_000);
  await signInReusing(page, request, AGENT);
  for (const locale of ['ru', 'oz']) {
    await page.evaluate((value) => localStorage.setItem('agent-portal.locale', JSON.stringify(value)), locale);
    for (const width of [360, 1024]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      for (const sub of ['', '/rewards', '/history', '/top-up']) {
        await page.goto(`/deposit${sub}`);
        await expect(page.getByTestId('reward-balance')).toContainText(/\d/);
        await expect(page.locator('.ap-empty[role="status"]')).toHaveCount(0);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        // The section menu's words stay inside their entries (oz 'Қандай тўлдириш мумкин' ran past its card at 1024 px).
        const overflowing = await page
          .locator('nav.ap-side-nav')
          .getByRole('link')
          .evaluateAll((links) => links.filter((link) => link.scrollWidth > link.clientWidth).map((link) => link.textContent));
        expect(overflowing, `at ${width} px in ${locale}`).toEqual([]);
        await page.screenshot({ path: path.join(SCREENS, `deposit-${locale}-${width}${sub.replace('/', '-') || '-day'}.png`), fullPage: true });
        if (width === 1024 && locale === 'ru') await expectNoSeriousAxeViolations(page, `deposit${sub}`);
      }
    }
  }
});
