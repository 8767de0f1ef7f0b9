// `npm test`: unit and API tests, then the end-to-end suite against a fresh production build.
// Prints how many tests each suite ran, and a closing 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'sf-test-'));
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

function vitest(name, extra) {
  const file = join(out, `${name}.json`);
  const status = run('npx', [
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  let results = [];
  try {
    results = JSON.parse(readFileSync(file, 'utf8')).testResults;
  } catch {
    // the runner failed before writing results; the status says so
  }
  return { status, results };
}

const SUITES = [
  ['domain', 'packages/domain/'],
  ['web-host', 'packages/web-host/'],
  ['scripts', 'scripts/'],
  ['web', 'apps/web/'],
  ['api', 'apps/api/'],
  ['e2e', 'e2e/'],
];
const totals = new Map(SUITES.map(([name]) => [name, { passed: 0, failed: 0, skipped: 0 }]));
// Failed tests by file and name, printed again last so a log's tail says which ones.
const failures = [];

function count(results) {
  for (const file of results) {
    const rel = file.name.slice(root.length);
    const suite = SUITES.find(([, prefix]) => rel.startsWith(prefix))?.[0] ?? 'api';
    const t = totals.get(suite);
    for (const a of file.assertionResults) {
      if (a.status === 'passed') t.passed++;
      else if (a.status === 'failed') {
        t.failed++;
        failures.push(`${rel} > ${a.fullName}`);
      } else t.skipped++;
    }
  }
}

const unit = vitest('unit', []);
count(unit.results);
let e2eStatus = 1;
if (run('npm', ['run', 'build']) === 0) {
  const e2e = vitest('e2e', ['--config', 'e2e/vitest.config.ts']);
  count(e2e.results);
  e2eStatus = e2e.status;
}
rmSync(out, { recursive: true, force: true });

console.log('\nTests per suite:');
let passed = 0;
let failed = 0;
for (const [name, t] of totals) {
  console.log(`  ${name.padEnd(7)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
  passed += t.passed;
  failed += t.failed;
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const ok = unit.status === 0 && e2eStatus === 0;
if (!ok && failed === 0) failed = 1; // a runner that crashed counts as a failure
console.log(`${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
