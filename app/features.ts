import type { AnyStateMachine } from 'xstate';
import { appMachine } from '../machines/app/app.machine';
import { createAppImplementations } from '../machines/app/implementations';
import { entryWarningMachine } from '../machines/entry-warning/entry-warning.machine';
import { createEntryWarningImplementations } from '../machines/entry-warning/implementations';
import { createLocaleImplementations } from '../machines/locale/implementations';
import { localeMachine } from '../machines/locale/locale.machine';
import { createMembersImplementations } from '../machines/members/implementations';
import { membersMachine } from '../machines/members/members.machine';
import { createProgressImplementations } from '../machines/progress/implementations';
import { progressMachine } from '../machines/progress/progress.machine';
import { feature, type MachineOf } from '../machines/shared/feature';
import type { Platform } from '../machines/shared/platform';
import type { ProvidedLogic } from '../views/app-actor';

/**
 * Every machine with side effects that the first paint needs (the app, its language, the progress bar, the
 * screens' own machines), with the factory of its implementations. A new feature is one entry here, or in
 * app/shell-features.ts when it only renders into the slots; `feature()` does not compile unless the
 * factory supplies every actor the machine declares, and tests/app/features.test.ts fails when a machine
 * with placeholder actors is missing from both.
 */
export const features = {
  app: feature(appMachine, createAppImplementations),
  locale: feature(localeMachine, createLocaleImplementations),
  progress: feature(progressMachine, createProgressImplementations),
  members: feature(membersMachine, createMembersImplementations),
  // In the first paint: a visitor's page is rendered with it (app/entry-warning.tsx).
  entryWarning: feature(entryWarningMachine, createEntryWarningImplementations),
};

type Features = typeof features;
/** Each feature's machine with its implementations provided. */
export type ProvidedMachines = { readonly [K in keyof Features]: MachineOf<Features[K]> };

const entries = Object.values(features);

/** Provides every feature's machine on the platform, each under its feature's name. */
export const provideFeatures = (platform: Platform): ProvidedMachines => {
  const provided: Record<string, AnyStateMachine> = {};
  for (const [name, entry] of Object.entries(features)) provided[name] = entry.provide(platform);
  // Built key by key from `features`, so every name holds its own feature's machine.
  return provided as ProvidedMachines;
};

/**
 * The provided version of a machine, for screens that start their own actors (views cannot import app/):
 * a screen names the machine of its feature folder and gets it with its implementations.
 */
export const providedLogic = (machines: ProvidedMachines): ProvidedLogic => {
  const byName: Readonly<Record<string, AnyStateMachine>> = machines;
  const byMachine = new Map(Object.entries(features).map(([name, entry]) => [entry.machine, byName[name]]));
  return <M extends AnyStateMachine>(machine: M): M => {
    const provided = byMachine.get(machine);
    if (provided === undefined) throw new Error(`${machine.id} is not a feature of app/features.ts: add it there with its implementations`);
    // The map pairs each feature's machine with its own provided version, which has the same type.
    return provided as M;
  };
};

/** Every machine the composition knows, for the completeness test. */
export const featureMachines: ReadonlyArray<AnyStateMachine> = entries.map((entry) => entry.machine);
