import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsDir, renderStatechartDocs } from '../../../scripts/statechart-docs';

describe('docs/statecharts', () => {
  it('holds exactly what npm run statecharts renders from the machines now (stale: run it)', async () => {
    const rendered = await renderStatechartDocs();
    expect(readdirSync(docsDir).sort()).toEqual([...rendered.keys()].sort());
    for (const [name, content] of rendered) {
      expect(readFileSync(path.join(docsDir, name), 'utf8'), `docs/statecharts/${name} is stale: run npm run statecharts`).toBe(content);
    }
    // Lays out all 47 machines: seconds on a slow machine, never a timing claim.
  }, 120_000);
});
