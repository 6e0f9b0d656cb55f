import type { Decision } from './swipe-game.machine';

/** How far a card must be dragged sideways to count as a decision; a shorter drag springs back. */
export const swipeThresholdPx = 96;

/** A drag released `dx` pixels from where it started: right is a like, left a pass, short is nothing. */
export const decisionOfDrag = (dx: number): Decision | null => (dx >= swipeThresholdPx ? 'like' : dx <= -swipeThresholdPx ? 'pass' : null);

/** The keys of the game (shown in its hint): → likes, ← passes. */
export const decisionOfKey = (key: string): Decision | null => (key === 'ArrowRight' ? 'like' : key === 'ArrowLeft' ? 'pass' : null);
