import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { memberDataMachine } from '../../../machines/staff/member-data.machine';
import { done, failed, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

const deleted = { kind: 'http', status: 409, body: { error: 'account_deleted' } };

describe('member data machine, model-based', () => {
  it('reaches every declared transition; an export or erasure request always names the member and a reason', () => {
    const exploration = exploreEveryTransition(memberDataMachine.provide({ actors: { exportData: pending(), requestErasure: pending() } }), {
      events: [
        { type: 'data.export', memberId: 7 },
        { type: 'data.erase', memberId: 7 },
        { type: 'data.reason', value: 'Gevraagd per brief' },
        { type: 'data.reason', value: ' ' },
        { type: 'data.confirm' },
        { type: 'data.cancel' },
        done('exportData', undefined),
        failed('exportData', { kind: 'network' }),
        done('requestErasure', undefined),
        failed('requestErasure', deleted),
        failed('requestErasure', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof memberDataMachine>) => {
        if (snapshot.matches('exporting') || snapshot.matches('erasing')) {
          expect(snapshot.context.memberId).toBe(7);
          expect(snapshot.context.reason.trim()).not.toBe('');
        }
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('tells the screen the member changed once the erasure is requested, or found requested already', () => {
    for (const outcome of [done('requestErasure', undefined), failed('requestErasure', deleted)]) {
      const actor = createActor(memberDataMachine.provide({ actors: { exportData: pending(), requestErasure: pending() } })).start();
      const changed: number[] = [];
      actor.on('member.changed', (event) => changed.push(event.memberId));
      actor.send({ type: 'data.erase', memberId: 7 });
      actor.send({ type: 'data.confirm' });
      expect(actor.getSnapshot().matches({ erasureAsked: 'invalid' })).toBe(true);
      actor.send({ type: 'data.reason', value: 'Gevraagd per brief' });
      actor.send({ type: 'data.confirm' });
      actor.send(outcome as never);
      expect(changed).toEqual([7]);
      expect(actor.getSnapshot().matches('idle')).toBe(true);
    }
  });
});
