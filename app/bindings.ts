import { forkJoin, map } from 'rxjs';
import { fromCallback, fromPromise } from 'xstate';
import type { SearchQuery, SearchResults } from '../io/entities/search';
import type { User } from '../io/entities/user';
import type { Http } from '../adapters/http';
import type { Clock } from '../adapters/clock';
import { setAppBadge } from '../adapters/badge';
import { setDocumentTitle } from '../adapters/title';
import { appMachine } from '../machines/app/app.machine';
import type { Credentials, TotalsChanged } from '../machines/app/types';
import { membersMachine } from '../machines/members/members.machine';
import { once } from './once';
import { timerActor } from './timer-actor';

export interface BindingDeps {
  readonly http: Http;
  readonly clock: Clock;
  readonly document: Document;
  readonly navigator: Navigator;
  /** The page title without the count. */
  readonly baseTitle: string;
}

/** The app machine with every side effect bound to the browser's adapters. */
export const bindAppMachine = ({ http, clock, document, navigator, baseTitle }: BindingDeps) => {
  const publishTotals = (count: number) => {
    setDocumentTitle(document, baseTitle, count);
    void setAppBadge(navigator, count);
  };
  return appMachine.provide({
    actors: {
      loadUser: fromPromise(({ signal }) => once(http.call('getUser', { signal }).pipe(map((r) => r.user)))),
      login: fromPromise<User, Credentials>(({ input, signal }) =>
        once(http.call('login', { body: { email: input.email, password: input.password }, signal }).pipe(map((r) => r.user))),
      ),
      logout: fromPromise<void, void>(async ({ signal }) => {
        await once(http.call('logout', { signal }));
      }),
      loadMemberData: fromPromise(({ signal }) =>
        once(
          forkJoin({
            user: http.call('getUser', { signal }).pipe(map((r) => r.user)),
            chats: http.call('getChats', { signal }).pipe(map((r) => r.chats)),
            likes: http.call('getLikes', { signal }),
          }),
        ),
      ),
      loadChatsAndLikes: fromPromise(({ signal }) =>
        once(forkJoin({ chats: http.call('getChats', { signal }).pipe(map((r) => r.chats)), likes: http.call('getLikes', { signal }) })),
      ),
      timer: timerActor(clock),
      totalsSink: fromCallback<TotalsChanged, void>(({ receive }) => {
        receive((event) => publishTotals(event.count));
        return () => publishTotals(0);
      }),
    },
  });
};

/** The members listing machine bound to the search call. */
export const bindMembersMachine = (http: Http) =>
  membersMachine.provide({
    actors: {
      searchMembers: fromPromise<SearchResults, SearchQuery>(({ input, signal }) => once(http.call('searchMembers', { query: input, signal }))),
    },
  });
