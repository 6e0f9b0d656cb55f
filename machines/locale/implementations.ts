import { fromPromise } from 'xstate';
import type { Locale } from '../../io/entities/locale';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { LoadedMessages, localeMachine, MessagesRequest } from './locale.machine';

/** The locale: messages from their packs' chunks; a switch is remembered in the browser and, for a member, the account. */
export const createLocaleImplementations = (
  deps: Pick<Platform, 'call' | 'loadMessages' | 'rememberLanguage'>,
): Implementations<typeof localeMachine> => ({
  actors: {
    loadMessages: fromPromise<LoadedMessages, MessagesRequest>(async ({ input }) => ({ ...input, messages: await deps.loadMessages(input) })),
    persistChoice: fromPromise<void, { locale: Locale; loggedIn: boolean }>(async ({ input, signal }) => {
      deps.rememberLanguage(input.locale);
      if (input.loggedIn) await deps.call('setLanguage', { body: { language: input.locale }, signal });
    }),
  },
});
