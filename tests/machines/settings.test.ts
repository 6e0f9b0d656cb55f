import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { BlockedMember } from '../../io/entities/block';
import { settingsMachine, type MemberSettings } from '../../machines/settings/settings.machine';
import { selectBlocked, selectChangeFailed, selectInvisible } from '../../machines/settings/selectors';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const blocked = (id: number): BlockedMember => ({ id, name: `Member ${id}`, main_image: null, blocked_at: '2026-11-20T10:00:00.000Z' });
const settings: MemberSettings = { blocked: [blocked(5), blocked(6)], invisible: false };

describe('settings machine', () => {
  it('reaches every declared transition; one change at a time', () => {
    const exploration = exploreEveryTransition(
      settingsMachine.provide({ actors: { loadSettings: pending(), unblockMember: pending(), setInvisible: pending() } }),
      {
        events: [
          done('loadSettings', settings),
          failed('loadSettings', { kind: 'network' }),
          { type: 'settings.retry' },
          { type: 'settings.unblock', id: 5 },
          { type: 'settings.unblock', id: 99 },
          done('unblockMember', undefined),
          failed('unblockMember', { kind: 'network' }),
          { type: 'settings.invisible', on: true },
          done('setInvisible', true),
          failed('setInvisible', { kind: 'network' }),
        ],
        check: (snapshot: SnapshotFrom<typeof settingsMachine>) => {
          expect(Object.keys(snapshot.children).length).toBeLessThanOrEqual(1);
        },
      },
    );
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('removes a member from the list only once the server unblocked them, and keeps invisible mode as the server confirmed', async () => {
    const unblocked: number[] = [];
    const actor = createActor(
      settingsMachine.provide({
        actors: {
          loadSettings: fromPromise(async () => settings),
          unblockMember: fromPromise<void, number>(async ({ input }) => {
            unblocked.push(input);
          }),
          setInvisible: fromPromise<boolean, boolean>(async () => Promise.reject({ kind: 'network' })),
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'settings.unblock', id: 5 });
    expect(selectBlocked(actor.getSnapshot()).map((member) => member.id)).toEqual([5, 6]);
    await flush();
    expect(unblocked).toEqual([5]);
    expect(selectBlocked(actor.getSnapshot()).map((member) => member.id)).toEqual([6]);
    actor.send({ type: 'settings.invisible', on: true });
    await flush();
    expect(selectInvisible(actor.getSnapshot())).toBe(false);
    expect(selectChangeFailed(actor.getSnapshot())).toBe(true);
  });
});
