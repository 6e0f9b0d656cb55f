import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SentMessage } from '../../io/entities/chat';
import { rendezvous } from '../../server/demo/sites';
import type { Database } from '../../server/db/database';
import type { AccountCommand, AccountRejection } from '../../server/modules/accounts/decide';
import { useTestApp } from './support/app';
import { ledgerFacts, registerSender, runOnAccount, type Sender } from './support/credits-model';
import { drivers } from './support/database';
import { idOf } from './support/members';

// A model test of the credits ledger through the real app on a real database: each history is rounds of
// operations run at once (sends over HTTP with an Idempotency-Key, purchases, grants and refunds through
// the account commands, each on a connection of the pool), and after every round the ledger must add up.
// CREDITS_MODEL_RUNS sets the number of histories (`npm run bench` runs 10,000).

const runs = Number(process.env['CREDITS_MODEL_RUNS'] ?? '') || 50;
const messageCredits = rendezvous.message_credits;

type Op =
  | { readonly kind: 'send'; readonly key: string; readonly to: 0 | 1 }
  | { readonly kind: 'purchase'; readonly paymentId: string; readonly credits: number }
  | { readonly kind: 'grant'; readonly grantId: string; readonly credits: number }
  | { readonly kind: 'refund'; readonly refundId: string; readonly paymentId: string; readonly credits: number };

/** Few keys and ids, so that retries (the same key, payment, grant or refund again) are common. */
const op: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('send' as const), key: fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5'), to: fc.constantFrom(0 as const, 1 as const) }), weight: 3 },
  fc.record({ kind: fc.constant('purchase' as const), paymentId: fc.constantFrom('p1', 'p2'), credits: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('grant' as const), grantId: fc.constantFrom('g1', 'g2'), credits: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('refund' as const), refundId: fc.constantFrom('r1', 'r2'), paymentId: fc.constantFrom('p1', 'p2'), credits: fc.integer({ min: 1, max: 4 }) }),
);

/** The first answer stored for a key: a replay must give it back unchanged. */
interface Stored {
  readonly status: number;
  readonly messageId: number | null;
}

/** What the history has settled so far, from the answers the app gave. */
interface Model {
  readonly answers: Map<string, Stored>;
  readonly seen: Set<string>;
  readonly messageIds: number[];
  balance: number;
}

interface Real {
  readonly app: ReturnType<typeof useTestApp>['app'];
  readonly db: Database;
  readonly sender: Sender;
  readonly recipients: readonly [number, number];
}

type Outcome =
  | { readonly op: Extract<Op, { kind: 'send' }>; readonly status: number; readonly replayed: boolean; readonly messageId: number | null }
  | { readonly op: Exclude<Op, { kind: 'send' }>; readonly rejected: AccountRejection | null; readonly recorded: boolean; readonly credits: number };

const commandOf = (o: Exclude<Op, { kind: 'send' }>, at: Date): AccountCommand => {
  switch (o.kind) {
    case 'purchase':
      return { type: 'PurchaseCredits', data: { paymentId: o.paymentId, credits: o.credits, at } };
    case 'grant':
      return { type: 'GrantCredits', data: { grantId: o.grantId, credits: o.credits, reason: 'correction', at } };
    case 'refund':
      return { type: 'RefundCredits', data: { refundId: o.refundId, paymentId: o.paymentId, credits: o.credits, at } };
  }
};

const idOfOp = (o: Exclude<Op, { kind: 'send' }>): string =>
  o.kind === 'purchase' ? `p:${o.paymentId}` : o.kind === 'grant' ? `g:${o.grantId}` : `r:${o.refundId}`;

const perform = async (real: Real, o: Op): Promise<Outcome> => {
  const at = new Date('2026-11-22T10:00:00.000Z');
  if (o.kind !== 'send') {
    const decision = await runOnAccount(real.db, real.sender.memberId, commandOf(o, at));
    if (decision.kind === 'rejected') return { op: o, rejected: decision.reason, recorded: false, credits: 0 };
    const [event] = decision.events;
    const credits = event === undefined || !('credits' in event.data) ? 0 : event.data.credits;
    return { op: o, rejected: null, recorded: event !== undefined, credits: o.kind === 'refund' ? -credits : credits };
  }
  const response = await real.app.inject({
    method: 'POST', url: '/api/chat.php', payload: { member_id: real.recipients[o.to], text: `Bericht ${o.key}` },
    headers: { cookie: real.sender.cookie, 'idempotency-key': o.key },
  });
  const body: unknown = response.json();
  return {
    op: o, status: response.statusCode, replayed: response.headers['idempotent-replayed'] === 'true', messageId: SentMessage.is(body) ? body.message.id : null,
  };
};

/** Checks one send's answer against what the model knew before the round, and records in the model what it settles. */
const settleSend = (model: Model, before: ReadonlyMap<string, Stored>, outcome: Extract<Outcome, { status: number }>): void => {
  const { op: { key }, status, replayed, messageId } = outcome;
  // 200 sent, 402 not enough credits, 409 another request of the member's wrote first (nothing kept: retry).
  expect([200, 402, 409]).toContain(status);
  if (status === 200) expect(messageId).not.toBeNull();
  const earlier = before.get(key);
  if (earlier !== undefined) expect({ status, replayed, messageId }).toEqual({ ...earlier, replayed: true });
  if (status === 409) return;
  const first = model.answers.get(key);
  if (first !== undefined) {
    expect({ status, replayed, messageId }).toEqual({ ...first, replayed: true });
    return;
  }
  expect(replayed).toBe(false);
  model.answers.set(key, { status, messageId });
  if (status === 200 && messageId !== null) {
    model.messageIds.push(messageId);
    model.balance -= messageCredits;
  }
};

/** What a round's checks need to know besides the outcomes. */
interface RoundFacts {
  /** Payment, grant and refund ids (p:, g:, r:) recorded before the round. */
  readonly seenBefore: ReadonlySet<string>;
  /** Payments bought in the round. */
  readonly purchased: ReadonlySet<string>;
  /** The id of each purchase, grant and refund of the round. */
  readonly ids: ReadonlyArray<string>;
}

/** Checks a purchase, grant or refund against what the model knew before the round. */
const settleCommand = (model: Model, round: RoundFacts, outcome: Extract<Outcome, { rejected: unknown }>) => {
  const { seenBefore, purchased, ids } = round;
  const { op: o, rejected, recorded, credits } = outcome;
  const id = idOfOp(o);
  if (seenBefore.has(id)) expect({ rejected, recorded }).toEqual({ rejected: null, recorded: false });
  // A refund of a payment the member never made, with a refund id of its own, is refused.
  const alone = ids.filter((other) => other === id).length === 1 && !seenBefore.has(id);
  if (o.kind === 'refund' && alone && !seenBefore.has(`p:${o.paymentId}`) && !purchased.has(o.paymentId)) expect(rejected).toBe('unknown_payment');
  if (o.kind !== 'refund') expect(rejected).toBeNull();
  if (rejected !== null) expect(['unknown_payment', 'refund_exceeds_payment']).toContain(rejected);
  model.balance += credits;
  // Accepted: recorded now, or by a twin of this round that ran first.
  if (rejected === null) model.seen.add(id);
};

class Round implements fc.AsyncCommand<Model, Real> {
  constructor(readonly ops: ReadonlyArray<Op>) {}

  check = () => true;

  async run(model: Model, real: Real): Promise<void> {
    const before = new Map(model.answers);
    const seenBefore = new Set(model.seen);
    const outcomes = await Promise.all(this.ops.map((o) => perform(real, o)));
    const facts: RoundFacts = {
      seenBefore,
      purchased: new Set(this.ops.flatMap((o) => (o.kind === 'purchase' ? [o.paymentId] : []))),
      ids: this.ops.flatMap((o) => (o.kind === 'send' ? [] : [idOfOp(o)])),
    };
    // A twin of the same key that executed settles before the one that replayed its answer.
    const byExecutedFirst = [...outcomes].sort((a, b) => Number('replayed' in a && a.replayed) - Number('replayed' in b && b.replayed));
    for (const outcome of byExecutedFirst) {
      if ('status' in outcome) settleSend(model, before, outcome);
      else settleCommand(model, facts, outcome);
    }
    const ledger = await ledgerFacts(real.db, real.sender.memberId);
    expect(ledger.balance).toBe(model.balance);
    expect(ledger.ledgerSum).toBe(ledger.balance);
    expect(ledger.balance).toBeGreaterThanOrEqual(0);
    const sent = [...model.messageIds].sort((a, b) => a - b);
    expect(ledger.messageIds).toEqual(sent);
    expect(ledger.chargedMessageIds).toEqual(messageCredits > 0 ? sent : []);
    for (const [id, n] of ledger.eventsPerId) expect({ id, n }).toEqual({ id, n: 1 });
    // One conversation with each member written to, however many first messages raced.
    expect(ledger.partners).toEqual([...new Set(ledger.partners)]);
  }

  toString = () => `Round(${this.ops.map((o) => JSON.stringify(o)).join(', ')})`;
}

const round = fc.array(op, { minLength: 1, maxLength: 4 }).map((ops) => new Round(ops));

describe.each(drivers)('the credits ledger under concurrent sends, purchases, grants and refunds on %s', (driver) => {
  const t = useTestApp(driver, { demoMembers: 0 });

  it(`keeps the balance the sum of the ledger, never below 0, each message stored and charged once (${String(runs)} histories)`, async () => {
    const recipients = [await idOf(t.db, 'demo@rendezvous.test'), await idOf(t.db, 'premium@rendezvous.test')] as const;
    await fc.assert(
      fc.asyncProperty(fc.commands([round], { maxCommands: 6 }), async (rounds) => {
        const setup = async (): Promise<{ model: Model; real: Real }> => ({
          model: { answers: new Map(), seen: new Set(), messageIds: [], balance: 0 },
          real: { app: t.app, db: t.db, sender: await registerSender(t.db, t.clock.now()), recipients },
        });
        await fc.asyncModelRun(setup, rounds);
      }),
      { numRuns: runs },
    );
  }, 60_000 + runs * 2_000);
});
