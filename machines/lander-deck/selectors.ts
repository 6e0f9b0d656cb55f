import type { SnapshotFrom } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';
import { cardOf, type DeckDecision, type landerDeckMachine } from './lander-deck.machine';

type DeckSnapshot = SnapshotFrom<typeof landerDeckMachine>;

/** The card on show, or null once the deck has ended in the signup form. */
export const selectCard = (s: DeckSnapshot): MemberSummary | null => (s.matches('swiping') ? cardOf(s.context) : null);
/** The deck has ended: the signup form is up. */
export const selectSignupUp = (s: DeckSnapshot): boolean => s.matches('signup');
/** The member the visitor liked, whose match the form is to reveal; null when the deck ended otherwise. */
export const selectLiked = (s: DeckSnapshot): MemberSummary | null => (s.matches('signup') ? s.context.liked : null);
/** The visitor's last decision (the card leaving, the announcement), or null. */
export const selectLastDecision = (s: DeckSnapshot): DeckDecision | null => s.context.last;
/** Cards not yet seen are left to go back to from the form. */
export const selectCanResume = (s: DeckSnapshot): boolean => s.can({ type: 'deck.resume' });
