import { fromPromise } from 'xstate';
import type { LocalFlag } from '../io/entities/flags';
import type { Clock } from '../adapters/clock';
import { readFlag, writeFlag } from '../adapters/storage';
import { alertsMachine } from '../machines/alerts/alerts.machine';
import { entryWarningMachine } from '../machines/entry-warning/entry-warning.machine';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Every local flag as stored, for the machines' input (a missing or unreadable flag is null). */
export const readAllFlags = (storage: FlagStorage): Record<LocalFlag, number | null> => ({
  'hide-enrich-alert': readFlag(storage, 'hide-enrich-alert'),
  'hide-push-notification-alert': readFlag(storage, 'hide-push-notification-alert'),
  'hide-disabled-notifications-alert': readFlag(storage, 'hide-disabled-notifications-alert'),
  'hide-time-bonus-modal': readFlag(storage, 'hide-time-bonus-modal'),
  'hide-site-entry-warning': readFlag(storage, 'hide-site-entry-warning'),
});

/** Spec §4: a dismissal stores the current time, in unix seconds. */
const saveDismissal = (clock: Pick<Clock, 'now'>, storage: FlagStorage) =>
  fromPromise<boolean, { flag: LocalFlag }>(async ({ input }) => writeFlag(storage, input.flag, clock.now() / 1000));

/** The default layout's alerts with dismissals stored in `storage` and the push request bound. */
export const bindAlertsMachine = (deps: { clock: Pick<Clock, 'now'>; storage: FlagStorage; requestPush: () => Promise<void> }) =>
  alertsMachine.provide({
    actors: {
      saveDismissal: saveDismissal(deps.clock, deps.storage),
      requestPush: fromPromise<void, void>(() => deps.requestPush()),
    },
  });

/** The site-entry warning with its dismissal stored in `storage`; `leave` takes the visitor off the site. */
export const bindEntryWarningMachine = (deps: { clock: Pick<Clock, 'now'>; storage: FlagStorage; leave: () => void }) =>
  entryWarningMachine.provide({
    actors: {
      saveDismissal: saveDismissal(deps.clock, deps.storage),
      leaveSite: fromPromise<void, void>(async () => deps.leave()),
    },
  });

/**
 * The default way off the site: a blank page. Not history.back(): after in-site navigation (a member who
 * logged out) that would stay on the site, under the same warning.
 */
export const leaveSite = (location: Pick<Location, 'assign'>) => () => location.assign('about:blank');
