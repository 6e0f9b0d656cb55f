import { fromEvent, map, merge, startWith, distinctUntilChanged, type Observable } from 'rxjs';

export interface Place {
  readonly path: string;
  readonly search: string;
}

type Win = Pick<Window, 'addEventListener' | 'removeEventListener'> & { readonly location: Pick<Location, 'pathname' | 'search'> };

/**
 * The current path and query, now and after every navigation: popstate for back/forward, and the
 * pushState/replaceState events that wouter's browser location dispatches for in-app navigation.
 */
export const place$ = (win: Win): Observable<Place> =>
  merge(fromEvent(win, 'popstate'), fromEvent(win, 'pushState'), fromEvent(win, 'replaceState')).pipe(
    startWith(null),
    map(() => ({ path: win.location.pathname, search: win.location.search })),
    distinctUntilChanged((a, b) => a.path === b.path && a.search === b.search),
  );

/** Installed-app mode: the page runs as a standalone window (spec §2 back button, footer variant). */
export const isStandalone = (win: Pick<Window, 'matchMedia'>): boolean => win.matchMedia('(display-mode: standalone)').matches;

/** A phone-sized touch device (spec §4: the activation reminder is a modal there). */
export const isSmartphone = (win: Pick<Window, 'matchMedia'>): boolean => win.matchMedia('(max-width: 767px) and (pointer: coarse)').matches;
