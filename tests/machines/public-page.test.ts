import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { PublicNeeds, PublicPageData } from '../../io/public-page';
import { publicNeedsOf } from '../../machines/public-page/needs';
import { publicPageMachine } from '../../machines/public-page/public-page.machine';
import { selectCompany, selectHasFailed, selectMemberTeaser, selectTeasers } from '../../machines/public-page/selectors';
import { routeOf } from '../../machines/shell/route-table';
import { aCompany, aMember } from '../support/fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const teasers = { members: [aMember(7)] };
const needs = (path: string): PublicNeeds => publicNeedsOf(routeOf(path), path);

describe('what a public page needs', () => {
  it.each<[string, PublicNeeds]>([
    ['/pages/terms', { company: true, teasers: false, member: null }],
    ['/pricing', { company: true, teasers: false, member: null }],
    ['/', { company: false, teasers: true, member: null }],
    ['/landers/tinderswipe', { company: false, teasers: true, member: null }],
    ['/landers/maplanding/summer', { company: false, teasers: true, member: null }],
    ['/members/42/landing', { company: false, teasers: false, member: 42 }],
    ['/members/42/signup', { company: false, teasers: false, member: 42 }],
    ['/members/42/landing3/x', { company: false, teasers: false, member: 42 }],
    ['/members', { company: false, teasers: false, member: null }],
    ['/nowhere/at/all', { company: false, teasers: false, member: null }],
  ])('%s', (path, expected) => {
    expect(needs(path)).toEqual(expected);
  });
});

describe('public page machine', () => {
  it('reaches every declared transition, from a page served with its data and from one without', () => {
    const machine = publicPageMachine.provide({ actors: { loadPublicData: pending() } });
    const explore = (served: PublicPageData) =>
      exploreEveryTransition(machine, {
        input: { needs: needs('/'), served },
        events: [done('loadPublicData', { teasers }), failed('loadPublicData', new Error('offline')), { type: 'page.retry' }],
        check: (snapshot) => {
          const { context } = snapshot as SnapshotFrom<typeof publicPageMachine>;
          if (snapshot.matches('ready')) expect(context.data.teasers).toEqual(teasers);
        },
      });
    const [bare, served] = [explore({}), explore({ teasers })];
    expect(bare.missed.filter((transition) => served.missed.includes(transition))).toEqual([]);
    expect([...bare.errors, ...served.errors]).toEqual([]);
  });

  it('is ready at once with what the page was served with, and calls for nothing', () => {
    const asked: PublicNeeds[] = [];
    const actor = createActor(
      publicPageMachine.provide({ actors: { loadPublicData: fromPromise<PublicPageData, PublicNeeds>(async ({ input }) => (asked.push(input), {})) } }),
      { input: { needs: needs('/'), served: { teasers } } },
    ).start();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectTeasers(actor.getSnapshot())).toEqual(teasers.members);
    expect(asked).toEqual([]);
  });

  it('loads only what is missing, keeps what was served, and tries again after a failure', async () => {
    const asked: PublicNeeds[] = [];
    let fail = true;
    const actor = createActor(
      publicPageMachine.provide({
        actors: {
          loadPublicData: fromPromise<PublicPageData, PublicNeeds>(async ({ input }) => {
            asked.push(input);
            if (fail) throw new Error('offline');
            return { company: aCompany(), member: null };
          }),
        },
      }),
      { input: { needs: { company: true, teasers: true, member: 3 }, served: { teasers } } },
    ).start();
    await flush();
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    fail = false;
    actor.send({ type: 'page.retry' });
    await flush();
    expect(asked).toEqual([{ company: true, teasers: false, member: 3 }, { company: true, teasers: false, member: 3 }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(selectCompany(actor.getSnapshot())?.name).toBe(aCompany().name);
    expect(selectTeasers(actor.getSnapshot())).toEqual(teasers.members);
    expect(selectMemberTeaser(actor.getSnapshot())).toBeNull();
  });
});
