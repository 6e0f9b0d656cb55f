import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyActorRef, type AnyEventObject, type EventObject } from 'xstate';
import { startRecording } from '../../../app/recorder';
import { recordable, Recording } from '../../../io/recording';
import { appMachine } from '../../../machines/app/app.machine';
import type { Credentials, MemberData } from '../../../machines/app/types';
import { connectivityMachine } from '../../../machines/connectivity/connectivity.machine';
import { progressMachine } from '../../../machines/progress/progress.machine';
import { replayRecording } from '../../../machines/statecharts/replay';
import { aChat, aSettings, aUser, someLikes } from '../../support/fixtures';
import { flush } from '../support/actors';

/** What the outside world does next in a generated session. */
type Command =
  | { kind: 'send'; target: 'app' | 'connectivity' | 'progress'; event: AnyEventObject }
  | { kind: 'answer'; ok: boolean }
  | { kind: 'tick' };

const appEvents: AnyEventObject[] = [
  { type: 'session.login', email: 'kim@example.test', password: 'secret-1' },
  { type: 'session.login', email: ' ', password: '' },
  { type: 'session.logout' },
  { type: 'session.expired' },
  { type: 'session.retry' },
  { type: 'push.message' },
  { type: 'push.subscriptionChanged', subscribed: true },
  { type: 'credits.changed', credits: 7 },
  { type: 'notice.dismiss' },
];

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.constantFrom(...appEvents).map((event) => ({ kind: 'send' as const, target: 'app' as const, event })),
  fc.constantFrom({ type: 'connectivity.online' }, { type: 'connectivity.offline' }).map((event) => ({ kind: 'send' as const, target: 'connectivity' as const, event })),
  fc.constantFrom({ type: 'progress.start' }, { type: 'progress.done' }).map((event) => ({ kind: 'send' as const, target: 'progress' as const, event })),
  fc.boolean().map((ok) => ({ kind: 'answer' as const, ok })),
  fc.constant({ kind: 'tick' as const }),
);

/**
 * A session as the app runs it: real machines whose invoked calls answer when the session says (with data
 * or a network failure) and whose timers fire on a tick, all watched by the recorder.
 */
const runSession = async (commands: ReadonlyArray<Command>, inlined: boolean): Promise<Recording> => {
  let now = 1_000;
  const recorder = startRecording({ tab: 'tab', now: () => (now += 1) });
  const waiting: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void; answer: unknown }> = [];
  const timers = new Set<(event: EventObject) => void>();
  const call = <T, Input = void>(answer: T) => fromPromise<T, Input>(() => new Promise<T>((resolve, reject) => waiting.push({ resolve: resolve as (value: unknown) => void, reject, answer })));
  const timer = fromCallback<EventObject, { ms: number }>(({ sendBack }) => {
    timers.add(sendBack);
    return () => timers.delete(sendBack);
  });
  const data: MemberData = { user: aUser({ credits: 3 }), chats: [aChat(1, 2)], likes: someLikes(1) };
  const app = createActor(
    appMachine.provide({
      actors: {
        loadUser: call(aUser()),
        login: call<ReturnType<typeof aUser>, Credentials>(aUser({ credits: 2 })),
        logout: call<void>(undefined),
        loadMemberData: call(data),
        loadChatsAndLikes: call<Pick<MemberData, 'chats' | 'likes'>>({ chats: data.chats, likes: data.likes }),
        acknowledgeDelivery: call<void, { conversationId: number; messageId: number }>(undefined),
        timer,
        totalsSink: fromCallback(() => undefined),
      },
    }),
    { input: { settings: aSettings(), pushSubscribed: false, ...(inlined ? { session: { user: null } } : {}) }, inspect: recorder.inspect },
  );
  const connectivity = createActor(connectivityMachine, { input: { online: true }, inspect: recorder.inspect });
  const progress = createActor(progressMachine.provide({ actors: { timer } }), { inspect: recorder.inspect });
  const targets: Record<'app' | 'connectivity' | 'progress', AnyActorRef> = { app, connectivity, progress };
  for (const actor of [app, connectivity, progress]) actor.start();
  for (const next of commands) {
    if (next.kind === 'send') targets[next.target].send(next.event);
    if (next.kind === 'tick') for (const fire of [...timers]) fire({ type: 'timer.elapsed' });
    if (next.kind === 'answer') {
      const pending = waiting.shift();
      if (next.ok) pending?.resolve(pending.answer);
      else pending?.reject({ kind: 'network' });
    }
    await flush();
  }
  progress.stop();
  return recorder.recording();
};

describe('session replay', () => {
  it('replay(record(session)) reaches the recorded snapshot at every step, for generated sessions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 40 }), fc.boolean(), async (commands, inlined) => {
        const recording = await runSession(commands, inlined);
        // What a download keeps: the recording through JSON, decoded with its codec.
        const decoded = Recording.decode(JSON.parse(JSON.stringify(recording)));
        if (decoded._tag === 'Left') throw new Error('the recording does not decode');
        const replays = replayRecording(decoded.right);
        expect(replays.map((replay) => replay.actor.machine).sort()).toEqual(['app', 'connectivity', 'progress']);
        for (const replay of replays) {
          const recordedSteps = recording.steps.filter((step) => step.actor === replay.actor.actor);
          expect(replay.checks).toHaveLength(recordedSteps.length);
          expect(replay.checks.filter((check) => !check.matches).map((check) => check.event)).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('records what the adapters delivered as events from their actors: answers and timer ticks', async () => {
    const recording = await runSession(
      [
        { kind: 'send', target: 'app', event: appEvents[0] as EventObject },
        { kind: 'answer', ok: true },
        { kind: 'answer', ok: true },
        { kind: 'tick' },
      ],
      true,
    );
    const app = recording.steps.filter((step) => recording.actors.find((actor) => actor.actor === step.actor)?.machine === 'app');
    expect(app.map((step) => [step.event.type, step.source])).toEqual([
      ['xstate.init', 'outside'],
      ['session.login', 'outside'],
      ['xstate.done.actor.login', 'login'],
      ['xstate.done.actor.loadChatsAndLikes', 'loadChatsAndLikes'],
      ['timer.elapsed', 'timer'],
    ]);
    expect(app.at(-1)?.snapshot.value).toEqual({ loggedIn: 'refreshing' });
    expect(replayRecording(recording).every((replay) => replay.checks.every((check) => check.matches))).toBe(true);
  });

  it('finds a machine that does not reach the recorded snapshot (a recording edited by hand, or another version)', async () => {
    const recording = await runSession([{ kind: 'send', target: 'connectivity', event: { type: 'connectivity.offline' } }], true);
    const edited: Recording = {
      ...recording,
      steps: recording.steps.map((step) => (step.event.type === 'connectivity.offline' ? { ...step, snapshot: { ...step.snapshot, value: 'online' } } : step)),
    };
    const connectivity = replayRecording(edited).find((replay) => replay.actor.machine === 'connectivity');
    expect(connectivity?.checks.map((check) => [check.event, check.matches])).toEqual([
      ['xstate.init', true],
      ['connectivity.offline', false],
    ]);
  });

  it('masks the secrets that form events carry under another name: an IBAN, an SMS code, a new password, a link token', () => {
    const events = [
      { type: 'dd.field', field: 'iban', value: 'NL91ABNA0417164300' },
      { type: 'dd.code', value: '123456' },
      { type: 'password.field', field: 'old_password', value: 'old-secret' },
      { type: 'reset.repeat', value: 'new-secret' },
      { type: 'deletion.password', text: 'gone-secret' },
    ];
    const recorded = JSON.stringify(recordable({ events, context: { token: 'abcdef', code: '654321' } }));
    for (const secret of ['NL91ABNA0417164300', '123456', 'old-secret', 'new-secret', 'gone-secret', 'abcdef', '654321']) expect(recorded).not.toContain(secret);
    // What they are stays readable, and their lengths stay (a guard on a length replays alike).
    expect(recordable(events[0])).toEqual({ type: 'dd.field', field: 'iban', value: '•'.repeat(18) });
  });

  it('masks secrets in what it records, so a recording never holds a password in clear', async () => {
    const recording = await runSession([{ kind: 'answer', ok: false }, { kind: 'send', target: 'app', event: appEvents[0] as EventObject }], false);
    const file = JSON.stringify(recording);
    expect(file).not.toContain('secret-1');
    expect(file).toContain('"password":"••••••••"');
  });
});
