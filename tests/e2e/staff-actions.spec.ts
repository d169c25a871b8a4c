// Issue 15: the staff console's remaining actions in a browser, each test with staff users of its own (created through
// the staff API as the service account, staff-support.ts). Finance approves one cancellation request and rejects
// another with its reason in three languages, and the owner's cancellations list shows each outcome.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { menuOf, newStaffUser, signInStaff, staffPage } from './staff-support.ts';
import { AGENT, api, CHILONZOR, DEMO_TAX_NUMBER, expectNoSeriousAxeViolations, registerOwner, signInReusing, staff, submitBusiness, tokenOf } from './support.ts';

const BEELINE = '01900000-0000-7000-8002-000000000001';

/** A Beeline payment at Chilonzor paid from the deposit (an account ending in 500 is paid), then a cancellation request for it. */
async function paidAndCancelRequested(request: APIRequestContext, token: string, comment: string) {
  const created = await api<{ invoiceNumber: string }>(
    request,
    token,
    'POST',
    '/invoice',
    { salePointId: CHILONZOR, agentMerchantId: BEELINE, account: '901234500', amount: 500_000, requestDate: Date.now() },
    crypto.randomUUID(),
  );
  const paid = await api<{ invoice: { id: string; number: string } }>(request, token, 'POST', '/pay', { invoiceNumber: created.invoiceNumber }, crypto.randomUUID());
  const application = await api<{ number: string }>(request, token, 'POST', '/application', { invoiceId: paid.invoice.id, comment }, crypto.randomUUID());
  return { invoice: paid.invoice.number, application: application.number };
}

test('Finance approves one cancellation request and rejects another with reasons in three languages; the owner sees both outcomes', async ({ browser, page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  const token = await tokenOf(page);
  expect(staff('deposit', DEMO_TAX_NUMBER, '100000')).toContain('credited');
  const approved = await paidAndCancelRequested(request, token, 'Клиент ошибся номером');
  const rejected = await paidAndCancelRequested(request, token, 'Клиент передумал');

  const finance = await newStaffUser(request, 'finance');
  const desk = await staffPage(browser);
  await signInStaff(desk, finance);
  await expect(menuOf(desk)).toHaveText(['Заявки на отмену', 'Деньги']);

  await desk.getByRole('link', { name: approved.application, exact: true }).click();
  await expect(desk.getByRole('heading', { name: `Заявка ${approved.application}` })).toBeVisible();
  await expect(desk.getByText('Клиент ошибся номером')).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'cancellation request');
  await desk.getByRole('button', { name: 'Одобрить отмену' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Одобрить' }).click();
  await expect(desk).toHaveURL(/\/staff\/applications$/);
  await expect(desk.getByText('Заявка одобрена: сумма возвращена на депозит')).toBeVisible();
  await expect(desk.getByRole('link', { name: approved.application, exact: true })).toHaveCount(0);

  await desk.getByRole('link', { name: rejected.application, exact: true }).click();
  await expect(desk.getByRole('heading', { name: `Заявка ${rejected.application}` })).toBeVisible();
  // Each language is required: the form says so before anything is sent.
  await desk.getByRole('button', { name: 'Отклонить', exact: true }).click();
  await expect(desk.getByText('Обязательное поле').first()).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'rejection with errors');
  await desk.getByLabel('Причина (русский)').fill('Платёж уже зачислен поставщиком');
  await desk.getByLabel('Причина (узбекский)').fill("To'lov yetkazib beruvchiga o'tkazilgan");
  await desk.getByLabel('Причина (английский)').fill('The provider has already been paid');
  await desk.getByRole('button', { name: 'Отклонить', exact: true }).click();
  await expect(desk).toHaveURL(/\/staff\/applications$/);
  await expect(desk.getByText('Заявка отклонена')).toBeVisible();
  await expect(desk.getByRole('link', { name: rejected.application, exact: true })).toHaveCount(0);
  await desk.getByLabel('Статус').selectOption({ label: 'Отклонена' });
  await expect(desk.getByRole('link', { name: rejected.application, exact: true })).toBeVisible();

  // The owner's cancellations: one approved, one rejected with the reason in the owner's language.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Меню бизнеса' }).getByRole('link', { name: 'Транзакции' }).click();
  await page.getByRole('link', { name: 'Заявки на отмену' }).click();
  await expect(page.getByTestId('application-row').filter({ hasText: `№ ${approved.invoice}` })).toContainText('Одобрена');
  const rejectedRow = page.getByTestId('application-row').filter({ hasText: `№ ${rejected.invoice}` });
  await expect(rejectedRow).toContainText('Отклонена');
  await rejectedRow.getByRole('button', { name: /^№ \d+$/ }).click();
  const details = page.getByRole('dialog', { name: `Заявка № ${rejected.application}` });
  await expect(details.getByText('Платёж уже зачислен поставщиком')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'owner: rejected cancellation');
});

test('A moderator sends a business back with a reason, and its owner sees what to correct', async ({ browser, page, request }) => {
  // A free tax number of the simulated registry no other browser test submits (src/server/db/seed/onboarding.ts).
  const taxNumber = '302345678';
  const owner = await registerOwner(page, request);
  await submitBusiness(request, owner.token, taxNumber);

  const moderator = await newStaffUser(request, 'moderator');
  const desk = await staffPage(browser);
  await signInStaff(desk, moderator);
  await desk.getByRole('link', { name: taxNumber }).click();
  await desk.getByRole('button', { name: 'Вернуть на доработку' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Вернуть бизнес на доработку' });
  // No reason, no sending back.
  await dialog.getByRole('button', { name: 'Вернуть' }).click();
  await expect(dialog.getByText('Обязательное поле')).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'send back without a reason');
  await dialog.getByLabel('Что исправить владельцу').fill('Скан паспорта не читается');
  await dialog.getByRole('button', { name: 'Вернуть' }).click();
  await expect(desk).toHaveURL(/\/staff\/moderation$/);
  await expect(desk.getByText('Бизнес возвращён владельцу')).toBeVisible();
  await expect(desk.getByRole('link', { name: taxNumber })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Данные бизнеса нужно исправить' })).toBeVisible();
  await expect(page.getByTestId('moderation-comment')).toHaveText('Скан паспорта не читается');
  await expectNoSeriousAxeViolations(page, 'owner: business sent back');
});
