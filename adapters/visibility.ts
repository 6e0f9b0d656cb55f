import { defer, distinctUntilChanged, filter, fromEvent, map, Observable, skip, startWith } from 'rxjs';
import { contract } from '../io/contract';

type VisibilityDocument = Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;

/** Emits each time the page goes from visible to hidden (tab switch, app switch, close on mobile). */
export const pageHidden$ = (doc: VisibilityDocument): Observable<void> =>
  defer(() =>
    fromEvent(doc, 'visibilitychange').pipe(
      map(() => doc.visibilityState),
      startWith(doc.visibilityState),
      distinctUntilChanged(), // browsers may repeat the event without a change
      skip(1), // the state at subscription is not a change
      filter((state) => state === 'hidden'),
      map((): void => undefined),
    ),
  );

/** Whether the page can be seen: the state now, then every change. */
export const pageVisible$ = (doc: VisibilityDocument): Observable<boolean> =>
  defer(() =>
    fromEvent(doc, 'visibilitychange').pipe(
      map(() => doc.visibilityState),
      startWith(doc.visibilityState),
      map((state) => state === 'visible'),
      distinctUntilChanged(),
    ),
  );

export interface BeaconNavigator {
  sendBeacon?(url: string, data?: BodyInit | null): boolean;
}

/** Which way the page-hidden notice left, for tests and logs. */
export type BeaconRoute = 'beacon' | 'fetch';

/**
 * Tells the server the page was hidden. A beacon survives the page being torn down; where there is none,
 * or it is refused (queue full), a keepalive fetch does the same job. Fire and forget: never throws.
 */
export const sendPageHiddenBeacon = (nav: BeaconNavigator, fetchFn: typeof fetch): BeaconRoute => {
  const { path } = contract.pageHidden;
  const json = JSON.stringify(contract.pageHidden.body.encode({}));
  try {
    if (nav.sendBeacon?.(path, new Blob([json], { type: 'application/json' })) === true) return 'beacon';
  } catch {
    // a throwing sendBeacon is treated like a missing one
  }
  try {
    fetchFn(path, {
      method: 'POST',
      body: json,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // nothing more can be done while the page goes away
  }
  return 'fetch';
};
