import { createActor, fromPromise } from 'xstate';
import type { LocalFlag } from '../../io/entities/flags';
import { entryWarningMachine, type EntryWarningInput } from '../../machines/entry-warning/entry-warning.machine';
import { selectEntryWarningOpen } from '../../machines/entry-warning/selectors';

/** A site restricted to NL, BE and FR, visited from FR. */
export const settings = (overrides: Partial<EntryWarningInput['settings']> = {}): EntryWarningInput['settings'] => ({
  enable_site_entry_popup: 'yes',
  countries: ['NL', 'BE', 'FR'],
  geoip_country: 'FR',
  geoip_selected_country: null,
  ...overrides,
});

/** A visitor's first page in the default layout, nothing dismissed. */
export const input = (overrides: Partial<EntryWarningInput> = {}): EntryWarningInput => ({
  standalone: false,
  dismissed: false,
  session: 'unknown',
  path: null,
  settings: settings(),
  layout: 'default',
  ...overrides,
});

/** The machine with recording actors. */
export const start = (overrides: Partial<EntryWarningInput> = {}) => {
  const saved: LocalFlag[] = [];
  let left = 0;
  const actor = createActor(
    entryWarningMachine.provide({
      actors: {
        saveDismissal: fromPromise<boolean, { flag: LocalFlag }>(async ({ input: { flag } }) => saved.push(flag) > 0),
        leaveSite: fromPromise<void, void>(async () => {
          left += 1;
        }),
      },
    }),
    { input: input(overrides) },
  ).start();
  const open = () => selectEntryWarningOpen(actor.getSnapshot());
  return { actor, saved, left: () => left, open };
};
