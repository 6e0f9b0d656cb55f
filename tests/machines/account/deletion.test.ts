import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DiscountCode } from '../../../io/entities/discount';
import { deletionMachine } from '../../../machines/deletion/deletion.machine';
import {
  selectDeletionGeneralError, selectDeletionPassword, selectDeletionProblems, selectDeletionStep, selectStayDiscount,
} from '../../../machines/deletion/selectors';
import { done, failed, flush, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { refusal } from './fixtures';

const stayCode: DiscountCode = {
  code: 'BLIJF-4K2M', country: null, user_id: 1, expires: null, value_percentage: 30, currency: 'EUR', minimum_order_value: 0, status: 'active',
  validity: 'once', expired: false, paymentmethods: [],
};

const running = (answer: () => Promise<void>) => {
  const deleted: unknown[] = [];
  const left: string[] = [];
  const actor = createActor(
    deletionMachine.provide({
      actors: {
        loadStayDiscount: fromPromise<DiscountCode | null, void>(async () => stayCode),
        deleteAccount: fromPromise(async ({ input }) => {
          deleted.push(input);
          return answer();
        }),
        leaveAccount: fromPromise(async () => {
          left.push('left');
        }),
      },
    }),
  ).start();
  return { actor, deleted, left };
};

describe('deletion machine', () => {
  it('reaches every declared transition', () => {
    const exploration = exploreEveryTransition(
      deletionMachine.provide({ actors: { loadStayDiscount: pending(), deleteAccount: pending(), leaveAccount: pending() } }),
      {
        events: [
          { type: 'deletion.start' },
          done('loadStayDiscount', stayCode),
          failed('loadStayDiscount', { kind: 'network' }),
          { type: 'deletion.next' },
          { type: 'deletion.back' },
          { type: 'deletion.cancel' },
          { type: 'deletion.reason', reason: 'found_someone' },
          { type: 'deletion.comment', text: '\u0000' },
          { type: 'deletion.password', text: 'geheim' },
          { type: 'deletion.submit' },
          done('deleteAccount', undefined),
          failed('deleteAccount', refusal(403, 'wrong_password', 'password')),
          failed('deleteAccount', { kind: 'network' }),
        ],
        check: () => undefined,
      },
    );
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('offers the alternatives first, then asks a reason, then the password; then deletes and leaves', async () => {
    const { actor, deleted, left } = running(() => Promise.resolve());
    expect(selectDeletionStep(actor.getSnapshot())).toBe('closed');
    actor.send({ type: 'deletion.start' });
    await flush();
    expect(selectDeletionStep(actor.getSnapshot())).toBe('alternatives');
    expect(selectStayDiscount(actor.getSnapshot())?.code).toBe('BLIJF-4K2M');
    actor.send({ type: 'deletion.next' });
    actor.send({ type: 'deletion.next' });
    expect(selectDeletionStep(actor.getSnapshot())).toBe('reason');
    expect(selectDeletionProblems(actor.getSnapshot())).toEqual({ reason: 'required' });
    actor.send({ type: 'deletion.reason', reason: 'few_members' });
    actor.send({ type: 'deletion.comment', text: '  Te weinig mensen in mijn buurt ' });
    actor.send({ type: 'deletion.next' });
    expect(selectDeletionStep(actor.getSnapshot())).toBe('confirm');
    actor.send({ type: 'deletion.submit' });
    expect(selectDeletionProblems(actor.getSnapshot())).toEqual({ password: 'required' });
    expect(deleted).toEqual([]);
    actor.send({ type: 'deletion.password', text: 'geheim' });
    actor.send({ type: 'deletion.submit' });
    await flush();
    expect(deleted).toEqual([{ reason: 'few_members', comment: 'Te weinig mensen in mijn buurt', password: 'geheim' }]);
    expect(left).toEqual(['left']);
  });

  it('names a wrong password on its field and stays; another failure says so; neither leaves', async () => {
    const wrong = running(() => Promise.reject(refusal(403, 'wrong_password', 'password')));
    for (const event of [{ type: 'deletion.start' }, { type: 'deletion.next' }, { type: 'deletion.reason', reason: 'price' }, { type: 'deletion.next' }, { type: 'deletion.password', text: 'fout' }, { type: 'deletion.submit' }] as const) wrong.actor.send(event);
    await flush();
    expect(selectDeletionStep(wrong.actor.getSnapshot())).toBe('confirm');
    expect(selectDeletionProblems(wrong.actor.getSnapshot())).toEqual({ password: 'wrong' });
    expect(selectDeletionPassword(wrong.actor.getSnapshot())).toBe('');
    expect(wrong.deleted).toEqual([{ reason: 'price', password: 'fout' }]);
    expect(wrong.left).toEqual([]);
    const down = running(() => Promise.reject({ kind: 'network' }));
    for (const event of [{ type: 'deletion.start' }, { type: 'deletion.next' }, { type: 'deletion.reason', reason: 'time' }, { type: 'deletion.next' }, { type: 'deletion.password', text: 'geheim' }, { type: 'deletion.submit' }] as const) down.actor.send(event);
    await flush();
    expect(selectDeletionGeneralError(down.actor.getSnapshot())).toBe(true);
    expect(down.left).toEqual([]);
  });

  it('forgets what was chosen when the member cancels', async () => {
    const { actor } = running(() => Promise.resolve());
    for (const event of [{ type: 'deletion.start' }, { type: 'deletion.next' }, { type: 'deletion.reason', reason: 'other' }, { type: 'deletion.next' }, { type: 'deletion.password', text: 'geheim' }, { type: 'deletion.cancel' }] as const) actor.send(event);
    expect(selectDeletionStep(actor.getSnapshot())).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({ reason: null, comment: '', password: '' });
  });
});
