import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { LikeResult, Suggestion, SuggestionReason } from '../../io/entities/like';
import type { MemberSummary } from '../../io/entities/member';
import { matchFinderMachine } from '../../machines/match-finder/match-finder.machine';
import { selectCanLike, selectHasFailed, selectIsLoading, selectLiked, selectLikeFailed, selectSuggestions } from '../../machines/match-finder/selectors';
import { aMember } from '../support/fixtures';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const suggestion = (id: number, reason: SuggestionReason = 'your_age_range'): Suggestion => ({ profile: aMember(id), reason, distance_km: null });
const refused = { kind: 'http', status: 500, body: null };
const like = (id: number) => ({ type: 'matchFinder.like', member: aMember(id) }) as const;

type Snapshot = SnapshotFrom<typeof matchFinderMachine>;

/** What holds in every snapshot, whatever led there. */
const checkInvariants = (snapshot: Snapshot) => {
  const { liked, current, likeFailed, suggestions } = snapshot.context;
  expect(new Set(liked).size).toBe(liked.length);
  expect(selectCanLike(snapshot)).toBe(snapshot.matches('ready'));
  // The like running (or its match being announced) is about a member marked liked.
  if (snapshot.matches('liking') || snapshot.matches('announcing')) expect(liked).toContain(current?.id);
  // A refused like is unmarked, and shown as refused until the next like.
  if (likeFailed) {
    expect(snapshot.matches('ready')).toBe(true);
    expect(liked).not.toContain(current?.id);
  }
  // Nothing is shown before the server answered.
  if (selectIsLoading(snapshot) || selectHasFailed(snapshot)) expect(suggestions).toEqual([]);
};

describe('match finder machine, model-based', () => {
  it('reaches every declared transition, and every snapshot keeps the like invariants', () => {
    const exploration = exploreEveryTransition(
      matchFinderMachine.provide({ actors: { getSuggestions: pending(), giveLike: pending(), announceMatch: pending() } }),
      {
        events: [
          done('getSuggestions', [suggestion(5), suggestion(6)]),
          done('getSuggestions', []),
          failed('getSuggestions', { kind: 'network' }),
          { type: 'matchFinder.retry' },
          like(5),
          like(6),
          done('giveLike', { match: true }),
          done('giveLike', { match: false }),
          failed('giveLike', refused),
          done('announceMatch', undefined),
          failed('announceMatch', new Error('modal closed')),
        ],
        check: checkInvariants,
      },
    );
    expect(exploration.declared).toBeGreaterThanOrEqual(9);
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it('stops with a programming error in a like rather than showing it as a refused like', async () => {
    const errors: unknown[] = [];
    const actor = createActor(
      matchFinderMachine.provide({
        actors: {
          getSuggestions: fromPromise<ReadonlyArray<Suggestion>, void>(async () => [suggestion(5)]),
          giveLike: fromPromise<LikeResult, MemberSummary | null>(() => Promise.reject(new Error('bug in a binding'))),
          announceMatch: pending(),
        },
      }),
    );
    actor.subscribe({ error: (error: unknown) => errors.push(error) });
    actor.start();
    await flush();
    actor.send(like(5));
    await flush();
    expect(errors).toEqual([new Error('bug in a binding')]);
    expect(selectLikeFailed(actor.getSnapshot())).toBe(false);
  });
});

type Outcome = 'liked' | 'match' | 'refused';
type Step = { kind: 'like'; pick: number } | { kind: 'answer'; outcome: Outcome } | { kind: 'closeModal' };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('like' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('answer' as const), outcome: fc.constantFrom<Outcome>('liked', 'match', 'refused') }),
  fc.constant({ kind: 'closeModal' as const }),
);

const suggestionsArbitrary = fc
  .uniqueArray(fc.integer({ min: 2, max: 40 }), { minLength: 1, maxLength: 6 })
  .chain((ids) =>
    fc.tuple(...ids.map((id) => fc.constantFrom<SuggestionReason>('liked_you', 'near_you', 'your_age_range', 'like_those_you_liked').map((reason) => suggestion(id, reason)))),
  );

/**
 * A fake server whose answers the test gives one at a time: each like call waits until the test
 * answers it, and each match modal until the test closes it.
 */
const controlledServer = (suggestions: ReadonlyArray<Suggestion>) => {
  const likeCalls: number[] = [];
  const answers: Array<{ id: number; answer: (outcome: Outcome) => void }> = [];
  const announced: number[] = [];
  const modals: Array<() => void> = [];
  const actor = createActor(
    matchFinderMachine.provide({
      actors: {
        getSuggestions: fromPromise<ReadonlyArray<Suggestion>, void>(async () => suggestions),
        giveLike: fromPromise<LikeResult, MemberSummary | null>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              const id = input?.id ?? -1;
              likeCalls.push(id);
              answers.push({ id, answer: (outcome) => (outcome === 'refused' ? reject(refused) : resolve({ match: outcome === 'match' })) });
            }),
        ),
        announceMatch: fromPromise<void, MemberSummary | null>(
          ({ input }) =>
            new Promise((resolve) => {
              announced.push(input?.id ?? -1);
              modals.push(resolve);
            }),
        ),
      },
    }),
  ).start();
  return { actor, likeCalls, answers, announced, modals };
};

describe('match finder, properties', () => {
  it('likes each member at most once, one at a time, unmarks a refused like, and announces each matched like once', async () => {
    await fc.assert(
      fc.asyncProperty(suggestionsArbitrary, fc.array(stepArbitrary, { maxLength: 20 }), async (suggestions, steps) => {
        const server = controlledServer(suggestions);
        await flush();
        const accepted = new Set<number>();
        // How many like calls there were when each member's like was accepted: none may follow for that member.
        const callsWhenAccepted = new Map<number, number>();
        const matched: number[] = [];
        let refusedLast: number | null = null;
        for (const step of steps) {
          if (step.kind === 'like') {
            const member = suggestions[step.pick % suggestions.length]?.profile ?? aMember(-1);
            server.actor.send({ type: 'matchFinder.like', member });
          } else if (step.kind === 'answer') {
            const call = server.answers.shift();
            call?.answer(step.outcome);
            if (call !== undefined && step.outcome !== 'refused') {
              accepted.add(call.id);
              callsWhenAccepted.set(call.id, server.likeCalls.length);
            }
            if (call !== undefined && step.outcome === 'match') matched.push(call.id);
            if (call !== undefined) refusedLast = step.outcome === 'refused' ? call.id : null;
          } else {
            server.modals.shift()?.();
          }
          await flush();
          const snapshot = server.actor.getSnapshot();
          checkInvariants(snapshot);
          // One like at a time: never a second call while one waits for its answer.
          expect(server.answers.length).toBeLessThanOrEqual(1);
          const waiting = server.answers.map((call) => call.id);
          expect([...selectLiked(snapshot)].sort((a, b) => a - b)).toEqual([...accepted, ...waiting].sort((a, b) => a - b));
          if (refusedLast !== null && waiting.length === 0) {
            expect(selectLikeFailed(snapshot)).toBe(true);
            expect(selectLiked(snapshot)).not.toContain(refusedLast);
          }
        }
        // A member accepted once is never sent again; only a refused like may be tried again.
        for (const [id, calls] of callsWhenAccepted) expect(server.likeCalls.slice(calls)).not.toContain(id);
        expect(server.announced).toEqual(matched);
        server.actor.stop();
      }),
      { numRuns: 150 },
    );
  });

  it('shows exactly the suggestions the server gave, in its order, once it answered', async () => {
    await fc.assert(
      fc.asyncProperty(suggestionsArbitrary, fc.nat({ max: 3 }), async (suggestions, failures) => {
        let asked = 0;
        const actor = createActor(
          matchFinderMachine.provide({
            actors: {
              getSuggestions: fromPromise<ReadonlyArray<Suggestion>, void>(async () => {
                asked += 1;
                if (asked <= failures) throw { kind: 'network' };
                return suggestions;
              }),
              giveLike: pending(),
              announceMatch: pending(),
            },
          }),
        ).start();
        for (let attempt = 0; attempt < failures; attempt += 1) {
          await flush();
          expect(selectHasFailed(actor.getSnapshot())).toBe(true);
          expect(selectSuggestions(actor.getSnapshot())).toEqual([]);
          actor.send({ type: 'matchFinder.retry' });
        }
        await flush();
        expect(selectSuggestions(actor.getSnapshot())).toBe(suggestions);
        expect(asked).toBe(failures + 1);
        actor.stop();
      }),
      { numRuns: 50 },
    );
  });
});
