import type { Platform } from '../machines/shared/platform';
import { distinctUntilChanged, from, map, startWith } from 'rxjs';
import type { ReactNode } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { isStandalone, place$ } from '../adapters/location';
import { readCookie, readFlag } from '../adapters/storage';
import { recordsDismissal, siteEntryWarningCookieName } from '../io/entities/flags';
import type { InlinedSession } from '../io/page';
import type { appMachine } from '../machines/app/app.machine';
import { selectSessionPhase } from '../machines/app/selectors';
import type { entryWarningMachine, EntryWarningInput } from '../machines/entry-warning/entry-warning.machine';
import { routeOf } from '../machines/shell/route-table';
import { EntryWarningModal } from '../views/entry-warning/EntryWarningModal';

/** Who is here as the page says it: unknown when nothing was inlined (vite dev), until the app knows. */
export const sessionOf = (inlined: InlinedSession | undefined): EntryWarningInput['session'] =>
  inlined === undefined ? 'unknown' : inlined.user === null ? 'out' : 'in';

export interface EntryWarningDeps {
  readonly app: ActorRefFrom<typeof appMachine>;
  /** The entry warning machine with its implementations (app/features.ts). */
  readonly machine: typeof entryWarningMachine;
  readonly session: InlinedSession | undefined;
  readonly window: Window;
  readonly inspect?: Platform['inspect'];
}

/**
 * The site-entry warning (spec §2), part of the first paint: the page server rendered it from the cookie,
 * the site and the session (app/entry-server.tsx), and the machine starts here from exactly those facts,
 * so the markup hydrates unchanged. What only the browser knows follows once the page is hydrated.
 */
export const startEntryWarning = ({ app, machine, session, window: win, inspect }: EntryWarningDeps): { view: ReactNode; hydrated: () => void } => {
  const path = win.location.pathname;
  const actor = createActor(machine, {
    input: {
      standalone: false,
      dismissed: recordsDismissal(readCookie(win.document, siteEntryWarningCookieName)),
      session: sessionOf(session),
      path,
      settings: app.getSnapshot().context.settings,
      layout: routeOf(path)?.layout ?? 'default',
    },
    inspect,
  }).start();

  place$(win).subscribe(({ path: now }) => {
    actor.send({ type: 'route.changed', path: now });
    actor.send({ type: 'layout.changed', layout: routeOf(now)?.layout ?? 'default' });
  });
  // Only once the server has said who is here: the warning must not flash for a member.
  from(app)
    .pipe(
      startWith(app.getSnapshot()),
      map((snapshot) => ({ phase: selectSessionPhase(snapshot), user: snapshot.context.user })),
      distinctUntilChanged((a, b) => a.phase === b.phase && a.user === b.user),
    )
    .subscribe(({ phase, user }) => {
      if (phase === 'in' || phase === 'out') actor.send({ type: 'session.changed', user });
    });

  const hydrated = () =>
    actor.send({ type: 'browser.known', standalone: isStandalone(win), dismissed: readFlag(win.localStorage, 'hide-site-entry-warning') !== null });
  return { view: <EntryWarningModal actor={actor} />, hydrated };
};
