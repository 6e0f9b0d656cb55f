import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AutoLikeProfile } from '../../io/entities/member';
import { likesReloadDelayMs, matchModalMachine } from '../../machines/match-modal/match-modal.machine';
import { selectButton, selectIsOpen, selectProfile } from '../../machines/match-modal/selectors';
import { defaultMatchButton, matchModalOpenOnMatch, type MatchButton, type MatchModalContext, type MatchProfile } from '../../machines/match-modal/types';
import { aMember, someLikes } from '../support/fixtures';
import { done, failed, flush, inert, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';
import { createVirtualTime } from './support/virtual-time';

const autoLike: AutoLikeProfile = { id: 77, main_image: { match: 'avatars/77.svg' } };
const passed: MatchProfile = { id: 5, photo: 'avatars/5.svg' };
const chatButton: MatchButton = { label: 'matchModal.sendMessage', href: '/members/5/chat' };
const network = { kind: 'network' };

describe('match modal machine, model-based', () => {
  it('reaches every declared transition; open always shows a profile', () => {
    const exploration = exploreEveryTransition(
      matchModalMachine.provide({ actors: { loadAutoLike: pending(), timer: inert(), reloadLikes: pending() } }),
      {
        events: [
          { type: 'matchModal.open', profile: passed, button: chatButton },
          { type: 'matchModal.open' },
          done('loadAutoLike', autoLike),
          failed('loadAutoLike', network),
          { type: 'matchModal.close' },
          { type: 'timer.elapsed' },
          done('reloadLikes', undefined),
          failed('reloadLikes', new Error('app stopped')),
          { type: 'likes.changed', likes: someLikes(0, 1) },
          { type: 'likes.changed', likes: someLikes(1, 1) },
        ],
        check: (snapshot: SnapshotFrom<typeof matchModalMachine>) => {
          const context: MatchModalContext = snapshot.context;
          if (snapshot.matches({ modal: 'open' })) expect(context.profile).not.toBeNull();
          if (snapshot.matches({ modal: 'loading' })) expect(context.profile).toBeNull();
        },
      },
    );
    expect(exploration.declared).toBe(11);
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

/** The machine with an auto-like call answering `answer`, its timer in virtual time, and recorded reloads. */
const start = (answer: () => Promise<AutoLikeProfile>) => {
  const time = createVirtualTime();
  const calls = { loads: 0, reloads: [] as number[] };
  const actor = createActor(
    matchModalMachine.provide({
      actors: {
        loadAutoLike: fromPromise(() => {
          calls.loads += 1;
          return answer();
        }),
        timer: time.timerActor,
        reloadLikes: fromPromise<void, void>(async () => void calls.reloads.push(time.now())),
      },
    }),
  ).start();
  return { actor, calls, advance: time.advance };
};

describe('match modal, scenarios in virtual time', () => {
  it('without a profile fetches the auto-like profile, shows it, and reloads the likes 0.5 s later', async () => {
    const { actor, calls, advance } = start(async () => autoLike);
    actor.send({ type: 'matchModal.open' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    await advance(0);
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(selectProfile(actor.getSnapshot())).toEqual({ id: 77, photo: 'avatars/77.svg' });
    expect(selectButton(actor.getSnapshot())).toEqual(defaultMatchButton);
    await advance(likesReloadDelayMs - 1);
    expect(calls.reloads).toEqual([]);
    await advance(1);
    expect(calls.reloads).toEqual([likesReloadDelayMs]);
  });

  it('reloads the likes even when the modal was closed before the 0.5 s were up', async () => {
    const { actor, calls, advance } = start(async () => autoLike);
    actor.send({ type: 'matchModal.open' });
    await advance(100);
    actor.send({ type: 'matchModal.close' });
    await advance(1_000);
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(calls.reloads).toEqual([likesReloadDelayMs]);
  });

  it('stays closed and reloads nothing when the auto-like call fails', async () => {
    const { actor, calls, advance } = start(() => Promise.reject(network));
    actor.send({ type: 'matchModal.open' });
    await advance(1_000);
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    expect(calls).toEqual({ loads: 1, reloads: [] });
  });

  it('shows a passed profile and button at once, without a call or a reload', async () => {
    const { actor, calls, advance } = start(async () => autoLike);
    actor.send({ type: 'matchModal.open', profile: passed, button: chatButton });
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(selectProfile(actor.getSnapshot())).toBe(passed);
    expect(selectButton(actor.getSnapshot())).toBe(chatButton);
    await advance(1_000);
    expect(calls).toEqual({ loads: 0, reloads: [] });
  });

  it('does not take an unexpected error for a failed call: the actor stops loudly', async () => {
    const { actor } = start(() => Promise.reject(new TypeError('bug in a binding')));
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.send({ type: 'matchModal.open' });
    await flush();
    expect(errors).toHaveLength(1);
  });
});

type Command = { kind: 'openWith' } | { kind: 'openWithout' } | { kind: 'close' };
const commandArb = fc.oneof(
  fc.constant<Command>({ kind: 'openWith' }),
  fc.constant<Command>({ kind: 'openWithout' }),
  fc.constant<Command>({ kind: 'close' }),
);

describe('match modal, properties', () => {
  it('is open exactly when the last request was to open, shows what was asked for, and reloads once per fetched profile', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { maxLength: 12 }), async (commands) => {
        const { actor, calls, advance } = start(async () => autoLike);
        for (const command of commands) {
          if (command.kind === 'close') actor.send({ type: 'matchModal.close' });
          else actor.send({ type: 'matchModal.open', ...(command.kind === 'openWith' ? { profile: passed } : {}) });
          await advance(likesReloadDelayMs);
          const snapshot = actor.getSnapshot();
          expect(selectIsOpen(snapshot)).toBe(command.kind !== 'close');
          if (command.kind !== 'close') expect(selectProfile(snapshot)?.id).toBe(command.kind === 'openWith' ? passed.id : autoLike.id);
        }
        expect(calls.loads).toBe(commands.filter((c) => c.kind === 'openWithout').length);
        expect(calls.reloads).toHaveLength(calls.loads);
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });
});

describe('a match made on a screen (platform.announceMatch)', () => {
  it('opens on that member, with a button to a conversation with them', () => {
    const actor = createActor(matchModalMachine.provide({ actors: { loadAutoLike: pending(), timer: inert(), reloadLikes: pending() } })).start();
    actor.send(matchModalOpenOnMatch(aMember(9, { main_image: { filename: 'photos/9/a.jpg', thumb_filename: 'photos/9/a-card.jpg', status: 'active' } })));
    expect(selectIsOpen(actor.getSnapshot())).toBe(true);
    expect(selectProfile(actor.getSnapshot())).toEqual({ id: 9, photo: 'photos/9/a-card.jpg' });
    expect(selectButton(actor.getSnapshot())).toEqual({ label: 'matchModal.sendMessage', href: '/members/9/chat' });
  });

  it('shows no photo for a member without one, rather than another member\'s', () => {
    const actor = createActor(matchModalMachine.provide({ actors: { loadAutoLike: pending(), timer: inert(), reloadLikes: pending() } })).start();
    actor.send(matchModalOpenOnMatch(aMember(9, { main_image: null })));
    expect(selectProfile(actor.getSnapshot())).toEqual({ id: 9, photo: null });
  });
});
