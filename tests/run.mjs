#!/usr/bin/env node
// `npm test`: lint and type-check, then the unit, API and browser suites, then closing lines with each suite's wall
// time and the totals.
// `node tests/run.mjs api` runs only the named suites (CI reruns the API suite on PostgreSQL this way).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.tmp', 'reports');
fs.mkdirSync(reports, { recursive: true });
const wanted = process.argv.slice(2);
const suites = wanted.length ? wanted : ['lint', 'unit', 'api', 'e2e'];
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function vitest(project) {
  const output = path.join(reports, `${project}.json`);
  fs.rmSync(output, { force: true });
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile=${output}`]);
  if (!fs.existsSync(output)) return (broken = true);
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (!ok && report.numFailedTests === 0) broken = true; // a suite that failed to load counts as broken
}

function findChromium() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function e2e() {
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      '\nNo Chromium found (CHROMIUM_PATH, then /usr/bin/chromium): the browser tests need one.\n' +
        'Install it with `apt-get install -y chromium` (Debian), or set CHROMIUM_PATH.\n',
    );
    if (process.env.CI === 'true') broken = true;
    return;
  }
  if (!run('npm', ['run', 'build'])) return (broken = true);
  const output = path.join(reports, 'e2e.json');
  fs.rmSync(output, { force: true });
  // Two workers, each with a server and database of its own (playwright.config.ts): the most two cores carry.
  const ok = run('npx', ['playwright', 'test', '--reporter=line,json'], {
    E2E_WORKERS: process.env.E2E_WORKERS ?? '2',
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
  });
  if (!fs.existsSync(output)) return (broken = true);
  const { stats } = JSON.parse(fs.readFileSync(output, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (!ok && stats.unexpected === 0) broken = true;
}

const times = [];
const started = performance.now();
const seconds = (from) => `${Math.round((performance.now() - from) / 1000)} s`;
for (const suite of suites) {
  const from = performance.now();
  if (suite === 'lint') {
    if (!run('npx', ['eslint', '.']) || !run('npx', ['tsc', '-b'])) broken = true;
  } else if (suite === 'e2e') e2e();
  else vitest(suite);
  times.push(`${suite} ${seconds(from)}`);
}

console.log(`\ntime: ${times.join(', ')}; all ${seconds(started)}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken ? 1 : 0);
