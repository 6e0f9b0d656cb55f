import { render } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SearchQuery, SearchResults } from '../../../io/entities/search';
import type { User } from '../../../io/entities/user';
import type { Settings } from '../../../io/entities/settings';
import { appMachine } from '../../../machines/app/app.machine';
import type { Credentials, MemberData, TotalsChanged } from '../../../machines/app/types';
import type { Locale } from '../../../io/entities/locale';
import { connectivityMachine } from '../../../machines/connectivity/connectivity.machine';
import { localeMachine, type CompiledMessages, type LoadedMessages, type MessagesRequest } from '../../../machines/locale/locale.machine';
import { progressMachine } from '../../../machines/progress/progress.machine';
import { accountDeletedTarget } from '../../../machines/shell/route-table';
import { createApp } from '../../../views/App';
import { AppActorProvider } from '../../../views/app-actor';
import { IntlRoot } from '../../../views/IntlRoot';
import { ShellProvider, type ShellEnvironment } from '../../../views/shell-actors';
import { aSettings } from '../../support/fixtures';
import { fakeCall, testPlatform, type FakeCalls } from '../../support/platform';
import type { Platform } from '../../../machines/shared/platform';
import { compiledMessages } from '../../support/messages';

export interface AppFakes {
  /** What GET user.php answers at start: a member, or a rejection (e.g. the 403 of a visitor). */
  readonly loadUser: () => Promise<User>;
  readonly login?: (credentials: Credentials) => Promise<User>;
  readonly memberData?: MemberData;
  readonly search?: (query: SearchQuery) => Promise<SearchResults>;
  /** Answers of the other contract calls the screens' own machines make (others fail as a network failure). */
  readonly calls?: FakeCalls;
  readonly settings?: Partial<Settings>;
  readonly environment?: Partial<ShellEnvironment>;
  readonly locale?: 'en' | 'nl';
  /** Messages to use instead of the locale's own (the pseudo-locale test). */
  readonly messages?: CompiledMessages;
  /** Matches a screen announces (platform.announceMatch); without it an announcement fails the test. */
  readonly announceMatch?: Platform['announceMatch'];
  /** Other parts of the platform a screen uses (the live stream, the outbox). */
  readonly platform?: Partial<Platform>;
}

/** Screens load at once in tests; the chunk loader itself is tested with app/. */
const App = createApp((importer) => importer());

export const visitor = () => Promise.reject({ kind: 'http', status: 403, body: { error: 'authentication_required' } });

/**
 * The real App, machines and messages (English) on a memory router, with the side effects faked at the
 * actor boundary. The first refresh fires at once; later timers never do, so the screen holds still.
 */
export const renderApp = (path: string, fakes: AppFakes) => {
  const location = memoryLocation({ path, record: true });
  const actor = createActor(
    appMachine.provide({
      actors: {
        loadUser: fromPromise(fakes.loadUser),
        login: fromPromise<User, Credentials>(({ input }) => (fakes.login ?? fakes.loadUser)(input)),
        logout: fromPromise<void, void>(async () => undefined),
        loadMemberData: fromPromise(async () => {
          if (fakes.memberData === undefined) throw { kind: 'network' };
          return fakes.memberData;
        }),
        // Without member data the lists never answer, so a screen stays in its loading state.
        loadChatsAndLikes: fromPromise<Omit<MemberData, 'user'>, void>(async () => {
          if (fakes.memberData === undefined) return new Promise(() => undefined);
          return { chats: fakes.memberData.chats, likes: fakes.memberData.likes };
        }),
        timer: fromCallback<EventObject, { ms: number }>(({ input, sendBack }) => {
          if (input.ms === 5_000) sendBack({ type: 'timer.elapsed' });
        }),
        totalsSink: fromCallback<TotalsChanged, void>(() => undefined),
      },
    }),
    { input: { settings: aSettings(fakes.settings), pushSubscribed: false } },
  ).start();
  const language: Locale = fakes.locale ?? 'en';
  const locale = createActor(
    localeMachine.provide({
      actors: {
        // Every message at once, whatever packs are asked for (the packs themselves: tests/locales/message-packs.test.ts).
        loadMessages: fromPromise<LoadedMessages, MessagesRequest>(async ({ input }) => ({
          ...input,
          messages: fakes.messages ?? (input.locale === 'nl' ? compiledMessages.nl : compiledMessages.en),
        })),
        persistChoice: fromPromise<void, { locale: Locale; loggedIn: boolean }>(async () => undefined),
      },
    }),
    { input: { facts: { cookie: language, domainLanguage: '', browserLanguages: [], country: null }, available: ['en', 'nl'] } },
  ).start();
  const progress = createActor(progressMachine.provide({ actors: { timer: fromCallback(() => undefined) } })).start();
  const connectivity = createActor(connectivityMachine, { input: { online: true } }).start();
  const environment: ShellEnvironment = { standalone: false, hasHistory: () => false, goBack: () => undefined, smartphone: () => false, year: 2026, ...fakes.environment };
  const search = fakes.search;
  const platform = testPlatform({
    call: fakeCall({ ...(search === undefined ? {} : { searchMembers: ({ query = {} }) => search(query) }), ...fakes.calls }),
    ...(fakes.announceMatch === undefined ? {} : { announceMatch: fakes.announceMatch }),
    // As app/main.tsx binds it: a session the server opened reaches the app machine.
    startSession: (user, notice) => actor.send({ type: 'session.started', user, notice }),
    // As app/platform.ts does: the page leaves first, then the app forgets the member.
    accountDeleted: () => {
      location.navigate(accountDeletedTarget, { replace: true });
      actor.send({ type: 'session.expired' });
    },
    // A signup's visitor came without tracking.
    readTracking: () => ({}),
    signupEmail: { remember: () => undefined, recall: () => null },
    ...fakes.platform,
  });
  const view = render(
    <ShellProvider actors={{ locale, progress, connectivity }} environment={environment}>
      <IntlRoot>
        <AppActorProvider actor={actor} platform={platform}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <App />
          </Router>
        </AppActorProvider>
      </IntlRoot>
    </ShellProvider>,
  );
  return { ...view, actor, location, locale, connectivity };
};
