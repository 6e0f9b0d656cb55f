import { assertEvent, assign, setup, spawnChild, type ErrorActorEvent } from 'xstate';
import type { Conversation, SentMessage } from '../../io/entities/chat';
import type { GiftId } from '../../io/entities/gift';
import type { LiveSignal } from '../../io/entities/live';
import type { ChatTarget, OutboxEntry } from '../../io/entities/outbox';
import { httpFailureOf } from '../shared/http-failure';
import { callbackNotProvided, promiseNotProvided } from '../shared/not-provided';
import type { OutboxCommand } from '../shared/platform';
import { changesConversation, keepingNewer, needsReading, pendingHere, withSent } from './conversation';
import { photoFailureOf, type PhotoFailure } from './outbox';
import type { OutboxSent } from './outbox.machine';

export interface ChatInput {
  /** The route's target: /chats/{id} names the conversation, /members/{id}/chat the member. */
  readonly target: ChatTarget;
  /** The site's message_length (spec §9): the longest message the input takes. */
  readonly messageLength: number;
}

export interface ChatContext extends ChatInput {
  readonly conversation: Conversation | null;
  /** Why the last photo was not sent (its own call: too big for the outbox's storage), or null. */
  readonly photoFailure: PhotoFailure | null;
  /** The member's whole outbox (the screen shows the entries of this conversation) and the key on its way. */
  readonly outbox: ReadonlyArray<OutboxEntry>;
  readonly sending: string | null;
  readonly draft: string;
  /** Whether the page can be seen: only then is the conversation marked read. */
  readonly visible: boolean;
  /** The outbox key each stored message had, so its bubble keeps its identity (no re-announcement). */
  readonly sentKeys: Readonly<Record<number, string>>;
}

export type ChatEvent =
  | { type: 'chat.draft'; text: string }
  | { type: 'chat.send' }
  /** An opening line of the icebreaker modal, sent as it is (spec §1). */
  | { type: 'chat.sendLine'; text: string }
  | { type: 'chat.sendGift'; gift: GiftId }
  | { type: 'chat.sendPhoto'; file: Blob }
  | { type: 'chat.dismissPhoto' }
  /** The gift picker and the icebreaker lines open over the conversation, one at a time. */
  | { type: 'chat.openGifts' }
  | { type: 'chat.openLines' }
  | { type: 'chat.closePanel' }
  | { type: 'chat.retry'; key: string }
  | { type: 'chat.discard'; key: string }
  | { type: 'chat.reload' }
  | { type: 'live.signal'; signal: LiveSignal }
  | { type: 'outbox.changed'; entries: ReadonlyArray<OutboxEntry>; sending: string | null }
  | { type: 'outbox.sent'; sent: OutboxSent }
  | { type: 'page.visibility'; visible: boolean }
  | { type: 'typing.shownOver' }
  | { type: 'typing.pauseOver' };

/** How long "is typing" shows after the last typing notice, and how often the member's own typing is announced. */
export const typingShownMs = 6_000;
export const typingAnnouncedEveryMs = 4_000;

const conversationIdOf = (context: Pick<ChatContext, 'conversation'>): number | null => context.conversation?.conversation?.id ?? null;

const outboxCommand = (command: OutboxCommand) => command;

/** Into the conversation once it exists, so a message never starts a second one. */
const targetOf = (context: Pick<ChatContext, 'conversation' | 'target'>): ChatTarget => {
  const conversationId = conversationIdOf(context);
  return conversationId === null ? context.target : { conversation_id: conversationId };
};

/**
 * One conversation screen (spec §2, §4, issue 8): loads the conversation, keeps it current from the live
 * stream (a message, a receipt or a reopened stream reloads it), marks it read while open, shows the other
 * member typing, announces the member's own typing, and hands what the member writes to the outbox, whose
 * entries for this conversation it shows until the server has stored them.
 */
export const chatMachine = setup({
  types: {
    input: {} as ChatInput,
    context: {} as ChatContext,
    events: {} as ChatEvent,
  },
  actors: {
    loadConversation: promiseNotProvided<Conversation, ChatTarget>('loadConversation'),
    markRead: promiseNotProvided<void, number>('markRead'),
    sendPhoto: promiseNotProvided<SentMessage, { target: ChatTarget; file: Blob }>('sendPhoto'),
    announceTyping: promiseNotProvided<void, number>('announceTyping'),
    tellOutbox: promiseNotProvided<void, OutboxCommand>('tellOutbox'),
    watchOutbox: callbackNotProvided('watchOutbox'),
    watchLive: callbackNotProvided('watchLive'),
    watchVisibility: callbackNotProvided('watchVisibility'),
    timer: callbackNotProvided<{ ms: number; done?: string }>('timer'),
  },
  actions: {
    // A reload that left before a send was stored answers without it: what this tab already shows stays.
    store: assign(({ context }, conversation: Conversation) => ({ conversation: keepingNewer(conversation, context.conversation) })),
    storeVisibility: assign({
      visible: ({ event }) => {
        assertEvent(event, 'page.visibility');
        return event.visible;
      },
    }),
    storeDraft: assign({
      draft: ({ context, event }) => {
        assertEvent(event, 'chat.draft');
        return event.text.slice(0, context.messageLength);
      },
    }),
    queueDraft: spawnChild('tellOutbox', {
      input: ({ context }) => outboxCommand({ type: 'queue', target: targetOf(context), text: context.draft.trim(), gift: null }),
    }),
    clearDraft: assign({ draft: '' }),
    queueLine: spawnChild('tellOutbox', {
      input: ({ context, event }) => {
        assertEvent(event, 'chat.sendLine');
        return outboxCommand({ type: 'queue', target: targetOf(context), text: event.text, gift: null });
      },
    }),
    queueGift: spawnChild('tellOutbox', {
      input: ({ context, event }) => {
        assertEvent(event, 'chat.sendGift');
        return outboxCommand({ type: 'queue', target: targetOf(context), text: '', gift: event.gift });
      },
    }),
    forgetPhotoFailure: assign({ photoFailure: null }),
    storePhotoFailure: assign({ photoFailure: (_, error: unknown) => photoFailureOf(httpFailureOf(error)) }),
    storeSentPhoto: assign(({ context }, sent: SentMessage) => ({ conversation: withSent(context.conversation, sent) })),
    retry: spawnChild('tellOutbox', {
      input: ({ event }) => {
        assertEvent(event, 'chat.retry');
        return outboxCommand({ type: 'retry', key: event.key });
      },
    }),
    discard: spawnChild('tellOutbox', {
      input: ({ event }) => {
        assertEvent(event, 'chat.discard');
        return outboxCommand({ type: 'discard', key: event.key });
      },
    }),
    storeOutbox: assign(({ event }) => {
      assertEvent(event, 'outbox.changed');
      return { outbox: event.entries, sending: event.sending };
    }),
    storeSent: assign(({ context, event }) => {
      assertEvent(event, 'outbox.sent');
      const { sent, key } = event.sent;
      return { conversation: withSent(context.conversation, sent), sentKeys: { ...context.sentKeys, [sent.message.id]: key } };
    }),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
  guards: {
    sendable: ({ context }) => context.draft.trim() !== '',
    sentHere: ({ context, event }) => {
      assertEvent(event, 'outbox.sent');
      const here = pendingHere(context.outbox, context.target, context.conversation);
      return here.some((entry) => entry.key === event.sent.key) || event.sent.sent.message.conversation_id === conversationIdOf(context);
    },
    changesConversation: ({ context, event }) => {
      assertEvent(event, 'live.signal');
      return changesConversation(event.signal, conversationIdOf(context));
    },
    isPartnerMessage: ({ context, event }) => {
      assertEvent(event, 'live.signal');
      const { signal } = event;
      return signal.type === 'message' && !signal.from_me && signal.conversation_id === conversationIdOf(context);
    },
    isPartnerTyping: ({ context, event }) => {
      assertEvent(event, 'live.signal');
      return event.signal.type === 'typing' && event.signal.conversation_id === conversationIdOf(context);
    },
    hasUnread: ({ context }) => context.visible && context.conversation !== null && needsReading(context.conversation),
    isSignal: ({ event }) => event.type === 'live.signal' && event.signal.type !== 'typing' && event.signal.type !== 'settings',
    canAnnounceTyping: ({ context, event }) => {
      assertEvent(event, 'chat.draft');
      return event.text.trim() !== '' && conversationIdOf(context) !== null;
    },
    isNotFound: (_, error: unknown) => {
      const failure = httpFailureOf(error);
      return failure.kind === 'http' && (failure.status === 404 || failure.status === 400);
    },
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({ ...input, conversation: null, photoFailure: null, outbox: [], sending: null, draft: '', visible: true, sentKeys: {} }),
  invoke: [
    { id: 'watchOutbox', src: 'watchOutbox' },
    { id: 'watchLive', src: 'watchLive' },
    { id: 'watchVisibility', src: 'watchVisibility' },
  ],
  on: {
    'outbox.changed': { actions: 'storeOutbox' },
    'chat.draft': { actions: 'storeDraft' },
    'page.visibility': { actions: 'storeVisibility' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      // A notice during the first load may be newer than its answer: load again.
      on: { 'live.signal': { guard: 'isSignal', target: 'loading', reenter: true } },
      invoke: {
        id: 'loadConversation',
        src: 'loadConversation',
        input: ({ context }) => context.target,
        onDone: { target: 'ready', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isNotFound', params: ({ event }: { event: ErrorActorEvent }) => event.error }, target: 'notFound' },
          { target: 'loadFailed', actions: { type: 'checkFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
        ],
      },
    },
    notFound: {},
    loadFailed: { on: { 'chat.reload': 'loading' } },
    ready: {
      type: 'parallel',
      on: {
        'chat.send': { guard: 'sendable', actions: ['queueDraft', 'clearDraft'] },
        'chat.retry': { actions: 'retry' },
        'chat.discard': { actions: 'discard' },
        'outbox.sent': { guard: 'sentHere', actions: 'storeSent' },
      },
      states: {
        // What the server has: reloaded on every notice about this conversation; read while it is open.
        sync: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'hasUnread', target: 'marking' }, { target: 'current' }] },
            current: {
              on: {
                'live.signal': { guard: 'changesConversation', target: 'reloading' },
                // Seen now: what came in while the page was hidden is read now.
                'page.visibility': { target: 'checking', actions: 'storeVisibility' },
              },
            },
            reloading: {
              invoke: {
                id: 'reloadConversation',
                src: 'loadConversation',
                input: ({ context }) => context.target,
                onDone: { target: 'checking', actions: { type: 'store', params: ({ event }) => event.output } },
                // What is shown stays; the next notice or a reopened stream brings it.
                onError: 'current',
              },
              on: { 'live.signal': { guard: 'changesConversation', target: 'reloading', reenter: true } },
            },
            marking: {
              invoke: { id: 'markRead', src: 'markRead', input: ({ context }) => conversationIdOf(context) ?? 0, onDone: 'current', onError: 'current' },
              on: { 'live.signal': { guard: 'changesConversation', target: 'reloading' } },
            },
          },
        },
        partner: {
          initial: 'quiet',
          states: {
            quiet: { on: { 'live.signal': { guard: 'isPartnerTyping', target: 'typing' } } },
            typing: {
              tags: ['partnerTyping'],
              invoke: { id: 'typingShown', src: 'timer', input: { ms: typingShownMs, done: 'typing.shownOver' } },
              on: {
                'typing.shownOver': 'quiet',
                'live.signal': [
                  { guard: 'isPartnerTyping', target: 'typing', reenter: true },
                  // Their message has arrived: they are no longer typing it.
                  { guard: 'isPartnerMessage', target: 'quiet' },
                ],
              },
            },
          },
        },
        panel: {
          initial: 'closed',
          // Handled in this region: a target in the parallel parent would restart every other region.
          on: { 'chat.openGifts': '.gifts', 'chat.openLines': '.lines', 'chat.closePanel': '.closed' },
          states: {
            closed: {},
            // A gift or a line is sent only from its open panel, once: a stray or repeated event charges nothing.
            gifts: { tags: ['giftsOpen'], on: { 'chat.sendGift': { target: 'closed', actions: 'queueGift' } } },
            lines: { tags: ['linesOpen'], on: { 'chat.sendLine': { target: 'closed', actions: 'queueLine' } } },
          },
        },
        // A photo goes straight to the server with a progress state; a refusal stays until dismissed or retried.
        photo: {
          initial: 'idle',
          states: {
            idle: { on: { 'chat.sendPhoto': 'sending' } },
            sending: {
              tags: ['photoSending'],
              invoke: {
                id: 'sendPhoto',
                src: 'sendPhoto',
                // Entered by chat.sendPhoto only: the file comes with it.
                input: ({ context, event }) => {
                  assertEvent(event, 'chat.sendPhoto');
                  return { target: targetOf(context), file: event.file };
                },
                onDone: { target: 'idle', actions: { type: 'storeSentPhoto', params: ({ event }) => event.output } },
                onError: { target: 'failed', actions: { type: 'storePhotoFailure', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
              },
            },
            failed: {
              on: {
                'chat.sendPhoto': { target: 'sending', actions: 'forgetPhotoFailure' },
                'chat.dismissPhoto': { target: 'idle', actions: 'forgetPhotoFailure' },
              },
            },
          },
        },
        own: {
          initial: 'silent',
          states: {
            // Storing the draft here too: a region's handler for an event hides the machine's own for it.
            silent: { on: { 'chat.draft': { guard: 'canAnnounceTyping', target: 'announced', actions: 'storeDraft' } } },
            // At most one typing notice per pause; a failed one is not worth a retry.
            announced: {
              invoke: [
                { id: 'announceTyping', src: 'announceTyping', input: ({ context }) => conversationIdOf(context) ?? 0, onError: {} },
                { id: 'typingPause', src: 'timer', input: { ms: typingAnnouncedEveryMs, done: 'typing.pauseOver' } },
              ],
              on: { 'typing.pauseOver': 'silent' },
            },
          },
        },
      },
    },
  },
});
