// Issue 4 item 6, DESIGN §6: the connection drops after the server took the payment but before its answer arrived.
// The drainer cannot know the payment went through, so it sends it again with the same Idempotency-Key; the server
// answers with the payment it already made, the screen shows it paid, and the server holds one invoice, paid once.
import { expect, test } from '@playwright/test';
import { AGENT, DEMO_TAX_NUMBER, invoicedAccounts, openWorkspace, paySimple, signInReusing, staff, tokenOf } from './support.ts';

test.beforeAll(() => {
  staff('deposit', DEMO_TAX_NUMBER, '1000000');
});

test('A payment whose answer is lost on the way back is sent again with the same key and lands once', async ({ page, request }) => {
  await signInReusing(page, request, AGENT);
  await openWorkspace(page);
  const token = await tokenOf(page);

  // The first pay request reaches the server, which pays; its answer never reaches the page.
  const sent: { key: string; answered: number | null }[] = [];
  await page.route('**/api/agent/v1/pay', async (route) => {
    const key = route.request().headers()['idempotency-key'] ?? '';
    if (sent.length > 0) {
      sent.push({ key, answered: null });
      return route.continue();
    }
    const answer = await route.fetch();
    sent.push({ key, answered: answer.status() });
    await route.abort('connectionreset');
  });

  await paySimple(page, 'TH-630001', 5000);
  await expect(page.getByRole('heading', { name: 'Платёж успешно проведён' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('queued-payment')).toHaveCount(0);

  expect(sent).toHaveLength(2);
  expect(sent[0]!.answered, 'the server answered the dropped request').toBe(200);
  expect(sent[1]!.key, 'the retry reuses the Idempotency-Key').toBe(sent[0]!.key);
  expect(await invoicedAccounts(request, token, /^TH-63\d{4}$/)).toEqual(['TH-630001 PAID']);
});
