// Unsaved sale point settings are not thrown away without a question (spec 02 §2): another settings tab, a menu item
// or the switcher ask to stay or leave without saving, reloading the tab asks the browser's own question, and toggling
// the status on the general page keeps a limit typed but not saved.
import { expect, test } from '@playwright/test';
import { AGENT, CHILONZOR, signInReusing } from './support.ts';

// A sign-in may wait up to a minute for the phone's next code (see signIn).
test.describe.configure({ timeout: 150_000 });

test('Leaving a settings page with unsaved changes asks first', async ({ page, request }) => {
  await signInReusing(page, request, AGENT);
  await page.goto(`/sale-points/${CHILONZOR}/settings/address`);
  const name = page.getByLabel('Название');
  const saved = await name.inputValue();
  const question = page.getByRole('alertdialog', { name: 'Уйти без сохранения?' });

  // Nothing changed: the tabs switch without a question.
  await page.getByRole('link', { name: 'Общие' }).click();
  await expect(page.getByLabel('Лимит, сум')).toBeVisible();
  await expect(question).toBeHidden();
  await page.getByRole('link', { name: 'Адрес' }).click();

  // Save waits for a change on every settings page.
  const save = page.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();
  await name.fill('Chilonzor yangi');
  await expect(save).toBeEnabled();
  await page.getByRole('link', { name: 'Карта' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(`/sale-points/${CHILONZOR}/settings/address`);
  await expect(name).toHaveValue('Chilonzor yangi');

  // Reloading the tab: the browser asks; dismissing keeps the page and the typed name.
  const beforeUnload = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  void page.reload().catch(() => undefined);
  expect(await beforeUnload).toBe('beforeunload');
  await expect(name).toHaveValue('Chilonzor yangi');

  // A menu item outside the settings asks too; leaving without saving drops the change.
  await page.getByRole('link', { name: 'Новости' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(page).not.toHaveURL(/\/settings/);
  await page.goto(`/sale-points/${CHILONZOR}/settings/general`);
  await page.getByLabel('Лимит, сум').fill('123 456');
  await page.getByRole('link', { name: 'Адрес' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Уйти без сохранения' }).click();
  await expect(name).toHaveValue(saved);

  // The map page: a moved point asks before the switcher takes another sale point's settings.
  await page.getByRole('link', { name: 'Карта' }).click();
  await expect(save).toBeDisabled();
  await page.getByLabel('Широта').fill('41.3');
  await expect(save).toBeEnabled();
  await page.getByTestId('sale-point-switcher').click();
  await page.getByRole('menuitem', { name: 'Yunusobod' }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Остаться' }).click();
  await expect(page).toHaveURL(`/sale-points/${CHILONZOR}/settings/map`);
  await expect(page.getByLabel('Широта')).toHaveValue('41.3');
});

test('Toggling the status keeps a limit typed but not saved on the same page', async ({ page, request }) => {
  await signInReusing(page, request, AGENT);
  await page.goto(`/sale-points/${CHILONZOR}/settings/general`);
  const limit = page.getByLabel('Лимит, сум');
  await limit.fill('654 321');
  for (const action of ['Деактивировать', 'Активировать']) {
    await page.getByRole('button', { name: action, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: action, exact: true }).click();
    await expect(page.getByRole('button', { name: action === 'Деактивировать' ? 'Активировать' : 'Деактивировать', exact: true })).toBeVisible();
    await expect(limit).toHaveValue('654 321');
  }
});
