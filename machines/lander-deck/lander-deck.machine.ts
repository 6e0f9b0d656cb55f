import { assign, setup } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';

export interface LanderDeckInput {
  /** Members near the visitor, in the order the deck shows them. */
  readonly members: ReadonlyArray<MemberSummary>;
}

/** The visitor's last decision on a card: the card that leaves, and what the screen reader hears. */
export interface DeckDecision {
  readonly member: MemberSummary;
  readonly decision: 'like' | 'pass';
}

export interface LanderDeckContext {
  readonly members: ReadonlyArray<MemberSummary>;
  /** The card on show while swiping; `members.length` once every card has been decided. */
  readonly position: number;
  /** The member whose like brought the signup up (the "is it a match?" question), else null. */
  readonly liked: MemberSummary | null;
  readonly last: DeckDecision | null;
}

/** The card on show (null past the last one). */
export const cardOf = (context: LanderDeckContext): MemberSummary | null => context.members[context.position] ?? null;

export type LanderDeckEvent = { type: 'deck.like' } | { type: 'deck.pass' } | { type: 'deck.signup' } | { type: 'deck.resume' };

/**
 * The tinderswipe lander's deck (/landers/tinderswipe): the visitor passes (✗) or likes (♥) the members near
 * them one at a time. A like asks at once whether it is a match, which only signing up tells: the deck ends
 * in the signup form with that member. Passing the last card, a deck without members, or "sign up now" end
 * it in the form too. From the form the visitor may go back to the cards not yet seen.
 */
export const landerDeckMachine = setup({
  types: { context: {} as LanderDeckContext, input: {} as LanderDeckInput, events: {} as LanderDeckEvent },
  actions: {
    like: assign(({ context }) => {
      const member = cardOf(context);
      return { liked: member, last: member === null ? null : { member, decision: 'like' as const }, position: context.position + 1 };
    }),
    pass: assign(({ context }) => {
      const member = cardOf(context);
      return { last: member === null ? null : { member, decision: 'pass' as const }, position: context.position + 1 };
    }),
    forgetLike: assign({ liked: null, last: null }),
  },
  guards: {
    hasCards: ({ context }) => context.position < context.members.length,
    onLastCard: ({ context }) => context.position >= context.members.length - 1,
  },
}).createMachine({
  id: 'landerDeck',
  context: ({ input }) => ({ members: input.members, position: 0, liked: null, last: null }),
  initial: 'dealing',
  states: {
    dealing: {
      always: [{ guard: 'hasCards', target: 'swiping' }, { target: 'signup' }],
    },
    swiping: {
      on: {
        'deck.like': { target: 'signup', actions: 'like' },
        'deck.pass': [
          { guard: 'onLastCard', target: 'signup', actions: 'pass' },
          { actions: 'pass' },
        ],
        'deck.signup': 'signup',
      },
    },
    signup: {
      on: {
        'deck.resume': { guard: 'hasCards', target: 'swiping', actions: 'forgetLike' },
      },
    },
  },
});
