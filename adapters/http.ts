import { asyncScheduler, defer, EMPTY, fromEvent, mergeMap, Observable, of, retry, Subject, takeUntil, throwError, timer } from 'rxjs';
import type { SchedulerLike } from 'rxjs';
import type * as t from 'io-ts';
import { contract, type BodyOf, type EndpointName, type QueryOf, type ResponseOf } from '../io/contract';
import { typed } from '../io/codec/typed';
import { requestInitOf, urlOf, userPath } from './http-request';
import { isHttpError, isTransient, networkError, outcomeOf, type Outcome } from './http-response';

export { isHttpError, type HttpError } from './http-response';

export interface HttpDeps {
  readonly fetch: typeof fetch;
  /** Where retry delays run; a virtual-time scheduler in tests. */
  readonly scheduler?: SchedulerLike;
  /** Prefix of every path, e.g. "https://example.com" on the server side; empty in the browser. */
  readonly baseUrl?: string;
  readonly newIdempotencyKey?: () => string;
  /** First retry delay; each next one doubles (500: 0.5, 1, 2, 4, 8 s). */
  readonly retryBaseMs?: number;
}

export interface CallArgs<N extends EndpointName> {
  readonly query?: QueryOf<N>;
  readonly body?: BodyOf<N>;
  /** A multipart body instead of `body` (the photo upload); sent as is on every attempt. */
  readonly form?: FormData;
  /** Aborting cancels the request in flight and any retry still to come; the call then completes silently. */
  readonly signal?: AbortSignal;
  /** A keyed call's Idempotency-Key when the caller keeps it (across reloads); else a new one per logical call. */
  readonly idempotencyKey?: string;
}

export interface Http {
  /** One logical call: emits the decoded response once and completes, or errors with an HttpError. */
  call<N extends EndpointName>(name: N, args?: CallArgs<N>): Observable<ResponseOf<N>>;
  /** A member call answered 403 authentication_required: the session ended on the server. */
  readonly sessionExpired$: Observable<void>;
}

/** Spec §9: client retries 5. */
export const maxRetries = 5;

const isSessionExpiry = (path: string, outcome: Outcome<unknown>): boolean =>
  !outcome.ok &&
  outcome.error.kind === 'http' &&
  outcome.error.status === 403 &&
  path !== userPath && // on user.php a 403 is the ordinary answer "not logged in"
  outcome.text.includes('authentication_required');

export const untilAborted = <A>(signal: AbortSignal | undefined) => (source: Observable<A>): Observable<A> =>
  signal === undefined ? source : defer(() => (signal.aborted ? EMPTY : source.pipe(takeUntil(fromEvent(signal, 'abort')))));

/** One fetch; unsubscribing before it settles aborts it. Emits one Outcome, never errors. */
export const fetchOnce = <A>(fetchFn: typeof fetch, url: string, init: RequestInit, codec: t.Type<A, unknown>): Observable<Outcome<A>> =>
  new Observable<Outcome<A>>((subscriber) => {
    const controller = new AbortController();
    let settled = false;
    const settle = (outcome: Outcome<A>) => {
      settled = true;
      subscriber.next(outcome);
      subscriber.complete();
    };
    const networkFailure = () => settle({ ok: false, error: networkError, text: '' });
    try {
      fetchFn(url, { ...init, signal: controller.signal })
        .then((response) => outcomeOf(response, codec))
        .then(settle, networkFailure);
    } catch {
      networkFailure();
    }
    return () => {
      if (!settled) controller.abort();
    };
  });

/** Retries a transient failure (network, 5xx) with doubling delays; 'once' endpoints never retry. */
export const retryTransient = <A>(once: boolean, baseMs: number, scheduler: SchedulerLike) => (source: Observable<A>): Observable<A> =>
  source.pipe(
    retry({
      count: once ? 0 : maxRetries,
      delay: (error: unknown, retryCount: number) =>
        isHttpError(error) && isTransient(error) ? timer(baseMs * 2 ** (retryCount - 1), scheduler) : throwError(() => error),
    }),
  );

export const createHttp = (deps: HttpDeps): Http => {
  // Called detached from `deps`: the browser's fetch throws "Illegal invocation" when `this` is not the window.
  const fetchFn = deps.fetch;
  const scheduler = deps.scheduler ?? asyncScheduler;
  const baseUrl = deps.baseUrl ?? '';
  const newIdempotencyKey = deps.newIdempotencyKey ?? (() => crypto.randomUUID());
  const retryBaseMs = deps.retryBaseMs ?? 500;
  const sessionExpired = new Subject<void>();

  const call = <N extends EndpointName>(name: N, args: CallArgs<N> = {}): Observable<ResponseOf<N>> =>
    defer(() => {
      const endpoint = contract[name];
      const url = urlOf(name, args.query, baseUrl);
      // One key per logical call, made here so every retry below carries the same one.
      const idempotencyKey = endpoint.retry === 'keyed' ? (args.idempotencyKey ?? newIdempotencyKey()) : undefined;
      const init = requestInitOf({ name, body: args.body, form: args.form, idempotencyKey });
      return fetchOnce(fetchFn, url, init, typed(endpoint.response)).pipe(
        mergeMap((outcome) => {
          if (outcome.ok) return of(outcome.value);
          if (isSessionExpiry(endpoint.path, outcome)) {
            sessionExpired.next();
            return EMPTY;
          }
          return throwError(() => outcome.error);
        }),
        retryTransient(endpoint.retry === 'once', retryBaseMs, scheduler),
      );
    }).pipe(untilAborted(args.signal));

  return { call, sessionExpired$: sessionExpired.asObservable() };
};
