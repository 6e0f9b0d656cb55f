import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';
import { landerDeckMachine, type LanderDeckEvent } from '../../machines/lander-deck/lander-deck.machine';
import { selectCanResume, selectCard, selectLastDecision, selectLiked, selectSignupUp } from '../../machines/lander-deck/selectors';
import { aMember } from '../support/fixtures';
import { exploreEveryTransition } from './support/transition-coverage';

type Snapshot = SnapshotFrom<typeof landerDeckMachine>;

const like = { type: 'deck.like' } as const;
const pass = { type: 'deck.pass' } as const;
const signup = { type: 'deck.signup' } as const;
const resume = { type: 'deck.resume' } as const;

const deckOf = (count: number): MemberSummary[] => Array.from({ length: count }, (_, index) => aMember(index + 1));

const dealt = (members: ReadonlyArray<MemberSummary>, events: ReadonlyArray<LanderDeckEvent> = []) => {
  const actor = createActor(landerDeckMachine, { input: { members } }).start();
  for (const event of events) actor.send(event);
  return actor;
};

describe('lander deck machine, model-based', () => {
  it('reaches every declared transition (a deck of three, and an empty one); a card shows exactly while swiping', () => {
    const explore = (count: number) =>
      exploreEveryTransition(landerDeckMachine, {
        input: { members: deckOf(count) },
        events: [like, pass, signup, resume],
        check: (snapshot: Snapshot) => {
          expect(selectCard(snapshot) !== null).toBe(snapshot.matches('swiping'));
          expect(selectSignupUp(snapshot)).toBe(!snapshot.matches('swiping'));
          expect(snapshot.context.position).toBeLessThanOrEqual(count);
        },
      });
    const [full, empty] = [explore(3), explore(0)];
    expect(full.missed.filter((name) => empty.missed.includes(name))).toEqual([]);
    expect([...full.errors, ...empty.errors]).toEqual([]);
  });
});

describe('lander deck', () => {
  it('shows the members one at a time, in order', () => {
    const deck = dealt(deckOf(3), [pass]);
    expect(selectCard(deck.getSnapshot())?.id).toBe(2);
    expect(selectLastDecision(deck.getSnapshot())).toEqual({ member: aMember(1), decision: 'pass' });
  });

  it('asks at once on a like: the form comes up with the member liked', () => {
    const deck = dealt(deckOf(3), [pass, like]);
    expect(selectSignupUp(deck.getSnapshot())).toBe(true);
    expect(selectLiked(deck.getSnapshot())?.id).toBe(2);
    expect(selectCard(deck.getSnapshot())).toBeNull();
  });

  it('ends in the form, with nobody liked, when the last card is passed', () => {
    const deck = dealt(deckOf(2), [pass, pass]);
    expect(selectSignupUp(deck.getSnapshot())).toBe(true);
    expect(selectLiked(deck.getSnapshot())).toBeNull();
    expect(selectCanResume(deck.getSnapshot())).toBe(false);
  });

  it('is the form at once without members (a site with none a visitor may see)', () => {
    const deck = dealt([]);
    expect(selectSignupUp(deck.getSnapshot())).toBe(true);
    expect(selectCanResume(deck.getSnapshot())).toBe(false);
  });

  it('goes to the form on "sign up now", and back to the same card', () => {
    const deck = dealt(deckOf(3), [pass, signup]);
    expect(selectSignupUp(deck.getSnapshot())).toBe(true);
    expect(selectLiked(deck.getSnapshot())).toBeNull();
    deck.send(resume);
    expect(selectCard(deck.getSnapshot())?.id).toBe(2);
  });

  it('goes back after a like to the next card, the like forgotten', () => {
    const deck = dealt(deckOf(3), [like, resume]);
    expect(selectCard(deck.getSnapshot())?.id).toBe(2);
    expect(selectLiked(deck.getSnapshot())).toBeNull();
    expect(selectLastDecision(deck.getSnapshot())).toBeNull();
  });

  it('liking the last card leaves nothing to go back to', () => {
    const deck = dealt(deckOf(1), [like]);
    expect(selectLiked(deck.getSnapshot())?.id).toBe(1);
    expect(selectCanResume(deck.getSnapshot())).toBe(false);
  });

  it('shows every member at most once, in order, and every like asks with the member liked', () => {
    const events = fc.constantFrom<LanderDeckEvent>(like, pass, signup, resume);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(events, { maxLength: 20 }), (count, sequence) => {
        const deck = dealt(deckOf(count));
        const shown: number[] = [];
        const note = () => {
          const card = selectCard(deck.getSnapshot());
          if (card !== null && shown.at(-1) !== card.id) shown.push(card.id);
        };
        note();
        for (const event of sequence) {
          const card = selectCard(deck.getSnapshot());
          deck.send(event);
          if (event.type === 'deck.like' && card !== null) expect(selectLiked(deck.getSnapshot())).toBe(card);
          note();
        }
        expect(shown).toEqual([...shown].sort((a, b) => a - b));
        expect(new Set(shown).size).toBe(shown.length);
      }),
    );
  });
});
