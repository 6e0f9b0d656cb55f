/**
 * `npm run statecharts`: runs the model-based tests (tests/machines) to collect the transitions they take,
 * writes machines/statecharts/tested-transitions.json, then every document of docs/statecharts (an SVG and
 * a Markdown page per machine, and an index). `--docs` skips the tests and renders the documents only.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testedTransitionsFile } from '../tests/machines/support/coverage-record';

const collectCoverage = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'statechart-coverage-'));
  // Every test of tests/machines but the documents' own: it checks what this script is about to write.
  const files = readdirSync('tests/machines', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.endsWith('docs.test.ts'))
    .map((file) => path.join('tests/machines', file));
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', ...files], {
    stdio: 'inherit',
    env: { ...process.env, STATECHART_COVERAGE_DIR: dir },
  });
  if (run.status !== 0) {
    console.error('statecharts: the model-based tests failed; tested-transitions.json is left as it was.');
    process.exit(1);
  }
  const tested = new Map<string, Set<string>>();
  for (const file of readdirSync(dir)) {
    const { machineId, taken } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { machineId: string; taken: string[] };
    const keys = tested.get(machineId) ?? new Set<string>();
    for (const key of taken) keys.add(key);
    tested.set(machineId, keys);
  }
  rmSync(dir, { recursive: true });
  const sorted = Object.fromEntries([...tested.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([id, keys]) => [id, [...keys].sort()]));
  writeFileSync(testedTransitionsFile, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`statecharts: ${tested.size} machines explored by model-based tests.`);
};

if (!process.argv.includes('--docs')) collectCoverage();
// Imported after the coverage is written: the documents read it when their module loads.
const { docsDir, renderStatechartDocs } = await import('./statechart-docs');
const documents = await renderStatechartDocs();
rmSync(docsDir, { recursive: true, force: true });
mkdirSync(docsDir, { recursive: true });
for (const [name, content] of documents) writeFileSync(path.join(docsDir, name), content);
console.log(`statecharts: ${documents.size} documents written to ${path.relative(process.cwd(), docsDir)}.`);
