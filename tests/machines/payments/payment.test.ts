import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { PaymentView } from '../../../io/entities/payment';
import type { User } from '../../../io/entities/user';
import { paymentMachine, paymentPollLimit, paymentPollMs } from '../../../machines/payment/payment.machine';
import { transactionsMachine } from '../../../machines/payment/transactions.machine';
import { selectPaymentPhase, selectTransactions, selectTransactionsFailed } from '../../../machines/payment/selectors';
import { done, failed, flush, inert, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { createVirtualTime } from '../support/virtual-time';
import { payment } from './fixtures';

const member = { id: 7, credits: 25, paid_user: true } as unknown as User;

/** The payment page on a server double whose answers come from `statuses` in turn (the last one repeats). */
const running = (statuses: ReadonlyArray<PaymentView['status'] | 'network'>) => {
  const time = createVirtualTime();
  const reported: User[] = [];
  let asked = 0;
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        loadPayment: fromPromise<PaymentView, string>(async () => {
          const status = statuses[Math.min(asked, statuses.length - 1)] ?? 'network';
          asked += 1;
          if (status === 'network') throw { kind: 'network' };
          return payment(status);
        }),
        refreshMember: fromPromise<User, void>(async () => {
          reported.push(member);
          return member;
        }),
        timer: time.timerActor,
      },
    }),
    { input: { paymentId: 'pay-1' } },
  ).start();
  return { actor, time, reported, asked: () => asked };
};

describe('payment machine', () => {
  it('reaches every declared transition', () => {
    const exploration = exploreEveryTransition(
      paymentMachine.provide({ actors: { loadPayment: pending(), refreshMember: pending(), timer: inert() } }),
      {
        // Two polls before "slow": the same transitions as thirty, in a graph small enough to walk at once.
        input: { paymentId: 'pay-1', pollLimit: 2 },
        events: [
          done('loadPayment', payment('paid')),
          done('loadPayment', payment('pending')),
          done('loadPayment', payment('open')),
          done('loadPayment', payment('canceled')),
          done('loadPayment', payment('refunded')),
          failed('loadPayment', { kind: 'network' }),
          { type: 'timer.elapsed' },
          { type: 'payment.retry' },
          done('refreshMember', member),
          failed('refreshMember', { kind: 'network' }),
        ],
        check: (snapshot: SnapshotFrom<typeof paymentMachine>) => expect(snapshot.context.polls).toBeLessThanOrEqual(2),
      },
    );
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('shows "being processed" and asks again every 2 s until the payment is paid, then tells the shell the new member once', async () => {
    const s = running(['open', 'pending', 'paid']);
    await flush();
    expect(selectPaymentPhase(s.actor.getSnapshot())).toBe('pending');
    await s.time.advance(paymentPollMs);
    expect(selectPaymentPhase(s.actor.getSnapshot())).toBe('pending');
    await s.time.advance(paymentPollMs);
    expect(selectPaymentPhase(s.actor.getSnapshot())).toBe('completed');
    await s.time.advance(paymentPollMs * 5);
    expect(s.asked()).toBe(3);
    expect(s.reported).toEqual([member]);
  });

  it("says 'Betaling mislukt' for a failed, cancelled or expired payment, and stops asking", async () => {
    for (const status of ['failed', 'canceled', 'expired'] as const) {
      const s = running(['open', status]);
      await s.time.advance(paymentPollMs * 3);
      expect(selectPaymentPhase(s.actor.getSnapshot())).toBe('failed');
      expect(s.asked()).toBe(2);
      expect(s.reported).toEqual([]);
    }
  });

  it('stops asking after a minute of "open" and says it takes longer; asking again starts over', async () => {
    const s = running(['open']);
    await s.time.advance(paymentPollMs * (paymentPollLimit + 5));
    expect(selectPaymentPhase(s.actor.getSnapshot())).toBe('slow');
    expect(s.asked()).toBe(paymentPollLimit);
    s.actor.send({ type: 'payment.retry' });
    await flush();
    expect(s.asked()).toBe(paymentPollLimit + 1);
    expect(selectPaymentPhase(s.actor.getSnapshot())).toBe('pending');
  });

  it('offers to try again when the payment could not be read, and reads it then', async () => {
    const s = running(['network', 'paid']);
    await flush();
    expect(selectPaymentPhase(s.actor.getSnapshot())).toBe('loadFailed');
    s.actor.send({ type: 'payment.retry' });
    await flush();
    expect(selectPaymentPhase(s.actor.getSnapshot())).toBe('completed');
  });
});

describe('transactions machine', () => {
  it('lists the payments, or offers to try again', async () => {
    let fail = true;
    const actor = createActor(
      transactionsMachine.provide({
        actors: {
          loadTransactions: fromPromise<ReadonlyArray<PaymentView>, void>(async () => {
            if (fail) throw { kind: 'network' };
            return [payment('paid'), payment('failed')];
          }),
        },
      }),
    ).start();
    await flush();
    expect(selectTransactionsFailed(actor.getSnapshot())).toBe(true);
    fail = false;
    actor.send({ type: 'transactions.retry' });
    await flush();
    expect(selectTransactions(actor.getSnapshot()).map((line) => line.status)).toEqual(['paid', 'failed']);
  });
});
