import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file behind machines/statecharts/tested-transitions.ts, which `npm run statecharts` writes. */
export const testedTransitionsFile = path.resolve(import.meta.dirname, '../../../machines/statecharts/tested-transitions.json');

/** Set by `npm run statecharts`: each exploration writes what it took there, and the script unions them. */
const collectInto = process.env['STATECHART_COVERAGE_DIR'];

let committed: Readonly<Record<string, ReadonlyArray<string>>> | undefined;
const committedCoverage = () => (committed ??= JSON.parse(readFileSync(testedTransitionsFile, 'utf8')) as Record<string, ReadonlyArray<string>>);

/**
 * Hands one exploration's taken transitions to the visualiser's coverage. In a normal run it checks that
 * the committed file already marks them tested (a transition a test takes but the visualiser shows as
 * untested is a stale file): the fix is `npm run statecharts`.
 */
export const recordCoverage = (machineId: string, taken: ReadonlySet<string>): void => {
  if (collectInto !== undefined) {
    writeFileSync(path.join(collectInto, `${machineId}-${randomUUID()}.json`), JSON.stringify({ machineId, taken: [...taken] }));
    return;
  }
  const listed = new Set(committedCoverage()[machineId] ?? []);
  const unlisted = [...taken].filter((key) => !listed.has(key));
  if (unlisted.length > 0) {
    throw new Error(`${path.relative(process.cwd(), testedTransitionsFile)} does not mark these transitions of ${machineId} tested, which a model-based test takes: ${unlisted.join('; ')}. Run npm run statecharts.`);
  }
};
