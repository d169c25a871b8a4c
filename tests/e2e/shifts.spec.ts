// Issue 24 items 2 and 3: a shift opened at the counter, paid in, closed with a cash difference and its Z-report; the
// owner's list showing that difference; and scanning a QR code into the phone field with a fake camera (a canvas
// stream drawing a generated QR code stands in for getUserMedia: a double at the camera API's boundary only).
import { expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { AGENT, EMPLOYEE, openShift, openWorkspace, paySimple, signInReusing, tokenOf } from './support.ts';

test('a shift is opened, paid in, closed with a difference, and the owner sees the difference', async ({ page, request, browser }) => {
  await signInReusing(page, request, EMPLOYEE);
  await openWorkspace(page);
  const bar = await openShift(page, '50000');
  await expect(bar.getByText(/Смена открыта с/)).toBeVisible();
  await expect(page.getByTestId('shift-expected')).toContainText('50 000');

  await paySimple(page, 'TH-100980', 10_000);
  await page.getByRole('button', { name: 'Новый платёж' }).click();
  await expect(page.getByTestId('shift-expected')).toContainText(/6[0-9]\s?[0-9]{3}/, { timeout: 20_000 });

  await bar.getByRole('button', { name: 'Закрыть смену' }).click();
  await page.getByLabel('Пересчитано наличных, сум').fill('50000');
  await expect(page.getByTestId('shift-count')).toContainText('Недостача');
  await page.getByRole('button', { name: 'Подтвердить и закрыть' }).click();
  const report = page.getByRole('dialog').getByTestId('shift-report');
  await expect(report).toBeVisible({ timeout: 15_000 });
  await expect(report).toContainText('Есть расхождение');
  await expect(page.getByRole('dialog').getByTestId('shift-report-services')).toContainText('1');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Печать A4' })).toBeVisible();
  await page.getByRole('button', { name: 'Готово' }).click();
  await expect(bar.getByText('Смена не открыта')).toBeVisible();

  const owner = await browser.newPage();
  await signInReusing(owner, request, AGENT);
  await owner.goto('/shifts?difference=1');
  const row = owner.getByTestId('shift-row').first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('shift-difference')).toContainText('−');
  await row.click();
  await expect(owner.getByRole('dialog').getByTestId('shift-report')).toContainText('Расхождение');
  await owner.close();
});

test('a shift opened and closed offline lands once, and its report is final once the queue drains', async ({ page, request, context }) => {
  await signInReusing(page, request, EMPLOYEE);
  await openWorkspace(page);
  const token = await tokenOf(page);
  type Listed = { totalElements: number; content: { id: string; openingCash: number; countedCash: number | null }[] };
  const shifts = async () => {
    const answer = await request.post('/api/employee/v1/shift/pageable', { headers: { Authorization: `Bearer ${token}` }, data: { perPage: 1 } });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { data: Listed }).data;
  };
  const before = await shifts();
  await context.setOffline(true);
  const bar = await openShift(page, '777');
  await expect(bar.getByText('Ожидает отправки на сервер')).toBeVisible();
  await bar.getByRole('button', { name: 'Закрыть смену' }).click();
  await page.getByLabel('Пересчитано наличных, сум').fill('700');
  await page.getByRole('button', { name: 'Подтвердить и закрыть' }).click();
  await expect(page.getByTestId('shift-report-provisional')).toContainText('Отчёт станет окончательным');

  await context.setOffline(false);
  const report = page.getByRole('dialog').getByTestId('shift-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report).toContainText('Есть расхождение');
  const after = await shifts();
  expect(after.totalElements).toBe(before.totalElements + 1);
  expect(after.content[0]).toMatchObject({ openingCash: 777_00, countedCash: 700_00 });
});

test('a QR code read by the camera fills the phone field through its mask', async ({ page, request }) => {
  const qr = await QRCode.toDataURL('998901234567', { margin: 4, width: 480 });
  await page.addInitScript((image) => {
    // The camera: a canvas stream that keeps drawing the generated code.
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const picture = new Image();
    picture.src = image;
    const draw = () => {
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      if (picture.complete) context.drawImage(picture, 80, 0, 480, 480);
    };
    setInterval(draw, 50);
    navigator.mediaDevices.getUserMedia = async () => {
      draw();
      return canvas.captureStream(10);
    };
  }, qr);
  await signInReusing(page, request, EMPLOYEE);
  await openWorkspace(page);
  await page.getByRole('region', { name: 'Услуги' }).getByRole('button', { name: 'Perfectum Mobile' }).click();
  await page.getByRole('button', { name: 'Сканировать код камерой' }).click();
  await expect(page.getByLabel('Номер телефона')).toHaveValue('90 123 45 67', { timeout: 20_000 });

  // A hardware scanner types like a keyboard and ends with Enter, which moves the step on.
  await page.getByLabel('Номер телефона').fill('');
  await page.getByLabel('Номер телефона').pressSequentially('981234567');
  await page.getByLabel('Сумма, сум').pressSequentially('5000');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Итого к оплате')).toBeVisible({ timeout: 15_000 });
});
