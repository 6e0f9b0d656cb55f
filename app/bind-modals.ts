import { fromPromise } from 'xstate';
import type { Clock } from '../adapters/clock';
import type { Http } from '../adapters/http';
import { likeModalMachine } from '../machines/like-modal/like-modal.machine';
import { matchModalMachine } from '../machines/match-modal/match-modal.machine';
import { removeQueryParamsActor } from './bind-tracking';
import { once } from './once';
import { timerActor } from './timer-actor';

/** The like modal (query parameter t) with its delay on `clock` and t taken off the URL through `history`. */
export const bindLikeModalMachine = (deps: {
  clock: Pick<Clock, 'timer$'>;
  history: Pick<History, 'state' | 'replaceState'>;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
}) =>
  likeModalMachine.provide({
    actors: {
      timer: timerActor(deps.clock),
      removeQueryParams: removeQueryParamsActor(deps.history, deps.location),
    },
  });

/**
 * The new-like match modal: the auto-like call, the 0.5 s wait on `clock`, and `reloadLikes`, which the
 * app points at its own reload (the app machine's push.message).
 */
export const bindMatchModalMachine = (deps: { http: Http; clock: Pick<Clock, 'timer$'>; reloadLikes: () => void }) =>
  matchModalMachine.provide({
    actors: {
      loadAutoLike: fromPromise(({ signal }) => once(deps.http.call('autoLike', { signal }))),
      timer: timerActor(deps.clock),
      reloadLikes: fromPromise<void, void>(async () => deps.reloadLikes()),
    },
  });
