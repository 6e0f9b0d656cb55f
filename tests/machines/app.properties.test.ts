import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { appMachine } from '../../machines/app/app.machine';
import { attentionCount, badgeLabel } from '../../machines/app/totals';
import type { MemberData, TotalsChanged } from '../../machines/app/types';
import { aChat, aSettings, aUser, someLikes } from '../support/fixtures';
import { flush } from './support/actors';

const chatsArb = fc.array(fc.nat({ max: 150 }), { maxLength: 8 }).map((unread) => unread.map((n, i) => aChat(i + 1, n)));
const likesArb = fc.tuple(fc.nat({ max: 120 }), fc.nat({ max: 5 })).map(([fresh, seen]) => someLikes(fresh, seen));
const dataArb = fc.record({ chats: chatsArb, likes: likesArb }).map((d): MemberData => ({ user: aUser(), ...d }));

describe('attention count', () => {
  it('is the sum of unread messages and new likes, never negative', () => {
    fc.assert(
      fc.property(chatsArb, likesArb, (chats, likes) => {
        const expected =
          chats.reduce((sum, chat) => sum + chat.num_unread_messages, 0) + likes.liked_by.filter((l) => l.like_new).length;
        expect(attentionCount(chats, likes)).toBe(expected);
        expect(attentionCount(chats, likes)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('shows a badge only above zero, capped at 99+', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 500 }), (n) => {
        const label = badgeLabel(n);
        if (n <= 0) expect(label).toBeNull();
        else if (n > 99) expect(label).toBe('99+');
        else expect(label).toBe(String(n));
      }),
    );
  });
});

type Command =
  | { kind: 'elapse' }
  | { kind: 'push'; subscribed: boolean }
  | { kind: 'pushMessage' }
  | { kind: 'data'; data: MemberData };

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.constant<Command>({ kind: 'elapse' }),
  fc.boolean().map((subscribed): Command => ({ kind: 'push', subscribed })),
  fc.constant<Command>({ kind: 'pushMessage' }),
  dataArb.map((data): Command => ({ kind: 'data', data })),
);

describe('the running app, under any sequence of timers, push changes and loads', () => {
  it('waits exactly 300 s while push is subscribed (60 s otherwise) and publishes the true total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(commandArb, { maxLength: 25 }), async (initiallySubscribed, commands) => {
        let subscribed = initiallySubscribed;
        let next: MemberData = { user: aUser(), chats: [], likes: someLikes(0) };
        let elapse: () => void = () => undefined;
        const waits: Array<{ ms: number; subscribed: boolean }> = [];
        const totals: number[] = [];
        const actor = createActor(
          appMachine.provide({
            actors: {
              loadUser: fromPromise(async () => aUser()),
              login: fromPromise(async () => aUser()),
              logout: fromPromise<void, void>(async () => undefined),
              loadMemberData: fromPromise(async () => next),
              loadChatsAndLikes: fromPromise(async () => ({ chats: next.chats, likes: next.likes })),
              timer: fromCallback<EventObject, { ms: number }>(({ input, sendBack }) => {
                waits.push({ ms: input.ms, subscribed });
                elapse = () => sendBack({ type: 'timer.elapsed' });
              }),
              totalsSink: fromCallback<TotalsChanged, void>(({ receive }) => receive((event) => totals.push(event.count))),
            },
          }),
          { input: { settings: aSettings(), pushSubscribed: initiallySubscribed } },
        );
        actor.start();
        await flush();
        for (const command of commands) {
          if (command.kind === 'elapse') elapse();
          if (command.kind === 'push') {
            subscribed = command.subscribed;
            actor.send({ type: 'push.subscriptionChanged', subscribed });
          }
          if (command.kind === 'pushMessage') actor.send({ type: 'push.message' });
          if (command.kind === 'data') next = command.data;
          await flush();
          const { chats, likes } = actor.getSnapshot().context;
          expect(totals.at(-1)).toBe(attentionCount(chats, likes));
        }
        // The first wait is the 5 s start-up delay; every later one is the cadence.
        for (const wait of waits.slice(1)) expect(wait.ms).toBe(wait.subscribed ? 300_000 : 60_000);
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
