import { assertEvent, assign, sendTo, setup, spawnChild, type ErrorActorEvent } from 'xstate';
import type { User } from '../../io/entities/user';
import type { Chat, LikesOverview } from '../../io/entities/chat';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';
import { httpFailureOf, isAuthenticationRequired } from '../shared/http-failure';
import { firstRefreshMs, refreshDelayMs } from './cadence';
import { loginErrorOf, missingCredential } from './login-error';
import { attentionCount } from './totals';
import type { AppContext, AppEvent, AppInput, Credentials, MemberData, TotalsChanged } from './types';

/**
 * The root of the browser: the session (loading the member, login, logout, expiry) and, while logged
 * in, the refresh cadence that keeps user, chats and likes current. Side effects are actors the app
 * provides; time arrives as `timer.elapsed` from the timer actor.
 */
export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    loadUser: promiseNotProvided<User>('loadUser'),
    login: promiseNotProvided<User, Credentials>('login'),
    logout: promiseNotProvided<void>('logout'),
    loadMemberData: promiseNotProvided<MemberData>('loadMemberData'),
    loadChatsAndLikes: promiseNotProvided<{ chats: ReadonlyArray<Chat>; likes: LikesOverview }>('loadChatsAndLikes'),
    timer: callbackNotProvided<{ ms: number }>('timer'),
    acknowledgeDelivery: promiseNotProvided<void, { conversationId: number; messageId: number }>('acknowledgeDelivery'),
    totalsSink: callbackNotProvided<void, TotalsChanged>('totalsSink'),
  },
  guards: {
    credentialsComplete: ({ event }) => {
      assertEvent(event, 'session.login');
      return missingCredential(event.email, event.password) === null;
    },
    isLoggedOutAnswer: ({ event }) => 'error' in event && isAuthenticationRequired(httpFailureOf(event.error)),
    // The page came with the session inlined (server/http/pages.ts): who is here is already known.
    inlinedMember: ({ context }) => context.inlinedSession && context.user !== null,
    inlinedVisitor: ({ context }) => context.inlinedSession && context.user === null,
    isMessageToMember: ({ event }) => event.type === 'live.changed' && event.signal.type === 'message' && !event.signal.from_me,
  },
  actions: {
    storeUser: assign({ user: (_, user: User) => user, loginError: null }),
    storeMemberData: assign((_, data: Partial<MemberData>) => data),
    storeLoginError: assign({ loginError: (_, error: unknown) => loginErrorOf(httpFailureOf(error)), notice: null }),
    // A login that brings a deleted account back greets the member with it once it succeeds.
    expectNotice: assign({
      notice: ({ event }) => {
        assertEvent(event, 'session.login');
        return event.reactivate === true ? 'reactivated' : null;
      },
    }),
    storeNotice: assign({
      notice: ({ event }) => {
        assertEvent(event, 'session.started');
        return event.notice ?? null;
      },
    }),
    dismissNotice: assign({ notice: null }),
    storeMissingCredential: assign({
      loginError: ({ event }) => {
        assertEvent(event, 'session.login');
        return missingCredential(event.email, event.password);
      },
    }),
    forgetMember: assign({ user: null, chats: [], likes: null, notice: null }),
    storeCredits: assign({
      user: ({ context, event }) => {
        assertEvent(event, 'credits.changed');
        return context.user === null ? null : { ...context.user, credits: event.credits };
      },
    }),
    removeChats: assign({
      chats: ({ context, event }) => {
        assertEvent(event, 'chats.removed');
        const { target } = event;
        return context.chats.filter((chat) => ('conversation_id' in target ? chat.conversation.id !== target.conversation_id : chat.profile.id !== target.member_id));
      },
    }),
    // The message reached this tab: its sender sees "delivered". A lost receipt only leaves "sent" showing.
    acknowledgeDelivery: spawnChild('acknowledgeDelivery', {
      input: ({ event }) => {
        assertEvent(event, 'live.changed');
        if (event.signal.type !== 'message') throw new Error('acknowledgeDelivery: not a message notice');
        return { conversationId: event.signal.conversation_id, messageId: event.signal.message_id };
      },
    }),
    forgetInlinedSession: assign({ inlinedSession: false }),
    storePushSubscription: assign({
      pushSubscribed: ({ event }) => {
        assertEvent(event, 'push.subscriptionChanged');
        return event.subscribed;
      },
    }),
    publishTotals: sendTo('totalsSink', ({ context }): TotalsChanged => ({
      type: 'totals.changed',
      count: attentionCount(context.chats, context.likes),
    })),
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({
    settings: input.settings,
    user: input.session?.user ?? null,
    inlinedSession: input.session !== undefined,
    chats: [],
    likes: null,
    loginError: null,
    notice: null,
    pushSubscribed: input.pushSubscribed,
  }),
  on: {
    'push.subscriptionChanged': { actions: 'storePushSubscription' },
    // The composer's price and every other setting shown follow a published change without a reload.
    'settings.changed': {
      actions: assign({
        settings: ({ event }) => {
          assertEvent(event, 'settings.changed');
          return event.settings;
        },
      }),
    },
    // Wherever the session was, the server now has this member logged in: start their session afresh
    // (another member's chats and likes go; the lists load for this one).
    'session.started': {
      target: '.loggedIn',
      reenter: true,
      actions: ['forgetMember', { type: 'storeUser', params: ({ event }) => event.user }, 'storeNotice'],
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['listsLoading'],
      always: [
        { guard: 'inlinedMember', target: 'loggedIn', actions: 'forgetInlinedSession' },
        { guard: 'inlinedVisitor', target: 'loggedOut', actions: 'forgetInlinedSession' },
      ],
      invoke: {
        id: 'loadUser',
        src: 'loadUser',
        onDone: { target: 'loggedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        onError: [{ guard: 'isLoggedOutAnswer', target: 'loggedOut' }, { target: 'unavailable' }],
      },
    },
    unavailable: {
      on: { 'session.retry': 'loading' },
    },
    loggedOut: {
      entry: 'forgetMember',
      on: {
        'session.login': [{ guard: 'credentialsComplete', target: 'loggingIn', actions: 'expectNotice' }, { actions: 'storeMissingCredential' }],
      },
    },
    loggingIn: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return { email: event.email, password: event.password, reactivate: event.reactivate === true };
        },
        onDone: { target: 'loggedIn', actions: { type: 'storeUser', params: ({ event }) => event.output } },
        onError: { target: 'loggedOut', actions: { type: 'storeLoginError', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
    loggedIn: {
      invoke: { id: 'totalsSink', src: 'totalsSink' },
      entry: 'publishTotals',
      on: {
        'session.logout': 'loggingOut',
        'session.expired': 'loggedOut',
        // Wherever the cadence is, a push message or a notice on the live stream means new chats or likes:
        // fetch them now.
        'push.message': { target: '.reloadingChatsAndLikes', reenter: true },
        'live.changed': [
          { guard: 'isMessageToMember', target: '.reloadingChatsAndLikes', reenter: true, actions: 'acknowledgeDelivery' },
          { target: '.reloadingChatsAndLikes', reenter: true },
        ],
        'credits.changed': { actions: 'storeCredits' },
        'user.changed': { actions: { type: 'storeUser', params: ({ event }) => event.user } },
        'notice.dismiss': { actions: 'dismissNotice' },
        'chats.removed': { actions: ['removeChats', 'publishTotals'] },
      },
      // The member just arrived (user call or login answer): chats and likes load at once, not a cycle
      // later; until their first answer the lists say they are loading (tag listsLoading).
      initial: 'loadingLists',
      states: {
        loadingLists: {
          tags: ['listsLoading'],
          invoke: {
            id: 'loadChatsAndLikes',
            src: 'loadChatsAndLikes',
            onDone: { target: 'awaitingFirstRefresh', actions: [{ type: 'storeMemberData', params: ({ event }) => event.output }, 'publishTotals'] },
            onError: 'retryingLists',
          },
          // A push message or live notice during the first load asks for the same: start it again.
          on: { 'push.message': { target: 'loadingLists', reenter: true }, 'live.changed': { target: 'loadingLists', reenter: true } },
        },
        // No answer yet to show: try again after the first-cycle delay, still loading.
        retryingLists: {
          tags: ['listsLoading'],
          invoke: { id: 'timer', src: 'timer', input: { ms: firstRefreshMs } },
          on: { 'timer.elapsed': 'loadingLists', 'push.message': 'loadingLists', 'live.changed': 'loadingLists' },
        },
        awaitingFirstRefresh: {
          invoke: { id: 'timer', src: 'timer', input: { ms: firstRefreshMs } },
          on: { 'timer.elapsed': 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'loadMemberData',
            src: 'loadMemberData',
            onDone: { target: 'waiting', actions: [{ type: 'storeMemberData', params: ({ event }) => event.output }, 'publishTotals'] },
            // A failed cycle keeps what we have; the next one tries again.
            onError: 'waiting',
          },
        },
        reloadingChatsAndLikes: {
          invoke: {
            id: 'loadChatsAndLikes',
            src: 'loadChatsAndLikes',
            onDone: { target: 'waiting', actions: [{ type: 'storeMemberData', params: ({ event }) => event.output }, 'publishTotals'] },
            onError: 'waiting',
          },
        },
        waiting: {
          invoke: { id: 'timer', src: 'timer', input: ({ context }) => ({ ms: refreshDelayMs(context.pushSubscribed) }) },
          on: {
            'timer.elapsed': 'refreshing',
            // Re-entering restarts the timer with the delay that fits the new subscription.
            'push.subscriptionChanged': { target: 'waiting', reenter: true, actions: 'storePushSubscription' },
          },
        },
      },
    },
    loggingOut: {
      invoke: { id: 'logout', src: 'logout', onDone: 'loggedOut', onError: 'loggedOut' },
    },
  },
});
