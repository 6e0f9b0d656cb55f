import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagePacks, packOf, type MessagePack } from '../../io/message-packs';
import { messageIdsIn, staticClosure } from '../support/import-graph';
import nl from '../../locales/messages/nl.json';

// A chunk must never show a text whose pack has not loaded (it would show in Dutch): every id a chunk's
// modules use belongs to `core` or to a pack the chunk is loaded with.

const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);

/** The ids of a chunk's modules that are outside `core` and the given packs. */
const strayIds = (entry: string, packs: ReadonlyArray<MessagePack>) =>
  [...messageIdsIn(staticClosure(at(entry)))].filter((id) => {
    const pack = packOf(id);
    return pack === undefined || (pack !== 'core' && !packs.includes(pack));
  });

/** Every `load(() => import('…'), [packs])` of the screen registry: the screen module and its packs. */
const registryScreens = (): Array<{ module: string; packs: MessagePack[] }> => {
  const source = readFileSync(at('views/screens/registry.ts'), 'utf8');
  return [...source.matchAll(/load\(\(\) => import\('([^']+)'\)(?:, \[([^\]]*)\])?\)/g)].map((match) => ({
    module: path.relative(root, path.resolve(at('views/screens'), `${match[1] ?? ''}.tsx`)),
    packs: [...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((pack) => pack[1] as MessagePack),
  }));
};

/** Every source file under a folder. */
const sourcesUnder = (folder: string): string[] =>
  readdirSync(at(folder), { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file)).map((file) => path.join(folder, file));

describe('message packs', () => {
  it('give every message of the source language one pack', () => {
    expect(Object.keys(nl).filter((id) => packOf(id) === undefined)).toEqual([]);
    const prefixes = Object.values(messagePacks).flat();
    expect(prefixes.length).toBe(new Set(prefixes).size);
  });

  it('keep the entry to core: the first paint loads no other pack', () => {
    expect(strayIds('app/main.tsx', [])).toEqual([]);
  });

  it('name, for every screen chunk, each pack its modules show', () => {
    const screens = registryScreens();
    expect(screens.length).toBeGreaterThan(10);
    for (const { module, packs } of screens) expect({ module, stray: strayIds(module, packs) }).toEqual({ module, stray: [] });
  });

  it('load the shell features with their pack', () => {
    expect(readFileSync(at('app/main.tsx'), 'utf8')).toContain("import('./wire-features'), ['features']");
    expect(strayIds('app/wire-features.tsx', ['features'])).toEqual([]);
  });

  it('leave no chunk unaccounted for: any other lazily loaded module shows no message', () => {
    const known = new Set([...registryScreens().map((screen) => screen.module), 'app/wire-features.tsx']);
    const lazyModules = ['app', 'views', 'machines', 'adapters'].flatMap(sourcesUnder).flatMap((file) =>
      [...readFileSync(at(file), 'utf8').matchAll(/\bimport\('(\.[^']+)'\)/g)].map((match) =>
        path.relative(root, path.resolve(at(path.dirname(file)), match[1] ?? '')),
      ),
    );
    const others = lazyModules.filter((module) => !known.has(`${module}.tsx`) && !known.has(`${module}.ts`));
    expect(others.length).toBeGreaterThan(0);
    for (const module of others) {
      const file = [`${module}.ts`, `${module}.tsx`].find((candidate) => sourcesUnder(path.dirname(candidate)).includes(candidate));
      expect(file, module).toBeDefined();
      expect({ module, stray: strayIds(file ?? '', []) }).toEqual({ module, stray: [] });
    }
  });
});
