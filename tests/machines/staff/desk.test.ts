import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import type { DeskAnswerRequest, DeskQueue } from '../../../io/entities/desk';
import { deskMachine, draftFits } from '../../../machines/staff/desk.machine';
import { selectDeskPhase } from '../../../machines/staff/selectors';
import { done, failed, flush, inert, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';
import { aDeskConversation, aDeskWaiting } from './fixtures';

const http = (status: number) => ({ kind: 'http', status, body: { error: status === 409 ? 'conflict' : 'not_found' } });

describe('desk machine, model-based', () => {
  it('reaches every declared transition; writing always has a claimed conversation, the list never', () => {
    const provided = deskMachine.provide({ actors: { loadQueue: pending(), claim: pending(), answer: pending(), release: pending(), timer: inert() } });
    const exploration = exploreEveryTransition(provided, {
      events: [
        done('loadQueue', { waiting: [aDeskWaiting(1)], total: 1 }),
        failed('loadQueue', { kind: 'network' }),
        { type: 'desk.reload' },
        { type: 'timer.elapsed' },
        { type: 'desk.open', conversationId: 1 },
        done('claim', aDeskConversation(1)),
        failed('claim', http(409)),
        failed('claim', http(404)),
        failed('claim', { kind: 'network' }),
        { type: 'draft.change', text: 'Ja, ich bin da!' },
        { type: 'draft.change', text: 'x'.repeat(21) },
        { type: 'desk.send' },
        done('answer', undefined),
        failed('answer', http(409)),
        failed('answer', http(404)),
        failed('answer', { kind: 'http', status: 400, body: { error: 'invalid_input', field: 'text' } }),
        failed('answer', { kind: 'network' }),
        { type: 'desk.close' },
        done('release', undefined),
        failed('release', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof deskMachine>) => {
        if (snapshot.matches('writing') || snapshot.matches('sending')) expect(snapshot.context.conversation).not.toBeNull();
        if (snapshot.matches('list')) expect(snapshot.context.conversation).toBeNull();
        if (snapshot.matches('sending')) expect(draftFits(snapshot.context)).toBe(true);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

describe('desk machine', () => {
  it('claims, sends the trimmed answer once, and goes back to the queue saying it was sent', async () => {
    const answers: DeskAnswerRequest[] = [];
    let waiting = [aDeskWaiting(1), aDeskWaiting(2)];
    const actor = createActor(
      deskMachine.provide({
        actors: {
          loadQueue: fromPromise<DeskQueue, void>(async () => ({ waiting, total: waiting.length })),
          claim: fromPromise(async ({ input }: { input: { conversationId: number } }) => aDeskConversation(input.conversationId)),
          answer: fromPromise(async ({ input }: { input: DeskAnswerRequest }) => {
            answers.push(input);
            waiting = waiting.filter((entry) => entry.conversationId !== input.conversationId);
          }),
          release: fromPromise<void, { conversationId: number }>(async () => undefined),
          timer: fromCallback<EventObject, { ms: number }>(() => undefined),
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'desk.open', conversationId: 2 });
    await flush();
    expect(selectDeskPhase(actor.getSnapshot())).toBe('writing');
    actor.send({ type: 'desk.send' });
    expect(actor.getSnapshot().matches({ writing: 'invalid' })).toBe(true);
    actor.send({ type: 'draft.change', text: '  Ja, ich bin da!  ' });
    actor.send({ type: 'desk.send' });
    actor.send({ type: 'desk.send' });
    await flush();
    expect(answers).toEqual([{ conversationId: 2, text: 'Ja, ich bin da!' }]);
    expect(selectDeskPhase(actor.getSnapshot())).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ note: 'sent', draft: '', waiting: [aDeskWaiting(1)] });
    actor.stop();
  });

  it('renews the claim only while the writer types; a lapsed claim says so and keeps nothing claimed', async () => {
    const claims: number[] = [];
    const timers: Array<() => void> = [];
    const actor = createActor(
      deskMachine.provide({
        actors: {
          loadQueue: fromPromise<DeskQueue, void>(async () => ({ waiting: [aDeskWaiting(1)], total: 1 })),
          claim: fromPromise(async ({ input }: { input: { conversationId: number } }) => {
            claims.push(input.conversationId);
            if (claims.length > 2) throw http(409);
            return aDeskConversation(input.conversationId);
          }),
          answer: pending(),
          release: pending(),
          timer: fromCallback<EventObject, { ms: number }>(({ sendBack }) => {
            timers.push(() => sendBack({ type: 'timer.elapsed' }));
          }),
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'desk.open', conversationId: 1 });
    await flush();
    const elapse = async () => {
      timers.at(-1)?.();
      await flush();
    };
    await elapse();
    expect(claims).toEqual([1]);
    actor.send({ type: 'draft.change', text: 'Ja' });
    await elapse();
    expect(claims).toEqual([1, 1]);
    actor.send({ type: 'draft.change', text: 'Ja, ich' });
    await elapse();
    expect(claims).toEqual([1, 1, 1]);
    expect(selectDeskPhase(actor.getSnapshot())).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ note: 'expired', conversation: null });
    actor.stop();
  });
});
