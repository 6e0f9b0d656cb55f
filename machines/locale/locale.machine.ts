import { assertEvent, assign, setup } from 'xstate';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { defaultLocale, type Locale } from '../../io/entities/locale';
import { promiseNotProvided } from '../shared/not-provided';
import { chooseLocale, type LocaleFacts } from './choose-locale';

/** One locale's messages as compiled at build time (formatjs compile --ast). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

export interface LoadedMessages {
  readonly locale: Locale;
  readonly messages: CompiledMessages;
}

export interface LocaleContext {
  readonly locale: Locale;
  readonly messages: CompiledMessages;
  readonly available: ReadonlyArray<Locale>;
  readonly loggedIn: boolean;
}

export type LocaleEvent = { type: 'locale.switch'; locale: Locale } | { type: 'session.changed'; loggedIn: boolean };

/**
 * The interface language: chosen once from cookie, domain language, browser and country; switching loads
 * the new messages first (so nothing flashes untranslated), then remembers the choice in a 365-day cookie
 * and, for a member, in the account.
 */
export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    events: {} as LocaleEvent,
    input: {} as { facts: LocaleFacts; available: ReadonlyArray<Locale> },
  },
  actors: {
    loadMessages: promiseNotProvided<LoadedMessages, Locale>('loadMessages'),
    persistChoice: promiseNotProvided<void, { locale: Locale; loggedIn: boolean }>('persistChoice'),
  },
  guards: {
    isOtherAvailableLocale: ({ context, event }) => {
      assertEvent(event, 'locale.switch');
      return event.locale !== context.locale && context.available.includes(event.locale);
    },
  },
  actions: {
    storeMessages: assign((_, loaded: LoadedMessages) => ({ locale: loaded.locale, messages: loaded.messages })),
    storeSession: assign({
      loggedIn: ({ event }) => {
        assertEvent(event, 'session.changed');
        return event.loggedIn;
      },
    }),
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => {
    const chosen = chooseLocale(input.facts);
    const locale = input.available.includes(chosen) ? chosen : (input.available[0] ?? defaultLocale);
    return { locale, messages: {}, available: input.available, loggedIn: false };
  },
  on: {
    'session.changed': { actions: 'storeSession' },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ context }) => context.locale,
        onDone: {
          target: 'ready',
          actions: { type: 'storeMessages', params: ({ event }) => event.output },
        },
        // Without messages react-intl shows the Dutch source texts: readable, and better than no page.
        onError: 'ready',
      },
    },
    ready: {
      on: { 'locale.switch': { guard: 'isOtherAvailableLocale', target: 'switching' } },
    },
    switching: {
      invoke: {
        id: 'loadMessages',
        src: 'loadMessages',
        input: ({ event }) => {
          assertEvent(event, 'locale.switch');
          return event.locale;
        },
        onDone: {
          target: 'persisting',
          actions: { type: 'storeMessages', params: ({ event }) => event.output },
        },
        onError: 'ready',
      },
    },
    persisting: {
      invoke: {
        id: 'persistChoice',
        src: 'persistChoice',
        input: ({ context }) => ({ locale: context.locale, loggedIn: context.loggedIn }),
        onDone: 'ready',
        // The cookie is written first; an account that could not be updated keeps its old language.
        onError: 'ready',
      },
      on: { 'locale.switch': { guard: 'isOtherAvailableLocale', target: 'switching' } },
    },
  },
});
