// Issue 15: the staff console's remaining actions in a browser, each test with staff users of its own (created through
// the staff API as the service account, staff-support.ts). Finance approves one cancellation request and rejects
// another in three languages; a moderator sends a fresh owner's business back with a reason; finance assigns a bank
// statement line and pays or rejects account invoices the owner signed with the E-IMZO emulator; an admin blocks,
// re-roles and resets staff users, publishes, corrects and hides news and flips the test mode off and back on. The owner's side
// of each outcome is checked in the portal; axe on every new screen state.
import type { ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { codeOf, menuOf, newStaffUser, SERVICE, signInStaff, staffPage, type StaffAccount } from './staff-support.ts';
import {
  AGENT,
  api,
  CHILONZOR,
  DEMO_TAX_NUMBER,
  expectNoSeriousAxeViolations,
  registerOwner,
  signInReusing,
  staff,
  startEimzoEmulator,
  submitBusiness,
  tokenOf,
  waitForToastsToGo,
} from './support.ts';

const BEELINE = '01900000-0000-7000-8002-000000000001';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

let emulator: ChildProcess | null = null;
test.beforeAll(async () => {
  emulator = await startEimzoEmulator();
});
test.afterAll(() => {
  emulator?.kill('SIGTERM');
});

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
  // Decided, the request offers no action any more.
  await desk.getByRole('link', { name: rejected.application, exact: true }).click();
  await expect(desk.getByText('Статус заявки').locator('..')).toContainText('Отклонена');
  await expect(desk.getByRole('button', { name: /Одобрить|Отклонить/ })).toHaveCount(0);

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
  // A tax number of the simulated registry no other browser test submits (src/server/seed/onboarding.ts; onboarding.spec
  // takes 301234567, 302345678 and 307654321).
  const taxNumber = '303456789';
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

  // Corrected and sent again, the business is back in the queue with the last reason beside it.
  await submitBusiness(request, owner.token, taxNumber);
  await desk.reload();
  await desk.getByRole('link', { name: taxNumber }).click();
  await expect(desk.getByText('Прошлая причина возврата: Скан паспорта не читается')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Вернуть на доработку' })).toBeVisible();
});

/** YYYY-MM-DD of the Tashkent day `offset` days from today. */
const tashkentDay = (offset: number) => new Date(Date.now() + 5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/** The owner signs the account invoice of `row` with the demo director's valid key from the E-IMZO emulator. */
async function signAccountInvoice(page: Page, row: Locator, number: string) {
  await row.getByRole('button', { name: number }).click();
  const dialog = page.getByRole('dialog', { name: `Счёт № ${number}` });
  await dialog.getByRole('button', { name: 'Перейти к подписанию' }).click();
  await dialog.locator('label.ap-key').filter({ hasText: 'DS305123456' }).filter({ hasNotText: '2022' }).first().click();
  await dialog.getByRole('button', { name: 'Подписать', exact: true }).click();
  await expect(page.getByText('Счёт успешно отправлен')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('На рассмотрении');
}

test('Finance credits a bank statement line without a contract to a business, issues account invoices, and pays one the owner signed and rejects another', async ({
  browser,
  page,
  request,
}) => {
  // Two consoles and the owner's portal through a whole story: about 45 s on a quiet machine, over 60 s in CI's run.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  const token = await tokenOf(page);
  const balance = async () => (await api<{ balance: number }>(request, token, 'GET', '/business/balance')).balance;
  const before = await balance();

  // A line whose purpose names no contract: the bank statement leaves it for finance to assign.
  const reference = `E2E-${Date.now().toString(36)}`;
  const posted = await request.post('/api/staff/v1/bank-statement', { headers: SERVICE, data: { reference, amount: 25_000_000, purpose: 'Оплата по счёту без номера' } });
  expect(posted.ok(), await posted.text()).toBe(true);

  const finance = await newStaffUser(request, 'finance');
  const desk = await staffPage(browser);
  await signInStaff(desk, finance);
  await menuOf(desk).filter({ hasText: 'Деньги' }).click();
  const tabs = desk.getByRole('navigation', { name: 'Разделы денег' });
  await tabs.getByRole('link', { name: 'Банковская выписка' }).click();
  const line = desk.getByRole('row').filter({ hasText: reference });
  await expect(line).toContainText('Оплата по счёту без номера');
  await line.getByLabel('ИНН бизнеса').fill('399999999');
  await line.getByRole('button', { name: 'Зачислить' }).click();
  await expect(line.getByText('Бизнес с таким ИНН или номером договора не найден')).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'bank statement line refused');
  await line.getByLabel('ИНН бизнеса').fill(DEMO_TAX_NUMBER);
  await line.getByRole('button', { name: 'Зачислить' }).click();
  await expect(desk.getByText('Строка выписки зачислена бизнесу')).toBeVisible();
  await expect(line).toHaveCount(0);
  expect(await balance()).toBe(before + 25_000_000);

  // Two account invoices issued from the console; the file is required.
  await tabs.getByRole('link', { name: 'Счета на оплату' }).click();
  const names = [`Пополнение ${reference}`, `Сверка ${reference}`];
  const numbers: string[] = [];
  for (const name of names) {
    // The first invoice's toast gone, the second's is the only one.
    await waitForToastsToGo(desk);
    await desk.getByLabel('ИНН бизнеса').fill(DEMO_TAX_NUMBER);
    await desk.getByLabel('Название').fill(name);
    await desk.getByLabel('Сумма, сум').fill('150 000');
    await desk.getByLabel('Период с').fill(tashkentDay(-30));
    await desk.getByLabel('Период по').fill(tashkentDay(-1));
    if (numbers.length === 0) {
      await desk.getByRole('button', { name: 'Выпустить' }).click();
      await expect(desk.getByText('Обязательное поле')).toBeVisible();
      await expectNoSeriousAxeViolations(desk, 'account invoice without its file');
    }
    await desk.getByLabel('Файл счёта (PDF)').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await desk.getByRole('button', { name: 'Выпустить' }).click();
    await expect(desk.getByText('Счёт на оплату выпущен')).toBeVisible();
    const row = desk.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Ждёт подписи владельца');
    numbers.push((await row.getByRole('cell').first().textContent()) ?? '');
  }
  const [paidNumber, rejectedNumber] = numbers as [string, string];

  // The owner signs both.
  await page.goto('/documents');
  await page.getByRole('link', { name: 'Счета' }).click();
  const ownerRow = (number: string) => page.getByTestId('account-invoice-row').filter({ hasText: number });
  for (const number of numbers) await signAccountInvoice(page, ownerRow(number), number);

  // Finance confirms and pays the first, rejects the second with a reason.
  await desk.reload();
  const paidRow = desk.getByRole('row').filter({ hasText: names[0] });
  await expect(paidRow).toContainText('Подписан владельцем');
  await paidRow.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(paidRow).toContainText('Подтверждён');
  await paidRow.getByRole('button', { name: 'Отметить оплаченным' }).click();
  await expect(desk.getByText('Счёт отмечен оплаченным, сумма зачислена на депозит')).toBeVisible();
  await expect(paidRow).toContainText(/Оплачен \d/);
  await expect(paidRow.getByRole('button')).toHaveCount(0);
  expect(await balance()).toBe(before + 25_000_000 + 15_000_000);

  const rejectedRow = desk.getByRole('row').filter({ hasText: names[1] });
  await rejectedRow.getByRole('button', { name: 'Отклонить' }).click();
  const dialog = desk.getByRole('dialog', { name: `Отклонить счёт ${rejectedNumber}` });
  await dialog.getByLabel('Причина (её увидит владелец)').fill('Период пересекается с прошлым счётом');
  await expectNoSeriousAxeViolations(desk, 'account invoice rejection');
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  await expect(rejectedRow).toContainText('Отклонён');
  await expect(rejectedRow).toContainText('Период пересекается с прошлым счётом');
  await expectNoSeriousAxeViolations(desk, 'account invoices decided');

  // The owner sees one paid, the other rejected with the reason.
  await page.reload();
  await expect(ownerRow(paidNumber)).toContainText('Оплачен');
  await expect(ownerRow(rejectedNumber)).toContainText('Отклонён');
  await ownerRow(rejectedNumber).getByRole('button', { name: rejectedNumber }).click();
  await expect(page.getByRole('dialog', { name: `Счёт № ${rejectedNumber}` })).toContainText('Счёт отклонён: Период пересекается с прошлым счётом');
});

/** The authenticator's next code: one 30 s step ahead, within the one step of drift the server allows. */
const NEXT_STEP_MS = 30_000;

/** The sign-in form filled for `account` with its code at `aheadMs` from now, and sent. */
async function trySignIn(page: Page, account: StaffAccount, aheadMs = 0) {
  await page.goto('/staff');
  await page.getByLabel('Логин').fill(account.login);
  await page.getByLabel('Пароль').fill(account.password);
  await page.getByLabel('Код из приложения-аутентификатора').fill(codeOf(account.secret, aheadMs));
  await page.getByRole('button', { name: 'Войти' }).click();
}

test('An admin blocks a signed-in staff user, changes a role and resets a second factor', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await newStaffUser(request, 'admin');
  const blocked = await newStaffUser(request, 'finance');
  const promoted = await newStaffUser(request, 'support');
  const lostPhone = await newStaffUser(request, 'moderator');

  const other = await staffPage(browser);
  await signInStaff(other, blocked);
  const desk = await staffPage(browser);
  await signInStaff(desk, admin);
  await menuOf(desk).filter({ hasText: 'Сотрудники' }).click();
  const row = (account: StaffAccount) => desk.getByRole('row').filter({ hasText: account.login });

  await row(blocked).getByRole('button', { name: 'Заблокировать' }).click();
  await expect(row(blocked)).toContainText('Заблокирован');
  await expect(row(blocked).getByRole('button', { name: 'Разблокировать' })).toBeVisible();
  // The blocked user's next request is refused: the console ends its session and asks to sign in.
  await menuOf(other).filter({ hasText: 'Деньги' }).click();
  await other.getByLabel('ИНН или идентификатор бизнеса').fill(DEMO_TAX_NUMBER);
  await other.getByLabel('Сумма, сум').fill('1 000');
  await other.getByRole('button', { name: 'Пополнить депозит' }).click();
  await expect(other.getByRole('heading', { name: 'Вход в консоль сотрудника' })).toBeVisible();
  // A code works once: the next sign-in takes the authenticator's next 30 s step (the server allows one step of drift).
  await trySignIn(other, blocked, NEXT_STEP_MS);
  await expect(other.getByText('Учётная запись сотрудника заблокирована')).toBeVisible();
  await expectNoSeriousAxeViolations(other, 'staff sign-in of a blocked user');

  await row(promoted).getByLabel(`Роль ${promoted.login}`).selectOption({ label: 'Финансы' });
  await expect(desk.getByText(`Сотрудник ${promoted.login} изменён`)).toBeVisible();
  await expect(row(promoted).getByLabel(`Роль ${promoted.login}`)).toHaveValue('finance');
  await signInStaff(other, promoted);
  await expect(menuOf(other)).toHaveText(['Заявки на отмену', 'Деньги']);

  await row(lostPhone).getByRole('button', { name: 'Сбросить второй фактор' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Сбросить' }).click();
  const dialog = desk.getByRole('dialog', { name: `Второй фактор для ${lostPhone.login}` });
  const secret = (await dialog.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).not.toBe(lostPhone.secret);
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expectNoSeriousAxeViolations(desk, 'staff users after changes');
  const phone = await staffPage(browser);
  await trySignIn(phone, lostPhone);
  await expect(phone.getByText('Неверный логин, пароль или код')).toBeVisible();
  await signInStaff(phone, { ...lostPhone, secret });
  await expect(menuOf(phone)).toHaveText(['Модерация']);
});

test('An admin publishes news in three languages, corrects it and hides it, and flips the test mode off and back on', async ({ browser, request }) => {
  const admin = await newStaffUser(request, 'admin');
  const desk = await staffPage(browser);
  await signInStaff(desk, admin);

  await menuOf(desk).filter({ hasText: 'Новости' }).click();
  const stamp = Date.now().toString(36);
  await desk.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(desk.getByText('Обязательное поле').first()).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'news without its texts');
  await desk.getByLabel('Заголовок (русский)').fill(`Новый тариф ${stamp}`);
  await desk.getByLabel('Заголовок (узбекский)').fill(`Yangi tarif ${stamp}`);
  await desk.getByLabel('Заголовок (английский)').fill(`New tariff ${stamp}`);
  await desk.getByLabel('Текст (русский)').fill('С понедельника вознаграждение растёт');
  await desk.getByLabel('Текст (узбекский)').fill('Dushanbadan boshlab mukofot oshadi');
  await desk.getByLabel('Текст (английский)').fill('From Monday the reward grows');
  await desk.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(desk.getByText('Новость опубликована')).toBeVisible();
  const news = desk.getByRole('row').filter({ hasText: `Новый тариф ${stamp}` });
  await expect(news).toContainText('Показана');

  await news.getByRole('button', { name: `Изменить «Новый тариф ${stamp}»` }).click();
  const editor = desk.getByRole('form', { name: 'Изменить новость' });
  await expect(editor.getByLabel('Заголовок (русский)')).toBeFocused();
  await expect(editor.getByLabel('Текст (английский)')).toHaveValue('From Monday the reward grows');
  await editor.getByLabel('Заголовок (русский)').fill(`Новый тариф ${stamp} с понедельника`);
  await editor.getByLabel('Текст (русский)').fill('');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editor.getByText('Обязательное поле')).toBeVisible();
  await editor.getByLabel('Текст (русский)').fill('С понедельника вознаграждение растёт на 0,5 %');
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(desk.getByText('Новость изменена')).toBeVisible();
  await expect(desk.getByRole('form', { name: 'Новая новость' }).getByLabel('Заголовок (русский)')).toHaveValue('');
  await expect(news).toContainText(`Новый тариф ${stamp} с понедельника`);
  await expectNoSeriousAxeViolations(desk, 'news edited');

  await news.getByRole('button', { name: 'Скрыть' }).click();
  await expect(news).toContainText('Скрыта');
  await expect(news.getByRole('button', { name: 'Показать' })).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'news hidden');

  // Other browser tests rely on the test mode: whatever happens here, it ends on.
  try {
    await menuOf(desk).filter({ hasText: 'Режимы' }).click();
    const testMode = desk.getByRole('region', { name: 'Тестовый режим' });
    await expect(testMode).toContainText('Включён');
    const portal = await browser.newPage();
    await portal.goto('/');
    const strip = portal.getByText('Портал работает в тестовом режиме');
    await expect(strip).toBeVisible();

    await testMode.getByRole('button', { name: 'Выключить' }).click();
    await expect(testMode).toContainText('Выключен');
    // axe once the switch has settled: a pending button is drawn faded.
    await expect(testMode.getByRole('button', { name: 'Включить' })).toBeEnabled();
    await expectNoSeriousAxeViolations(desk, 'test mode off');
    await portal.reload();
    await expect(portal.getByLabel('Номер телефона')).toBeVisible();
    await expect(strip).toHaveCount(0);

    await testMode.getByRole('button', { name: 'Включить' }).click();
    await expect(testMode).toContainText('Включён');
    await portal.reload();
    await expect(strip).toBeVisible();
  } finally {
    const restored = await request.post('/api/staff/v1/test-mode', { headers: SERVICE, data: { on: true } });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
