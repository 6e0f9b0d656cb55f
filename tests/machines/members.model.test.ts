import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SearchQuery, SearchResults } from '../../io/entities/search';
import { membersMachine, type MembersInput, type RegionsByCountry } from '../../machines/members/members.machine';
import { selectIsLoading, selectMembers, selectPage, selectPageCount } from '../../machines/members/selectors';
import { aMember } from '../support/fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const regions: RegionsByCountry = { NL: ['Utrecht', 'Zeeland'] };
const page = (n: number): SearchResults => ({ results: [aMember(n)], pageNumber: n, numResults: 50, pageSize: 24 });

describe('members machine', () => {
  it('reaches every declared transition, with and without a first page; loaded snapshots always hold a page of results', () => {
    const explore = (input: MembersInput) => exploreEveryTransition(membersMachine.provide({ actors: { searchMembers: pending(), loadRegions: pending() } }), {
      input,
      events: [
        done('searchMembers', page(1)),
        failed('searchMembers', { kind: 'network' }),
        { type: 'members.page', page: 2 },
        { type: 'members.page', page: 1 },
        { type: 'members.retry' },
        { type: 'members.query', query: { gender: 'male' } },
        { type: 'filters.edit', field: 'min_age', value: '40' },
        { type: 'filters.edit', field: 'max_age', value: '30' },
        { type: 'filters.submit' },
        done('loadRegions', regions),
        failed('loadRegions', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof membersMachine>) => {
        if (snapshot.matches({ results: 'loaded' })) expect(snapshot.context.pageSize).toBe(24);
      },
    });
    const searching = explore({ query: {} });
    const served = explore({ query: {}, firstPage: page(1) });
    expect(searching.missed.filter((transition) => served.missed.includes(transition))).toEqual([]);
    expect([...searching.errors, ...served.errors]).toEqual([]);
  });

  it('starts with the page it was served with: shown at once, no search, and the next page still asked for', async () => {
    const asked: SearchQuery[] = [];
    const actor = createActor(
      membersMachine.provide({
        actors: {
          loadRegions: fromPromise(async () => regions),
          searchMembers: fromPromise<SearchResults, SearchQuery>(async ({ input }) => {
            asked.push(input);
            return page(input.page ?? 1);
          }),
        },
      }),
      { input: { query: {}, firstPage: page(1) } },
    ).start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectMembers(actor.getSnapshot())).toEqual(page(1).results);
    expect(selectPageCount(actor.getSnapshot())).toBe(3);
    await flush();
    expect(asked).toEqual([]);
    actor.send({ type: 'members.page', page: 2 });
    await flush();
    expect(asked).toEqual([{ page: 2 }]);
    expect(selectMembers(actor.getSnapshot())).toEqual(page(2).results);
  });

  it('searches when the page came without results (null)', async () => {
    const asked: SearchQuery[] = [];
    const actor = createActor(
      membersMachine.provide({
        actors: {
          loadRegions: fromPromise(async () => regions),
          searchMembers: fromPromise<SearchResults, SearchQuery>(async ({ input }) => {
            asked.push(input);
            return page(1);
          }),
        },
      }),
      { input: { query: {}, firstPage: null } },
    ).start();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await flush();
    expect(asked).toEqual([{}]);
  });

  it('asks the server for the page the member chose and counts the pages', async () => {
    const asked: SearchQuery[] = [];
    const actor = createActor(
      membersMachine.provide({
        actors: {
          loadRegions: fromPromise(async () => regions),
          searchMembers: fromPromise<SearchResults, SearchQuery>(async ({ input }) => {
            asked.push(input);
            return page(input.page ?? 1);
          }),
        },
      }),
      { input: { query: { gender: 'female' } } },
    ).start();
    await flush();
    actor.send({ type: 'members.page', page: 3 });
    await flush();
    expect(asked).toEqual([{ gender: 'female' }, { gender: 'female', page: 3 }]);
    expect(selectPage(actor.getSnapshot())).toBe(3);
    expect(selectPageCount(actor.getSnapshot())).toBe(3);
  });
});
