import { assertEvent, assign, setup } from 'xstate';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { defaultLocale, type Locale } from '../../io/entities/locale';
import { promiseNotProvided } from '../shared/not-provided';
import { chooseLocale, type LocaleFacts } from './choose-locale';
import type { MessagePack } from '../../io/message-packs';

/** Messages as compiled at build time (formatjs compile --ast), by id. */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

/** What the loader is asked for: some packs of one locale. */
export interface MessagesRequest {
  readonly locale: Locale;
  readonly packs: ReadonlyArray<MessagePack>;
}

export interface LoadedMessages extends MessagesRequest {
  readonly messages: CompiledMessages;
}

export interface LocaleContext {
  readonly locale: Locale;
  readonly messages: CompiledMessages;
  readonly available: ReadonlyArray<Locale>;
  readonly loggedIn: boolean;
  /** The packs the page has asked for, loaded or not. */
  readonly wanted: ReadonlyArray<MessagePack>;
  /** The packs whose messages are in `messages`. */
  readonly loaded: ReadonlyArray<MessagePack>;
  /** Packs that did not load: their texts show in the Dutch source until they are asked for again. */
  readonly failed: ReadonlyArray<MessagePack>;
  /** The packs the load under way asked for (only those fail with it). */
  readonly requested: ReadonlyArray<MessagePack>;
}

export type LocaleEvent =
  | { type: 'locale.switch'; locale: Locale }
  | { type: 'session.changed'; loggedIn: boolean }
  | { type: 'messages.need'; packs: ReadonlyArray<MessagePack> };

const without = <A>(list: ReadonlyArray<A>, remove: ReadonlyArray<A>) => list.filter((item) => !remove.includes(item));
const union = <A>(list: ReadonlyArray<A>, add: ReadonlyArray<A>) => [...list, ...without(add, list)];
/** Wanted packs still to load (a failed one waits until it is asked for again). */
const outstanding = (context: LocaleContext) => without(without(context.wanted, context.loaded), context.failed);

/**
 * The interface language: chosen once from cookie, domain language, browser and country; switching loads
 * the new messages first (so nothing flashes untranslated), then remembers the choice in a 365-day cookie
 * and, for a member, in the account. Messages come in packs (./packs): `core` first, the others when a
 * chunk asks for them; a switch loads every pack asked for so far in the new language.
 */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    /** packs: those the first render shows beside core (a server-rendered page's, app/main.tsx). */
    input: {} as { facts: LocaleFacts; available: ReadonlyArray<Locale>; packs?: ReadonlyArray<MessagePack> },
  },
  actors: {
    loadMessages: promiseNotProvided<LoadedMessages, MessagesRequest>('loadMessages'),
    persistChoice: promiseNotProvided<void, { locale: Locale; loggedIn: boolean }>('persistChoice'),
  },
  guards: {
    isOtherAvailableLocale: ({ context, event }) => {
      assertEvent(event, 'locale.switch');
      return event.locale !== context.locale && context.available.includes(event.locale);
    },
    hasOutstandingPacks: ({ context }) => outstanding(context).length > 0,
  },
  actions: {
    replaceMessages: assign((_, loaded: LoadedMessages) => ({ locale: loaded.locale, messages: loaded.messages, loaded: loaded.packs })),
    addMessages: assign(({ context }, loaded: LoadedMessages) => ({
      messages: { ...context.messages, ...loaded.messages },
      loaded: union(context.loaded, loaded.packs),
    })),
    requestOutstanding: assign(({ context }) => ({ requested: outstanding(context) })),
    markRequestedFailed: assign(({ context }) => ({ failed: union(context.failed, context.requested) })),
    storeSession: assign({
      loggedIn: ({ event }) => {
        assertEvent(event, 'session.changed');
        return event.loggedIn;
      },
    }),
    want: assign(({ context, event }) => {
      assertEvent(event, 'messages.need');
      return { wanted: union(context.wanted, event.packs), failed: without(context.failed, event.packs) };
    }),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => {
    const chosen = chooseLocale(input.facts);
    const locale = input.available.includes(chosen) ? chosen : (input.available[0] ?? defaultLocale);
    return { locale, messages: {}, available: input.available, loggedIn: false, wanted: union(['core'], input.packs ?? []), loaded: [], failed: [], requested: [] };
  },
  on: {
    'session.changed': { actions: 'storeSession' },
    // Recorded in any state; loaded once the machine is ready (a switch loads it in the new language).
    'messages.need': { actions: 'want' },
  },
  initial: 'loading',
  states: {
    loading: {
      entry: 'requestOutstanding',
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.locale, packs: context.requested }),
        onDone: {
          target: 'checking',
          actions: { type: 'replaceMessages', params: ({ event }) => event.output },
        },
        // Without messages react-intl shows the Dutch source texts: readable, and better than no page.
        onError: { target: 'checking', actions: 'markRequestedFailed' },
      },
    },
    checking: {
      always: [{ guard: 'hasOutstandingPacks', target: 'extending' }, { target: 'ready' }],
    },
    ready: {
      on: {
        'locale.switch': { guard: 'isOtherAvailableLocale', target: 'switching' },
        'messages.need': { actions: 'want', target: 'checking' },
      },
    },
    extending: {
      entry: 'requestOutstanding',
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.locale, packs: context.requested }),
        onDone: {
          target: 'checking',
          actions: { type: 'addMessages', params: ({ event }) => event.output },
        },
        onError: { target: 'checking', actions: 'markRequestedFailed' },
      },
      on: { 'locale.switch': { guard: 'isOtherAvailableLocale', target: 'switching' } },
    },
    switching: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context, event }) => {
          assertEvent(event, 'locale.switch');
          return { locale: event.locale, packs: context.wanted };
        },
        onDone: {
          target: 'persisting',
          actions: { type: 'replaceMessages', params: ({ event }) => event.output },
        },
        onError: 'checking',
      },
    },
    persisting: {
      invoke: {
        id: 'persistChoice',
        src: 'persistChoice',
        input: ({ context }) => ({ locale: context.locale, loggedIn: context.loggedIn }),
        onDone: 'checking',
        // The cookie is written first; an account that could not be updated keeps its old language.
        onError: 'checking',
      },
      on: { 'locale.switch': { guard: 'isOtherAvailableLocale', target: 'switching' } },
    },
  },
});
