import { asyncScheduler, defer, EMPTY, mergeMap, of, Subject, throwError, type Observable, type SchedulerLike } from 'rxjs';
import { typed } from '../io/codec/typed';
import { staffContract, type StaffCallArgs, type StaffEndpointName, type StaffResponseOf } from '../io/staff-contract';
import { fetchOnce, retryTransient, untilAborted } from './http';
import { searchOf } from './http-request';
import type { Outcome } from './http-response';

export interface StaffHttp {
  /** One logical call of the staff console: the decoded answer once, or an HttpError. */
  call<N extends StaffEndpointName>(name: N, args?: StaffCallArgs<N>): Observable<StaffResponseOf<N>>;
  /** A call that needs a staff session answered 404: the session ended (idle, logged out elsewhere, role taken away). */
  readonly sessionEnded$: Observable<void>;
}

export interface StaffHttpDeps {
  readonly fetch: typeof fetch;
  readonly scheduler?: SchedulerLike;
  readonly retryBaseMs?: number;
}

const isGone = (outcome: Outcome<unknown>): boolean => !outcome.ok && outcome.error.kind === 'http' && outcome.error.status === 404;

/**
 * The staff console's calls (the staffContract of io/), with the member calls' retries. Every staff call
 * answers 404 without a session or its role, so a 404 on one that needs a session means it ended: the
 * console hears it once and the call stays silent, like a member call on session expiry.
 */
export const createStaffHttp = (deps: StaffHttpDeps): StaffHttp => {
  const fetchFn = deps.fetch;
  const scheduler = deps.scheduler ?? asyncScheduler;
  const sessionEnded = new Subject<void>();
  const call = <N extends StaffEndpointName>(name: N, args: StaffCallArgs<N> = {}): Observable<StaffResponseOf<N>> =>
    defer(() => {
      const endpoint = staffContract[name];
      const search = args.query === undefined ? '' : searchOf(typed(endpoint.query).encode(args.query));
      const headers: Record<string, string> = { Accept: 'application/json' };
      const init: RequestInit = { method: endpoint.method, credentials: 'same-origin', headers };
      if (args.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(typed(endpoint.body).encode(args.body));
      }
      return fetchOnce(fetchFn, `${endpoint.path}${search}`, init, typed(endpoint.response)).pipe(
        mergeMap((outcome) => {
          if (outcome.ok) return of(outcome.value);
          if (endpoint.access !== 'public' && isGone(outcome)) {
            sessionEnded.next();
            return EMPTY;
          }
          return throwError(() => outcome.error);
        }),
        retryTransient(endpoint.retry === 'once', deps.retryBaseMs ?? 500, scheduler),
      );
    }).pipe(untilAborted(args.signal));
  return { call, sessionEnded$: sessionEnded.asObservable() };
};
