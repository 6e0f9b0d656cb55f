import { render } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SearchQuery, SearchResults } from '../../../io/entities/search';
import type { User } from '../../../io/entities/user';
import { appMachine } from '../../../machines/app/app.machine';
import type { Credentials, MemberData, TotalsChanged } from '../../../machines/app/types';
import { membersMachine } from '../../../machines/members/members.machine';
import { App } from '../../../views/App';
import { AppActorProvider } from '../../../views/app-actor';
import { IntlRoot } from '../../../views/IntlRoot';
import en from '../../../locales/messages/en.json';
import { aSettings } from '../../support/fixtures';

export interface AppFakes {
  /** What GET user.php answers at start: a member, or a rejection (e.g. the 403 of a visitor). */
  readonly loadUser: () => Promise<User>;
  readonly login?: (credentials: Credentials) => Promise<User>;
  readonly memberData?: MemberData;
  readonly search?: (query: SearchQuery) => Promise<SearchResults>;
}

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
        loadChatsAndLikes: fromPromise<Omit<MemberData, 'user'>, void>(() => new Promise(() => undefined)),
        timer: fromCallback<EventObject, { ms: number }>(({ input, sendBack }) => {
          if (input.ms === 5_000) sendBack({ type: 'timer.elapsed' });
        }),
        totalsSink: fromCallback<TotalsChanged, void>(() => undefined),
      },
    }),
    { input: { settings: aSettings(), pushSubscribed: false } },
  ).start();
  const members = membersMachine.provide({
    actors: {
      searchMembers: fromPromise<SearchResults, SearchQuery>(({ input }) =>
        (fakes.search ?? (() => Promise.reject({ kind: 'network' })))(input),
      ),
    },
  });
  const view = render(
    <IntlRoot locale="en" messages={en}>
      <AppActorProvider actor={actor} logic={{ members }}>
        <Router hook={location.hook}>
          <App year={2026} />
        </Router>
      </AppActorProvider>
    </IntlRoot>,
  );
  return { ...view, actor, location };
};
