import { describe, it } from 'vitest';
import { decide as decideAccount } from '../../server/modules/accounts/decide';
import { evolve as evolveAccount, initialState as initialAccount, type AccountEvent } from '../../server/modules/accounts/events';
import { decide } from '../../server/modules/blocks/decide';
import { evolve, initialState, type BlockEvent } from '../../server/modules/blocks/events';
import { deciderSpec } from './support/decider';

const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();

describe('block decider', () => {
  const spec = deciderSpec({ initialState, evolve }, decide);
  const blocked: BlockEvent = { type: 'MemberBlocked', data: { blockerId: 7, blockedId: 9, blockedAt: iso } };

  it('blocks a member once: blocking again records nothing', () => {
    spec.given([]).when({ type: 'BlockMember', data: { blocker: 7, blocked: 9, at } }).then([blocked]);
    spec.given([blocked]).when({ type: 'BlockMember', data: { blocker: 7, blocked: 9, at } }).then([]);
  });

  it('refuses to block oneself', () => {
    spec.given([]).when({ type: 'BlockMember', data: { blocker: 7, blocked: 7, at } }).thenRejects('with_self');
  });

  it('unblocks a blocked member, records nothing for one not blocked, and blocks again after an unblock', () => {
    const unblocked: BlockEvent = { type: 'MemberUnblocked', data: { blockerId: 7, blockedId: 9, unblockedAt: iso } };
    spec.given([blocked]).when({ type: 'UnblockMember', data: { blocker: 7, blocked: 9, at } }).then([unblocked]);
    spec.given([]).when({ type: 'UnblockMember', data: { blocker: 7, blocked: 9, at } }).then([]);
    spec.given([blocked, unblocked]).when({ type: 'BlockMember', data: { blocker: 7, blocked: 9, at } }).then([blocked]);
  });
});

describe('invisible mode (account decider)', () => {
  const spec = deciderSpec({ initialState: initialAccount, evolve: evolveAccount }, decideAccount);
  const registered: AccountEvent = {
    type: 'MemberRegistered',
    data: {
      memberId: 7, site: 'localhost', email: 'anna@example.test', passwordHash: '$argon2id$x', name: 'Anna', gender: 'female', birthDate: '1990-05-01',
      country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false, registeredAt: iso,
    },
  };
  const invisible: AccountEvent = { type: 'InvisibleModeChanged', data: { memberId: 7, invisible: true, changedAt: iso } };

  it('starts visible; changing the mode records it, choosing the current mode records nothing', () => {
    spec.given([registered]).when({ type: 'SetInvisibleMode', data: { invisible: false, at } }).then([]);
    spec.given([registered]).when({ type: 'SetInvisibleMode', data: { invisible: true, at } }).then([invisible]);
    spec.given([registered, invisible]).when({ type: 'SetInvisibleMode', data: { invisible: true, at } }).then([]);
    spec.given([registered, invisible]).when({ type: 'SetInvisibleMode', data: { invisible: false, at } })
      .then([{ type: 'InvisibleModeChanged', data: { memberId: 7, invisible: false, changedAt: iso } }]);
  });

  it('refuses an account that does not exist', () => {
    spec.given([]).when({ type: 'SetInvisibleMode', data: { invisible: true, at } }).thenRejects('not_registered');
  });
});
