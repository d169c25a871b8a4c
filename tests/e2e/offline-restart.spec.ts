// Issue 4 item 6: payments queued offline live on the device's disk, not in the tab. The agent queues SIMPLE and
// MOBILE payments with the network cut, closes the browser, opens it again on the same profile (still offline: the
// queue is there, nothing was sent), and once the connection returns the server holds exactly one paid invoice each.
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  AGENT,
  CHILONZOR,
  DEMO_TAX_NUMBER,
  invoicedAccounts,
  launchProfile,
  mobileOffline,
  openWorkspace,
  signInReusing,
  simpleOffline,
  staff,
  tempProfileDir,
  tokenOf,
} from './support.ts';

const OURS = /^(TH-61\d{4}|98161\d{4})$/;

test.beforeAll(() => {
  staff('deposit', DEMO_TAX_NUMBER, '1000000');
});

test('An agent queues payments offline, closes the browser, reopens it on the same profile, and each lands once back online', async ({
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const profile = tempProfileDir('restart');
  try {
    const before = await launchProfile(playwright.chromium, testInfo, profile);
    const page = before.pages()[0] ?? (await before.newPage());
    await signInReusing(page, request, AGENT);
    await openWorkspace(page);
    const token = await tokenOf(page);
    expect(await invoicedAccounts(request, token, OURS)).toEqual([]);

    await before.setOffline(true);
    await simpleOffline(page, 'TH-610001', 5_000);
    await mobileOffline(page, '981610001', 6_000);
    await simpleOffline(page, 'TH-610002', 7_000);
    await mobileOffline(page, '981610002', 8_000);
    await simpleOffline(page, 'TH-610003', 9_000);
    await expect(page.getByTestId('unsent-count')).toContainText('Не отправлено платежей: 5');
    await before.close();

    const after = await launchProfile(playwright.chromium, testInfo, profile);
    try {
      await after.setOffline(true);
      const reopened = after.pages()[0] ?? (await after.newPage());
      await reopened.goto(`/sale-points/${CHILONZOR}`);
      await expect(reopened.getByTestId('unsent-count')).toContainText('Не отправлено платежей: 5');
      await expect(reopened.getByTestId('queued-payment')).toHaveCount(5);
      expect(await invoicedAccounts(request, token, OURS)).toEqual([]);

      await after.setOffline(false);
      // Sent rows leave the workspace's queued list once the server's answer is stored.
      await expect(reopened.getByTestId('queued-payment')).toHaveCount(0, { timeout: 60_000 });
      await expect(reopened.getByTestId('offline-strip')).toHaveCount(0);
      expect(await invoicedAccounts(request, token, OURS)).toEqual([
        '981610001 PAID',
        '981610002 PAID',
        'TH-610001 PAID',
        'TH-610002 PAID',
        'TH-610003 PAID',
      ]);
    } finally {
      await after.close();
    }
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
