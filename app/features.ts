import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../machines/app/app.machine';
import { createAppImplementations } from '../machines/app/implementations';
import { entryWarningMachine } from '../machines/entry-warning/entry-warning.machine';
import { createEntryWarningImplementations } from '../machines/entry-warning/implementations';
import { createLocaleImplementations } from '../machines/locale/implementations';
import { localeMachine } from '../machines/locale/locale.machine';
import { createProgressImplementations } from '../machines/progress/implementations';
import { progressMachine } from '../machines/progress/progress.machine';
import { feature, type MachineOf } from '../machines/shared/feature';
import type { Platform } from '../machines/shared/platform';

/**
 * Every machine with side effects that every page needs (the app, its language, the progress bar, the
 * entry warning), with the factory of its implementations. A new feature is one entry here; or in
 * app/shell-features.ts when it only renders into the slots; or, when one screen starts it, a
 * `machines/<feature>/feature.ts` that the screen uses (useFeatureMachine), so it loads with the screen.
 * `feature()` does not compile unless the factory supplies every actor the machine declares, and
 * tests/app/features.test.ts fails when a machine with placeholder actors is in none of the three.
 */
export const features = {
  app: feature(appMachine, createAppImplementations),
  locale: feature(localeMachine, createLocaleImplementations),
  progress: feature(progressMachine, createProgressImplementations),
  // In the first paint: a visitor's page is rendered with it (app/entry-warning.tsx).
  entryWarning: feature(entryWarningMachine, createEntryWarningImplementations),
};

type Features = typeof features;
/** Each feature's machine with its implementations provided. */
export type ProvidedMachines = { readonly [K in keyof Features]: MachineOf<Features[K]> };

/** Provides every feature's machine on the platform, each under its feature's name. */
export const provideFeatures = (platform: Platform): ProvidedMachines => {
  const provided: Record<string, AnyStateMachine> = {};
  for (const [name, entry] of Object.entries(features)) provided[name] = entry.provide(platform);
  // Built key by key from `features`, so every name holds its own feature's machine.
  return provided as ProvidedMachines;
};
