import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The project's own static import graph, read from the source text: enough to know which message ids a
// module and everything it loads with it can show (a dynamic import() starts another chunk and is not followed).

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const messageId = /\bid(?::\s*|=)['"]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"]/g;

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
};

/** Every module `root` loads statically (itself included), as absolute paths. */
export const staticClosure = (root: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(root)) return seen;
  seen.add(root);
  for (const match of readFileSync(root, 'utf8').matchAll(staticImport)) {
    const resolved = resolveModule(root, match[1] ?? '');
    if (resolved !== undefined) staticClosure(resolved, seen);
  }
  return seen;
};

/** The message ids written in these modules (defineMessages descriptors and `id="…"` props). */
export const messageIdsIn = (modules: Iterable<string>): Set<string> =>
  new Set([...modules].flatMap((module) => [...readFileSync(module, 'utf8').matchAll(messageId)].map((match) => match[1] ?? '')));
