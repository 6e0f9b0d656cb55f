import { assign, setup } from 'xstate';

export interface SignupModalContext {
  /** Counts the openings: each one starts a fresh form. */
  readonly openings: number;
}

export type SignupModalEvent = { type: 'signupModal.open' } | { type: 'signupModal.close' } | { type: 'route.changed' };

/**
 * Spec §2 signup modal (default and empty layouts): opened by a visitor's signup button on a desktop; it
 * closes when asked (the form decides whether it may be: not while signup is in progress) and whenever the
 * page changes, which is how it closes on the steps after signup and on the way to login.
 */
export const signupModalMachine = setup({
  types: { context: {} as SignupModalContext, events: {} as SignupModalEvent },
  actions: { count: assign({ openings: ({ context }) => context.openings + 1 }) },
}).createMachine({
  id: 'signupModal',
  context: { openings: 0 },
  initial: 'closed',
  states: {
    closed: { on: { 'signupModal.open': { target: 'open', actions: 'count' } } },
    open: { on: { 'signupModal.close': 'closed', 'route.changed': 'closed' } },
  },
});
