// spec 03 Tickets (issue 11 items 3–5): the owner opens an appeal, writes with an attachment, support answers with an
// attachment through the staff API and the answer arrives without a reload; the menu badge lights while it is unread
// and clears once it is read; a message typed offline waits in the outbox and is sent once; a closed ticket shows
// its closing date and no input; the employee has no tickets. axe on the screen; screenshots at 360 and 1024 px.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_STAFF_TOKEN } from './env.ts';
import { menuOf, newStaffUser, signInStaff, staffPage } from './staff-support.ts';
import { AGENT, api, EMPLOYEE, expectNoSeriousAxeViolations, signInReusing, tokenOf, waitForServiceWorkerControl } from './support.ts';

const SCREENS = path.resolve('.tmp/screens');
const STAFF = { Authorization: `Bearer ${E2E_STAFF_TOKEN}` };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

type StaffMessage = { type: string; text: string | null; file: { name: string } | null };

async function staffCall<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object): Promise<T> {
  const answer = await request.fetch(`/api/staff/v1${url}`, { method, headers: STAFF, data });
  const json = (await answer.json()) as { data: T };
  expect(answer.ok(), `${method} ${url}: ${JSON.stringify(json)}`).toBe(true);
  return json.data;
}

async function staffRead(request: APIRequestContext, number: number) {
  return staffCall<{ messages: StaffMessage[] }>(request, 'GET', `/tickets/${number}`);
}

test('The owner and support hold a conversation with attachments; answers arrive live and light the badge until read', async ({ page, request }) => {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.setViewportSize({ width: 1024, height: 800 });
  await signInReusing(page, request, AGENT);
  const menu = page.getByRole('navigation', { name: 'Меню бизнеса' });
  const badge = menu.getByRole('link', { name: /Обращения/ }).getByRole('status', { name: 'Есть новые сообщения' });
  await menu.getByRole('link', { name: /Обращения/ }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByText('Есть вопросы?')).toBeVisible();
  await expect(page.getByText('Выберите чат, чтобы начать переписку')).toBeVisible();
  // The empty state's button is the only one: no search and no second button over an empty list.
  await expect(page.getByRole('button', { name: 'Новое обращение' })).toHaveCount(1);
  await expect(page.getByLabel('Поиск по теме')).toHaveCount(0);

  // The new-appeal modal: a subject is required; Continue opens the new ticket.
  await page.getByRole('button', { name: 'Новое обращение' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое обращение' });
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog.getByText('Обязательное поле')).toBeVisible();
  await dialog.getByLabel('Тема обращения').selectOption({ label: 'Платежи' });
  await dialog.getByRole('button', { name: 'Продолжить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Напишите ваш запрос, мы будем рады вам помочь')).toBeVisible();

  // A text message and an attachment; one over 2048 KB is refused before any upload.
  const input = page.getByLabel('Сообщение', { exact: true });
  await input.fill('Платёж по номеру 901234567 не дошёл');
  await input.press('Enter');
  const chat = page.getByRole('list', { name: 'Сообщения' });
  await expect(chat.getByText('Платёж по номеру 901234567 не дошёл')).toBeVisible();
  await expect(input).toHaveValue('');
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(2048 * 1000)]) });
  await expect(page.getByText('Размер файла превышает допустимый')).toBeVisible();
  // A slow upload shows a loading placeholder until the file message is sent: the upload is held until it shows.
  let letUploadThrough!: () => void;
  const placeholderSeen = new Promise<void>((resolve) => (letUploadThrough = resolve));
  await page.context().route('**/api/agent/v1/file', async (route) => {
    await placeholderSeen;
    await route.continue();
  });
  await picker.setInputFiles({ name: 'check.png', mimeType: 'image/png', buffer: PNG });
  try {
    await expect(page.getByText('Файл загружается', { exact: true })).toBeVisible();
  } finally {
    letUploadThrough();
  }
  await expect(chat.getByRole('link', { name: /check\.png/ })).toBeVisible();
  await expect(page.getByText('Файл загружается', { exact: true })).toHaveCount(0);
  await page.context().unroute('**/api/agent/v1/file');

  // Support sees both, and answers with a file of its own while the owner is on another page.
  const [listed] = await staffCall<{ number: number; unreadForStaff: number }[]>(request, 'GET', '/tickets?status=OPEN');
  expect(listed!.unreadForStaff).toBe(2);
  const read = await staffRead(request, listed!.number);
  expect(read.messages.map((message) => message.text ?? message.file?.name)).toEqual(['Платёж по номеру 901234567 не дошёл', 'check.png']);
  await expect(badge).toHaveCount(0);
  await menu.getByRole('link', { name: 'Новости' }).click();
  await expect(page).toHaveURL(/\/news$/);
  const upload = await request.fetch('/api/staff/v1/file', {
    method: 'POST',
    headers: STAFF,
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const fileId = ((await upload.json()) as { data: { id: string } }).data.id;
  await staffCall(request, 'POST', `/tickets/${listed!.number}/messages`, { text: 'Платёж проведён, чек во вложении', fileId, admin: 'Dilnoza' });
  // No reload: the event stream lights the badge.
  await expect(badge).toBeVisible();
  await menu.getByRole('link', { name: /Обращения/ }).click();
  const row = page.getByRole('list', { name: 'Обращения' }).getByRole('link').first();
  await expect(row).toContainText('Платёж проведён, чек во вложении');
  await expect(row).toContainText('новое');
  await row.click();
  await expect(chat.getByText('Платёж проведён, чек во вложении')).toBeVisible();
  await expect(chat.getByRole('link', { name: /receipt\.png/ })).toBeVisible();
  // Shown, so read: the marker and the badge clear.
  await expect(badge).toHaveCount(0);
  await expect(row).not.toContainText('новое');
  // Oldest on top.
  await expect(chat.getByRole('listitem')).toHaveCount(3);
  await expect(chat.getByRole('listitem').first()).toContainText('Платёж по номеру 901234567 не дошёл');
  await expect(chat.getByRole('listitem').last()).toContainText('Платёж проведён');

  // An answer while the chat is open arrives without a reload.
  await staffCall(request, 'POST', `/tickets/${listed!.number}/messages`, { text: 'Что-нибудь ещё?' });
  await expect(chat.getByText('Что-нибудь ещё?')).toBeVisible();

  // Typed offline: it waits in the outbox, and is sent once when the connection returns. Offline, the screens' lazy
  // parts (the logout question below) come from the service worker's precache: it must control the page first.
  await waitForServiceWorkerControl(page);
  await page.context().setOffline(true);
  await input.fill('Нет, спасибо');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(chat.getByText('Ожидает отправки')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'message waiting in the outbox');
  // Logout waits for it, as for a payment.
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Выход невозможен: есть неотправленные сообщения (1)');
  await page.getByRole('button', { name: 'Понятно' }).click();
  await page.context().setOffline(false);
  await expect(chat.getByText('Ожидает отправки')).toHaveCount(0, { timeout: 20_000 });
  await expect(chat.getByText('Нет, спасибо')).toBeVisible();
  await expect.poll(async () => (await staffRead(request, listed!.number)).messages.filter((message) => message.text === 'Нет, спасибо').length).toBe(1);

  await expectNoSeriousAxeViolations(page, 'tickets chat');
  await page.screenshot({ path: path.join(SCREENS, 'tickets-1024.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  // Issue 25: the message box was 137 px wide on a phone, its placeholder cut; it takes the composer's whole row.
  const box = (await page.getByRole('textbox', { name: 'Сообщение' }).boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  await page.screenshot({ path: path.join(SCREENS, 'tickets-360-chat.png') });
  await page.getByRole('link', { name: 'Все обращения' }).click();
  await expect(page.getByRole('list', { name: 'Обращения' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'tickets-360-list.png') });
  await row.click();

  // Support closes it: the closing date replaces the input, without a reload.
  const closed = await staffCall<{ closedDate: string }>(request, 'POST', `/tickets/${listed!.number}/close`);
  const shown = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(closed.closedDate));
  await expect(page.getByText(new RegExp(`Обращение закрыто ${shown.replace(/\./g, '\\.')}, \\d\\d:\\d\\d`))).toBeVisible();
  await expect(page.getByLabel('Сообщение', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Все обращения' }).click();
  await expect(page.getByRole('list', { name: 'Обращения' }).getByText('закрыто', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.getByRole('list', { name: 'Обращения' }).getByRole('link').first().click();
  await expectNoSeriousAxeViolations(page, 'closed ticket');
  await page.screenshot({ path: path.join(SCREENS, 'tickets-1024-closed.png') });

  // Quick search over the subjects.
  await page.getByLabel('Поиск по теме').fill('Депозит');
  await expect(page.getByText('По данному запросу ничего не найдено')).toBeVisible();
  await page.getByLabel('Поиск по теме').fill('плат');
  await expect(page.getByRole('list', { name: 'Обращения' }).getByRole('link')).toHaveCount(1);
});

test('A long conversation opens at the newest message and loads older pages on scrolling up', async ({ page, request }) => {
  await signInReusing(page, request, AGENT);
  const token = await tokenOf(page);
  const [subject] = await api<{ id: string }[]>(request, token, 'GET', '/ticket-subject/all');
  const ticket = await api<{ id: string; number: number }>(request, token, 'POST', '/ticket', { ticketSubjectId: subject!.id });
  for (let index = 1; index <= 35; index++) await staffCall(request, 'POST', `/tickets/${ticket.number}/messages`, { text: `Ответ ${index}` });
  await page.goto(`/tickets/${ticket.id}`);
  const chat = page.getByRole('list', { name: 'Сообщения' });
  await expect(chat.getByText('Ответ 35', { exact: true })).toBeInViewport();
  await expect(chat.getByRole('listitem')).toHaveCount(30);
  await expect(chat.getByText('Ответ 1', { exact: true })).toHaveCount(0);
  await page.locator('.tk-chat__scroll').evaluate((element) => element.scrollTo({ top: 0 }));
  await expect(chat.getByRole('listitem')).toHaveCount(35);
  await expect(chat.getByRole('listitem').first().getByText('Ответ 1', { exact: true })).toBeVisible();
  // All 35 answers were shown, so all are read: no badge.
  await expect(page.getByRole('status', { name: 'Есть новые сообщения' })).toHaveCount(0);
});

test('An employee has no tickets: no menu entry, and /tickets leads home', async ({ page, request }) => {
  await signInReusing(page, request, EMPLOYEE);
  await expect(page.getByRole('link', { name: /Обращения/ })).toHaveCount(0);
  await page.goto('/tickets');
  await expect(page).not.toHaveURL(/\/tickets/);
});

// Issue 15: the same conversation from the staff console, after the demo owner's empty screen above.
test('A support agent answers a ticket and the owner sees the answer arrive live', async ({ browser, page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInReusing(page, request, AGENT);
  const token = await tokenOf(page);
  const [subject] = await api<{ id: string }[]>(request, token, 'GET', '/ticket-subject/all');
  const ticket = await api<{ id: string; number: number }>(request, token, 'POST', '/ticket', { ticketSubjectId: subject!.id });
  await api(request, token, 'POST', '/ticket-message', { ticketId: ticket.id, text: 'Где мой платёж?' }, `staff-desk-${ticket.id}`);
  await page.goto(`/tickets/${ticket.id}`);
  const chat = page.getByRole('list', { name: 'Сообщения' });
  await expect(chat.getByText('Где мой платёж?')).toBeVisible();

  const support = await newStaffUser(request, 'support');
  const desk = await staffPage(browser);
  await signInStaff(desk, support);
  await expect(menuOf(desk)).toHaveText(['Обращения']);
  const row = desk.getByRole('list', { name: 'Обращения' }).getByRole('listitem').filter({ hasText: `№${ticket.number} ·` });
  await expect(row.getByText('Новых: 1')).toBeVisible();
  await expectNoSeriousAxeViolations(desk, 'tickets inbox');
  await row.getByRole('link').click();
  const conversation = desk.getByRole('region', { name: 'Переписка' });
  await expect(conversation.getByText('Где мой платёж?')).toBeVisible();
  await expect(row.getByText('Новых: 1')).toHaveCount(0);
  await expectNoSeriousAxeViolations(desk, 'ticket conversation');
  await desk.screenshot({ path: path.join(SCREENS, 'staff-ticket.png'), fullPage: true });

  // A text area of several lines; Ctrl+Enter sends (issue 25: it was one line).
  const answer = desk.getByLabel('Ответ');
  await expect(answer).toHaveJSProperty('tagName', 'TEXTAREA');
  await answer.fill('Платёж проведён,\nчек во вложении');
  await desk.getByLabel(/Вложение/).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await answer.press('Control+Enter');
  await expect(conversation.getByText(/Платёж проведён,\s+чек во вложении/)).toBeVisible();
  await expect(desk.getByLabel('Ответ')).toHaveValue('');
  // An attachment opens from the conversation, an image previewed in it.
  await expect(conversation.getByRole('link', { name: /receipt\.png/ }).locator('img')).toBeVisible();

  // No reload on the owner's side: the event stream brings the answer and its attachment.
  await expect(chat.getByText(/Платёж проведён,\s+чек во вложении/)).toBeVisible();
  await expect(chat.getByRole('link', { name: /receipt\.png/ })).toBeVisible();

  await conversation.getByRole('button', { name: 'Закрыть обращение' }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: 'Закрыть' }).click();
  await expect(conversation.getByText(/Обращение закрыто/)).toBeVisible();
});

// Issue 25: in a long chat on a 360 px phone the attach and send buttons lay under the menu bar until the page was
// scrolled. In Russian and Uzbek Cyrillic, the message box and both buttons show above the bar as the chat opens,
// and stay there when the page scrolls.
test('On a 360 px phone a long conversation keeps the message box and its buttons above the menu bar', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReusing(page, request, AGENT);
  const token = await tokenOf(page);
  const [subject] = await api<{ id: string }[]>(request, token, 'GET', '/ticket-subject/all');
  const ticket = await api<{ id: string; number: number }>(request, token, 'POST', '/ticket', { ticketSubjectId: subject!.id });
  const answer = 'Ответ поддержки, достаточно длинный, чтобы занять в переписке несколько строк на экране телефона';
  for (let index = 1; index <= 12; index++) await staffCall(request, 'POST', `/tickets/${ticket.number}/messages`, { text: `${index}. ${answer}` });
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [language, message, send, attach] of [
    ['ru', 'Сообщение', 'Отправить', 'Прикрепить файл'],
    ['oz', 'Хабар', 'Юбориш', 'Файл бириктириш'],
  ] as const) {
    await page.evaluate((locale) => localStorage.setItem('agent-portal.locale', JSON.stringify(locale)), language);
    await page.goto(`/tickets/${ticket.id}`);
    const chat = page.locator('.tk-chat');
    await expect(chat.getByText(`12. ${answer}`)).toBeVisible();
    const bar = page.locator('.ap-app-nav');
    const targets = [chat.getByRole('textbox', { name: message }), chat.getByRole('button', { name: send }), chat.getByRole('button', { name: attach })];
    const aboveTheBar = async () => {
      const barTop = (await bar.boundingBox())!.y;
      const boxes = await Promise.all(targets.map((target) => target.boundingBox()));
      return boxes.every((box) => box !== null && box.y >= 0 && box.y + box.height <= barTop);
    };
    await expect.poll(aboveTheBar, `${language}: as the chat opens`).toBe(true);
    await page.screenshot({ path: path.join(SCREENS, `tickets-long-chat-${language}-360.png`) });
    await page.mouse.wheel(0, 400);
    await expect.poll(aboveTheBar, `${language}: the page scrolled`).toBe(true);
  }
  await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('ru')));
});

// Issue 25: a toast's close button was a 20 px circle and toasts covered the bottom of a phone's screen. At 360 px,
// in Russian and Uzbek Cyrillic, a refused attachment's toast lies above the menu bar, its text whole, and its close
// button is a 44 px target that closes it.
test('On a 360 px phone a toast sits above the menu bar with a 44 px close button', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signInReusing(page, request, AGENT);
  const token = await tokenOf(page);
  const [subject] = await api<{ id: string }[]>(request, token, 'GET', '/ticket-subject/all');
  const ticket = await api<{ id: string }>(request, token, 'POST', '/ticket', { ticketSubjectId: subject!.id });
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['ru', 'oz']) {
    await page.evaluate((locale) => localStorage.setItem('agent-portal.locale', JSON.stringify(locale)), language);
    await page.goto(`/tickets/${ticket.id}`);
    await page.locator('.tk-composer input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toBeInViewport({ ratio: 1 });
    const close = toast.locator('[data-close-button]');
    const barTop = (await page.locator('.ap-app-nav').boundingBox())!.y;
    // Once it has slid in.
    await expect.poll(async () => { const box = (await toast.boundingBox())!; return box.y + box.height <= barTop; }).toBe(true);
    const closeBox = await close.boundingBox();
    expect(Math.min(closeBox!.width, closeBox!.height)).toBeGreaterThanOrEqual(44);
    // The text keeps clear of the button.
    const text = await toast.locator('[data-title]').boundingBox();
    expect(text!.x + text!.width).toBeLessThanOrEqual(closeBox!.x + 1);
    await page.screenshot({ path: path.join(SCREENS, `tickets-toast-${language}-360.png`) });
    await close.click();
    await expect(toast).toHaveCount(0);
  }
  await page.evaluate(() => localStorage.setItem('agent-portal.locale', JSON.stringify('ru')));
});
