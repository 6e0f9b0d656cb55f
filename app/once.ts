import type { Observable } from 'rxjs';

/**
 * The first value of a call as a promise for a `fromPromise` actor. A call that completes without a value
 * (the http adapter swallowed a 403 and announced session.expired instead) stays pending: the machine
 * leaves the state on session.expired and stops the actor, so nothing waits on it.
 */
export const once = <A>(source: Observable<A>): Promise<A> =>
  new Promise<A>((resolve, reject) => {
    const subscription = source.subscribe({
      next: (value) => {
        resolve(value);
        queueMicrotask(() => subscription.unsubscribe());
      },
      error: reject,
    });
  });
