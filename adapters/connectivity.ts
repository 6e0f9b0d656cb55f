import { defer, distinctUntilChanged, fromEvent, map, merge, Observable, startWith } from 'rxjs';

/** The browser's idea of being online: the current value first, then every change. */
export const online$ = (
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  nav: { readonly onLine: boolean },
): Observable<boolean> =>
  defer(() =>
    merge(fromEvent(win, 'online').pipe(map(() => true)), fromEvent(win, 'offline').pipe(map(() => false))).pipe(
      startWith(nav.onLine), // read at subscription, not at creation
      distinctUntilChanged(),
    ),
  );
