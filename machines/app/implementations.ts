import { fromCallback, fromPromise } from 'xstate';
import type { User } from '../../io/entities/user';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { timerActor } from '../shared/timer-actor';
import type { appMachine } from './app.machine';
import type { Credentials, TotalsChanged } from './types';

/** The app machine's side effects: the session and member-data calls, its timer and the totals sink. */
export const createAppImplementations = ({
  call,
  clock,
  publishTotals,
}: Pick<Platform, 'call' | 'clock' | 'publishTotals'>): Implementations<typeof appMachine> => ({
  actors: {
    loadUser: fromPromise(async ({ signal }) => (await call('getUser', { signal })).user),
    login: fromPromise<User, Credentials>(async ({ input, signal }) => {
      const body = { email: input.email, password: input.password, ...(input.reactivate ? { reactivate: true as const } : {}) };
      return (await call('login', { body, signal })).user;
    }),
    logout: fromPromise<void, void>(async ({ signal }) => {
      await call('logout', { signal });
    }),
    loadMemberData: fromPromise(async ({ signal }) => {
      const [user, chats, likes] = await Promise.all([call('getUser', { signal }), call('getChats', { signal }), call('getLikes', { signal })]);
      return { user: user.user, chats: chats.chats, likes };
    }),
    loadChatsAndLikes: fromPromise(async ({ signal }) => {
      const [chats, likes] = await Promise.all([call('getChats', { signal }), call('getLikes', { signal })]);
      return { chats: chats.chats, likes };
    }),
    timer: timerActor(clock),
    acknowledgeDelivery: fromPromise<void, { conversationId: number; messageId: number }>(async ({ input }) => {
      await call('acknowledgeDelivery', { query: { conversation_id: input.conversationId, message_id: input.messageId } });
    }),
    totalsSink: fromCallback<TotalsChanged, void>(({ receive }) => {
      receive((event) => publishTotals(event.count));
      return () => publishTotals(0);
    }),
  },
});
