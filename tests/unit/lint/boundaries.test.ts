// The boundary rules once never fired (a `#` pattern is a comment in ESLint's gitignore-style syntax) and nobody
// noticed: each probe below is linted with the project's own config, so a rule that stops firing fails here.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const BOUNDARY = 'import-x/no-restricted-paths';

/** [the importing file, the import that must fail, an import from the same file that must pass] */
const probes: [string, string, string][] = [
  ['src/shared/probe.ts', '#client/lib/api.ts', '#shared/money.ts'],
  ['src/shared/probe.ts', '../client/lib/api.ts', './money.ts'],
  ['src/shared/api/probe.ts', '#server/http/app-error.ts', '#shared/errors.ts'],
  ['src/shared/api/probe.ts', '../../server/http/app-error.ts', '../errors.ts'],
  ['src/client/lib/probe.ts', '#server/http/app-error.ts', '#shared/errors.ts'],
  ['src/client/lib/probe.ts', '../../server/http/app-error.ts', './api.ts'],
  ['src/server/http/probe.ts', '#client/lib/api.ts', '#shared/errors.ts'],
  ['src/server/http/probe.ts', '../../client/lib/api.ts', './app-error.ts'],
  ['sw/probe.ts', '#client/lib/api.ts', '#shared/money.ts'],
  ['sw/probe.ts', '#server/http/app-error.ts', '../src/shared/money.ts'],
  ['sw/probe.ts', '../src/server/http/app-error.ts', '#shared/enums.ts'],
  ['src/client/features/tickets/probe.ts', '#client/features/balance/keys.ts', '#client/features/tickets/keys.ts'],
  ['src/client/features/tickets/api/probe.ts', '../../balance/keys.ts', '../keys.ts'],
  ['src/client/features/tickets/probe.ts', '../balance/keys.ts', '#client/lib/api.ts'],
  ['src/client/ui/probe.tsx', '#client/features/balance/keys.ts', './button.tsx'],
  ['src/client/lib/probe.ts', '../features/balance/keys.ts', '#client/lib/query-keys.ts'],
  ['src/client/lib/probe.ts', '#client/shell/home.tsx', '../ui/button.tsx'],
  // The server's floors: db/ below http/, the modules and the jobs; http/ below the modules; lib/ below everything.
  ['src/server/db/probe.ts', '../modules/payments/payments.repository.ts', './database.ts'],
  ['src/server/db/probe.ts', '#server/modules/payments/payments.repository.ts', '#server/lib/expiring-cache.ts'],
  ['src/server/db/probe.ts', '../http/app-error.ts', '../config.ts'],
  ['src/server/db/probe.ts', '../jobs/lease.ts', './tables/payments.ts'],
  ['src/server/db/tables/probe.ts', '../../modules/payments/payments.repository.ts', './payments.ts'],
  ['src/server/http/probe.ts', '../modules/payments/pay.service.ts', '../db/database.ts'],
  ['src/server/http/probe.ts', '#server/jobs/lease.ts', '#server/context.ts'],
  ['src/server/lib/probe.ts', '../db/database.ts', './expiring-cache.ts'],
];

describe('eslint boundaries', () => {
  it.each(probes)('%s: refuses %s and accepts %s', async (file, forbidden, permitted) => {
    expect(await ruleIds(file, `import '${forbidden}';\n`)).toContain(BOUNDARY);
    expect(await ruleIds(file, `import '${permitted}';\n`)).toEqual([]);
  });

  it('lets a feature reach the client ui by a relative path', async () => {
    expect(await ruleIds('src/client/features/tickets/routes/probe.tsx', `import '../../../ui/button.tsx';\n`)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // validation.ts imports money.ts: money.ts importing validation.ts closes a circle.
    expect(await ruleIds('src/shared/money.ts', `import '#shared/validation.ts';\n`)).toContain('import-x/no-cycle');
  });

  it('keeps shared free of runtime-specific packages', async () => {
    expect(await ruleIds('src/shared/probe.ts', `import 'node:fs';\n`)).toContain('no-restricted-imports');
  });
});
