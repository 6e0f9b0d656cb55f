import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCacheGroup, type Ticket } from '../../server/cache/tagged-cache';

describe('a tagged cache group', () => {
  it('serves what was kept until one of its tags is invalidated', () => {
    const group = createCacheGroup();
    const cache = group.cache<string>(10);
    cache.set('chats-1', 'old', [1, 2], group.begin());
    expect(cache.get('chats-1')).toBe('old');
    group.invalidate([3]);
    expect(cache.get('chats-1')).toBe('old');
    group.invalidate([2]);
    expect(cache.get('chats-1')).toBeUndefined();
  });

  it('does not keep a value whose load was under way when one of its tags was invalidated', () => {
    const group = createCacheGroup();
    const cache = group.cache<string>(10);
    const begun = group.begin();
    group.invalidate([1]);
    cache.set('user-1', 'read before the change', [1], begun);
    expect(cache.get('user-1')).toBeUndefined();
    cache.set('user-1', 'read after the change', [1], group.begin());
    expect(cache.get('user-1')).toBe('read after the change');
  });

  it('drops the least recently used entry beyond its bound', () => {
    const group = createCacheGroup();
    const cache = group.cache<number>(2);
    cache.set('a', 1, [1], group.begin());
    cache.set('b', 2, [2], group.begin());
    cache.get('a');
    cache.set('c', 3, [3], group.begin());
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('serves and keeps nothing while disabled, and starts empty when enabled again', () => {
    const group = createCacheGroup();
    const cache = group.cache<number>(2);
    cache.set('a', 1, [1], group.begin());
    group.clear({ enabled: false });
    cache.set('b', 2, [2], group.begin());
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    group.clear({ enabled: true });
    expect(cache.get('b')).toBeUndefined();
    cache.set('b', 2, [2], group.begin());
    expect(cache.get('b')).toBe(2);
  });

  // The model: a database of one version per tag. A write commits a new version; its announcement (the
  // invalidation, which may come later, as a NOTIFY does) names the tag. A load snapshots the versions of
  // its key's tags at its start and is kept whenever it finishes; loads interleave with everything else.
  const keys = ['k0', 'k1', 'k2', 'k3', 'k4'] as const;
  const tagsOf = (key: number): ReadonlyArray<number> => (key % 2 === 0 ? [key % 3] : [key % 3, (key + 1) % 3]);
  const key = fc.integer({ min: 0, max: keys.length - 1 });
  const tag = fc.integer({ min: 0, max: 2 });
  const operation = fc.oneof(
    { weight: 3, arbitrary: fc.record({ op: fc.constant('begin' as const), key }) },
    { weight: 3, arbitrary: fc.record({ op: fc.constant('finish' as const), pick: fc.nat() }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('write' as const), tag }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('announce' as const), tag }) },
    { weight: 4, arbitrary: fc.record({ op: fc.constant('get' as const), key }) },
    // A lost change feed (disabled) is rare, and soon up again.
    { weight: 1, arbitrary: fc.record({ op: fc.constant('clear' as const), enabled: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }) }) },
  );

  it('never serves a value older than the last invalidation of its tags, and stays within its bound', () => {
    fc.assert(
      fc.property(fc.array(operation, { minLength: 20, maxLength: 150 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 6 }), (operations, maxEntries, remembered) => {
        const group = createCacheGroup(remembered);
        const cache = group.cache<ReadonlyArray<number>>(maxEntries);
        const committed = [0, 0, 0];
        const announced = [0, 0, 0];
        const loads: { key: number; snapshot: ReadonlyArray<number>; begun: Ticket }[] = [];
        for (const step of operations) {
          switch (step.op) {
            case 'begin':
              loads.push({ key: step.key, snapshot: tagsOf(step.key).map((tag) => committed[tag] ?? 0), begun: group.begin() });
              break;
            case 'finish': {
              const [load] = loads.splice(step.pick % Math.max(loads.length, 1), 1);
              if (load !== undefined) cache.set(keys[load.key] ?? '', load.snapshot, tagsOf(load.key), load.begun);
              break;
            }
            case 'write':
              committed[step.tag] = (committed[step.tag] ?? 0) + 1;
              break;
            case 'announce':
              announced[step.tag] = committed[step.tag] ?? 0;
              group.invalidate([step.tag]);
              break;
            case 'get': {
              const served = cache.get(keys[step.key] ?? '');
              if (served !== undefined) {
                tagsOf(step.key).forEach((tag, i) => expect(served[i]).toBeGreaterThanOrEqual(announced[tag] ?? 0));
              }
              break;
            }
            case 'clear':
              group.clear({ enabled: step.enabled });
              break;
          }
          expect(cache.size).toBeLessThanOrEqual(maxEntries);
        }
      }),
      { numRuns: 500 },
    );
  });
});
