import { assertEvent, assign, not, setup, spawnChild, type ErrorActorEvent } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import type { Settings } from '../../io/entities/settings';
import type { User } from '../../io/entities/user';
import { visitorCountry } from '../../io/entities/visitor-country';
import { ActorNotProvided, promiseNotProvided } from '../shared/not-provided';
import { routeIdOf } from '../shared/routes';
import type { Layout } from '../shell/route-table';
import { entryWarningDue, type EntryWarningFacts } from './entry-warning-due';

/**
 * What the page is served with, known alike to the page server and to the browser before hydration (so
 * both start in the same state and the server's markup hydrates as is). What only the browser knows (the
 * installed-app mode, a dismissal kept in localStorage alone) arrives after hydration as `browser.known`.
 */
export interface EntryWarningInput {
  readonly standalone: boolean;
  /** The visitor confirmed the warning before (the dismissal cookie, or the local flag). */
  readonly dismissed: boolean;
  readonly session: EntryWarningFacts['session'];
  /** The path the page opened with; null when not known yet. */
  readonly path: string | null;
  readonly settings: Pick<Settings, 'enable_site_entry_popup' | 'countries' | 'geoip_country' | 'geoip_selected_country'>;
  readonly layout: Layout;
}

export type EntryWarningEvent =
  | { type: 'session.changed'; user: User | null }
  | { type: 'route.changed'; path: string }
  | { type: 'layout.changed'; layout: Layout }
  | { type: 'browser.known'; standalone: boolean; dismissed: boolean }
  | { type: 'entryWarning.confirm' }
  | { type: 'entryWarning.leave' };

const flag: LocalFlag = 'hide-site-entry-warning';

/**
 * The site-entry warning modal (spec §2). The facts are the context; whenever they change the modal
 * opens or closes by `entryWarningDue`. Confirming stores the dismissal (`saveDismissal`); leaving hands
 * the page to `leaveSite`. There is no other way out: no close button, Esc or backdrop.
 */
export const entryWarningMachine = setup({
  types: {
    context: {} as EntryWarningFacts,
    events: {} as EntryWarningEvent,
    input: {} as EntryWarningInput,
  },
  actors: {
    /** Stores "dismissed now" for the flag; answers whether storage took it. */
    saveDismissal: promiseNotProvided<boolean, { flag: LocalFlag }>('saveDismissal'),
    /** Takes the visitor away from the site. */
    leaveSite: promiseNotProvided<void>('leaveSite'),
  },
  guards: {
    due: ({ context }) => entryWarningDue(context),
  },
  actions: {
    storeSession: assign({
      session: ({ event }) => {
        assertEvent(event, 'session.changed');
        return event.user === null ? 'out' : 'in';
      },
    }),
    storeRoute: assign({
      route: ({ event }) => {
        assertEvent(event, 'route.changed');
        return routeIdOf(event.path);
      },
    }),
    storeLayout: assign({
      layout: ({ event }) => {
        assertEvent(event, 'layout.changed');
        return event.layout;
      },
    }),
    storeBrowserFacts: assign(({ context, event }) => {
      assertEvent(event, 'browser.known');
      // A dismissal is never taken back.
      return { standalone: event.standalone, dismissed: context.dismissed || event.dismissed };
    }),
    markDismissed: assign({ dismissed: true }),
    saveDismissal: spawnChild('saveDismissal', { input: { flag } }),
    // Navigation refused is normal (the visitor chooses again); a missing binding is a bug.
    rethrowMissingActor: (_, error: unknown) => {
      if (error instanceof ActorNotProvided) throw error;
    },
  },
}).createMachine({
  id: 'entryWarning',
  context: ({ input }) => ({
    standalone: input.standalone,
    dismissed: input.dismissed,
    enabled: input.settings.enable_site_entry_popup,
    session: input.session,
    country: visitorCountry({ selected: input.settings.geoip_selected_country, geoip: input.settings.geoip_country }),
    countries: input.settings.countries,
    route: input.path === null ? null : routeIdOf(input.path),
    layout: input.layout,
  }),
  on: {
    'session.changed': { actions: 'storeSession' },
    'route.changed': { actions: 'storeRoute' },
    'layout.changed': { actions: 'storeLayout' },
    'browser.known': { actions: 'storeBrowserFacts' },
  },
  initial: 'hidden',
  states: {
    hidden: {
      always: { guard: 'due', target: 'shown' },
    },
    shown: {
      always: { guard: not('due'), target: 'hidden' },
      on: {
        'entryWarning.confirm': { target: 'hidden', actions: ['markDismissed', 'saveDismissal'] },
        'entryWarning.leave': 'leaving',
      },
    },
    // The modal stays up while the page goes away; should the visitor still be here after, they choose again.
    leaving: {
      invoke: {
        id: 'leaveSite',
        src: 'leaveSite',
        onDone: 'shown',
        onError: { target: 'shown', actions: { type: 'rethrowMissingActor', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
      },
    },
  },
});
