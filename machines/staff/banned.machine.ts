import { assign, setup } from 'xstate';
import { StaffReason, type BannedMember, type UnbanRequest } from '../../io/entities/moderation';
import { promiseNotProvided } from '../shared/not-provided';

export interface BannedContext {
  readonly members: ReadonlyArray<BannedMember>;
  /** The member whose ban is being lifted, and why. */
  readonly unbanning: number | null;
  readonly reason: string;
}

export type BannedEvent =
  | { type: 'banned.unban'; memberId: number }
  | { type: 'banned.reason'; value: string }
  | { type: 'banned.confirm' }
  | { type: 'banned.cancel' }
  | { type: 'banned.reload' };

const requestOf = (context: BannedContext): UnbanRequest => {
  if (context.unbanning === null) throw new Error('an unban without a member');
  return { memberId: context.unbanning, reason: context.reason.trim() };
};

/** The banned members of the staff member's sites (issue 14), each ban liftable with a reason. */
export const bannedMachine = setup({
  types: { context: {} as BannedContext, events: {} as BannedEvent },
  actors: {
    loadBanned: promiseNotProvided<BannedMember[]>('loadBanned'),
    unban: promiseNotProvided<void, UnbanRequest>('unban'),
  },
  guards: {
    reasonGiven: ({ context }) => StaffReason.is(context.reason.trim()),
  },
}).createMachine({
  id: 'banned',
  context: { members: [], unbanning: null, reason: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBanned',
        src: 'loadBanned',
        onDone: { target: 'shown', actions: assign({ members: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'banned.reload': 'loading' } },
    shown: {
      on: {
        'banned.reload': 'loading',
        'banned.unban': { target: 'asking', actions: assign({ unbanning: ({ event }) => event.memberId, reason: '' }) },
      },
    },
    // Why the ban is lifted; `invalid`: confirmed without a reason; `refused`: the server did not lift it.
    asking: {
      initial: 'editing',
      states: { editing: {}, invalid: {}, refused: {} },
      on: {
        'banned.reason': { target: '.editing', actions: assign({ reason: ({ event }) => event.value }) },
        'banned.confirm': [{ guard: 'reasonGiven', target: 'unbanning' }, { target: '.invalid' }],
        'banned.cancel': { target: 'shown', actions: assign({ unbanning: null }) },
      },
    },
    unbanning: {
      invoke: {
        id: 'unban',
        src: 'unban',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'loading', actions: assign({ unbanning: null }) },
        onError: 'asking.refused',
      },
    },
  },
});
