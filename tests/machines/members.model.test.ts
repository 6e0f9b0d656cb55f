import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SearchQuery, SearchResults } from '../../io/entities/search';
import { membersMachine } from '../../machines/members/members.machine';
import { selectPage, selectPageCount } from '../../machines/members/selectors';
import { aMember } from '../support/fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const page = (n: number): SearchResults => ({ results: [aMember(n)], pageNumber: n, numResults: 50, pageSize: 24 });

describe('members machine', () => {
  it('reaches every declared transition; loaded snapshots always hold a page of results', () => {
    const exploration = exploreEveryTransition(membersMachine.provide({ actors: { searchMembers: pending() } }), {
      input: { query: {} },
      events: [
        done('searchMembers', page(1)),
        failed('searchMembers', { kind: 'network' }),
        { type: 'members.page', page: 2 },
        { type: 'members.page', page: 1 },
        { type: 'members.retry' },
      ],
      check: (snapshot: SnapshotFrom<typeof membersMachine>) => {
        if (snapshot.matches('loaded')) expect(snapshot.context.pageSize).toBe(24);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('asks the server for the page the member chose and counts the pages', async () => {
    const asked: SearchQuery[] = [];
    const actor = createActor(
      membersMachine.provide({
        actors: {
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
