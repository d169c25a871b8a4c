// Issue 4 item 5: Lighthouse (npm `lighthouse`, driving the project's Chromium with the launch options of
// playwright.config.ts) finds nothing to fix in accessibility and best practices on the screens of the counter: the
// sign-in page, the sale points, the payment workspace and the payment queue. Lighthouse 12 has no PWA category;
// installability is tests/e2e/installable.spec.ts.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { expect, test } from '@playwright/test';
import { AGENT, CHILONZOR, launchProfile, openWorkspace, signInReusing, tempProfileDir } from './support.ts';

const CATEGORIES = ['accessibility', 'best-practices'] as const;

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Every category's score, and the audits that cost it points with the first few elements or items they name. */
function findings(lhr: Result): { scores: Record<string, number | null>; failing: string[] } {
  const scores: Record<string, number | null> = {};
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id]!;
    scores[id] = category.score;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]!;
      if (ref.weight === 0 || audit.score === null || audit.score === 1) continue;
      const details = audit.details as { items?: { node?: { snippet?: string }; description?: string; source?: unknown }[] } | undefined;
      const items = (details?.items ?? []).slice(0, 3).map((item) => item.node?.snippet ?? item.description ?? JSON.stringify(item));
      failing.push(`${id}/${audit.id}: ${audit.title}${items.length ? `\n    ${items.join('\n    ')}` : ''}`);
    }
  }
  return { scores, failing };
}

test('Lighthouse finds no accessibility or best-practice problem on the sign-in page and the counter screens', async ({
  playwright,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const profile = tempProfileDir('lighthouse');
  // Port 0: Chromium picks a free port and writes it to DevToolsActivePort, so parallel runs never collide.
  const context = await launchProfile(playwright.chromium, testInfo, profile, ['--remote-debugging-port=0']);
  try {
    const port = Number(fs.readFileSync(path.join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
    const origin = testInfo.project.use.baseURL!;
    const audit = async (url: string) => {
      // The session stays: Lighthouse would otherwise clear the origin's storage before loading the page.
      const run = await lighthouse(`${origin}${url}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        disableStorageReset: true,
      });
      expect(run, `Lighthouse ran on ${url}`).toBeDefined();
      const { lhr } = run!;
      // The screen itself was audited, not the sign-in page a lost session would have led to.
      expect(new URL(lhr.finalDisplayedUrl).pathname).toBe(url);
      return findings(lhr);
    };

    const results: Record<string, ReturnType<typeof findings>> = {};
    results['/'] = await audit('/');

    const page = context.pages()[0] ?? (await context.newPage());
    await signInReusing(page, request, AGENT);
    await openWorkspace(page);
    for (const url of ['/', `/sale-points/${CHILONZOR}`, `/sale-points/${CHILONZOR}/queue`]) {
      results[`${url} (signed in)`] = await audit(url);
    }

    const scores = Object.fromEntries(Object.entries(results).map(([url, r]) => [url, r.scores]));
    testInfo.annotations.push({ type: 'lighthouse scores', description: JSON.stringify(scores) });
    const failing = Object.entries(results).flatMap(([url, r]) => r.failing.map((line) => `${url}: ${line}`));
    expect(failing, failing.join('\n')).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
