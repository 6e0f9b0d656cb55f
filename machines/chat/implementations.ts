import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { Conversation, SentMessage } from '../../io/entities/chat';
import type { ChatTarget, OutboxEntry } from '../../io/entities/outbox';
import type { Implementations } from '../shared/feature';
import type { OutboxCommand, Platform } from '../shared/platform';
import { timerActor } from '../shared/timer-actor';
import type { chatMachine } from './chat.machine';
import type { outboxMachine } from './outbox.machine';
import type { removalMachine } from './removal.machine';

const queryOf = (target: ChatTarget) => ('conversation_id' in target ? { id: target.conversation_id } : { member_id: target.member_id });

/** A conversation screen's calls, its view of the outbox and the live stream, and its timers. */
export const createChatImplementations = ({
  call,
  clock,
  outbox,
  live$,
  visible$,
  reloadMemberData,
  reportCredits,
}: Pick<Platform, 'call' | 'clock' | 'outbox' | 'live$' | 'visible$' | 'reloadMemberData' | 'reportCredits'>): Implementations<typeof chatMachine> => ({
  actors: {
    loadConversation: fromPromise<Conversation, ChatTarget>(async ({ input, signal }) => call('getConversation', { query: queryOf(input), signal })),
    // The list's unread count follows at once (spec §4: opening a conversation sets it to 0).
    markRead: fromPromise<void, number>(async ({ input, signal }) => {
      await call('markConversationRead', { query: { id: input }, signal });
      reloadMemberData();
    }),
    sendPhoto: fromPromise<SentMessage, { target: ChatTarget; file: Blob }>(async ({ input, signal }) => {
      const form = new FormData();
      form.append('photo', input.file);
      const sent = await call('sendChatPhoto', { query: input.target, form, signal });
      reportCredits(sent.credits);
      return sent;
    }),
    announceTyping: fromPromise<void, number>(async ({ input, signal }) => {
      await call('sendTyping', { body: { conversation_id: input }, signal });
    }),
    tellOutbox: fromPromise<void, OutboxCommand>(async ({ input }) => outbox.tell(input)),
    watchOutbox: fromCallback<EventObject, void>(({ sendBack }) => {
      const state = outbox.state$.subscribe(({ entries, sending }) => sendBack({ type: 'outbox.changed', entries, sending }));
      const sent = outbox.sent$.subscribe((event) => sendBack({ type: 'outbox.sent', sent: event }));
      return () => {
        state.unsubscribe();
        sent.unsubscribe();
      };
    }),
    watchLive: fromCallback<EventObject, void>(({ sendBack }) => {
      const subscription = live$.subscribe((signal) => sendBack({ type: 'live.signal', signal }));
      return () => subscription.unsubscribe();
    }),
    watchVisibility: fromCallback<EventObject, void>(({ sendBack }) => {
      const subscription = visible$.subscribe((visible) => sendBack({ type: 'page.visibility', visible }));
      return () => subscription.unsubscribe();
    }),
    timer: timerActor(clock),
  },
});

/** The outbox's one call: the message with the key it keeps for every attempt. */
export const createOutboxImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof outboxMachine> => ({
  actors: {
    sendEntry: fromPromise<SentMessage, OutboxEntry>(async ({ input, signal }) =>
      call('sendMessage', { body: { ...input.target, ...(input.gift === null ? { text: input.text } : { gift: input.gift }) }, idempotencyKey: input.key, signal }),
    ),
  },
});

/** Removing chats: off the list at once (the app), then on the server; a failure reloads the list. */
export const createRemovalImplementations = ({ call, hideChats, reloadMemberData }: Pick<Platform, 'call' | 'hideChats' | 'reloadMemberData'>): Implementations<typeof removalMachine> => ({
  actors: {
    deleteChats: fromPromise<void, ChatTarget>(async ({ input }) => {
      await call('deleteConversation', { query: queryOf(input) });
    }),
    hideChats: fromPromise<void, ChatTarget>(async ({ input }) => hideChats(input)),
    reloadChats: fromPromise<void, void>(async () => reloadMemberData()),
  },
});
