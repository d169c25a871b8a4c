import { expect, test } from '@playwright/test';

// Issue 22 item 1: an integrator reads the API at /api/docs. The viewer (Scalar's standalone bundle) comes from our
// own server and renders the generated document under the portal's CSP, asking no other origin for anything.

test('the API reference renders the generated document, offline of any CDN', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: 'Agent Portal API', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The tags of the agent's, the employee's and the staff's calls, and an operation of each kind: a call from the
  // contract with its body, and a route registered by hand (a multipart upload).
  const sidebar = page.getByRole('complementary', { name: 'Sidebar for Agent Portal API' });
  for (const tag of ['agent · pay', 'employee · pay', 'staff · tickets', 'operations']) {
    await expect(sidebar.getByRole('link', { name: tag, exact: true })).toBeVisible();
  }
  await page.goto('/api/docs#tag/agent-pay/POST/api/agent/v1/pay');
  const pay = page.getByRole('region', { name: 'POST /v1/pay' });
  await expect(pay.getByRole('heading', { name: 'POST /v1/pay' })).toBeVisible();
  await expect(pay.getByText('invoiceNumber').first()).toBeVisible();
  await expect(pay.getByText('Idempotency-Key').first()).toBeVisible();
  await page.goto('/api/docs#tag/agent-file/POST/api/agent/v1/file');
  await expect(page.getByRole('heading', { name: 'Upload a file (multipart)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ask AI' })).toHaveCount(0);

  expect(elsewhere).toEqual([]);
  expect(problems.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
});
