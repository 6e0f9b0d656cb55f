import { fromPromise } from 'xstate';
import type { Locale } from '../../io/entities/locale';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { LoadedMessages, localeMachine } from './locale.machine';

/** The locale: messages from their chunk; a switch is remembered in the browser and, for a member, the account. */
export const createLocaleImplementations = (
  deps: Pick<Platform, 'call' | 'loadMessages' | 'rememberLanguage'>,
): Implementations<typeof localeMachine> => ({
  actors: {
    loadMessages: fromPromise<LoadedMessages, Locale>(async ({ input: locale }) => ({ locale, messages: await deps.loadMessages(locale) })),
    persistChoice: fromPromise<void, { locale: Locale; loggedIn: boolean }>(async ({ input, signal }) => {
      deps.rememberLanguage(input.locale);
      if (input.loggedIn) await deps.call('setLanguage', { body: { language: input.locale }, signal });
    }),
  },
});
