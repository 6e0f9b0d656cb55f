import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { features, provideFeatures } from '../../app/features';
import { provideShellFeatures, shellFeatures } from '../../app/shell-features';
import { appMachine } from '../../machines/app/app.machine';
import { createAppImplementations } from '../../machines/app/implementations';
import { connectivityMachine } from '../../machines/connectivity/connectivity.machine';
import { membersMachine } from '../../machines/members/members.machine';
import { feature, type Feature, type Implementations } from '../../machines/shared/feature';
import { isPlaceholder } from '../../machines/shared/not-provided';
import { testPlatform } from '../support/platform';

/** Every machine of every feature folder, found on disk: a new machine is checked without being listed. */
const machineFiles = import.meta.glob<Record<string, unknown>>('../../machines/*/*.machine.ts', { eager: true });
const allMachines = Object.entries(machineFiles).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => (value instanceof StateMachine ? [{ id: `${file}: ${name}`, machine: value }] : [])),
);

/** The features screens start themselves, one `feature.ts` per feature folder. */
const screenFeatureFiles = import.meta.glob<Record<string, unknown>>('../../machines/*/feature.ts', { eager: true });
const isFeature = (value: unknown): value is Feature<AnyStateMachine> =>
  typeof value === 'object' && value !== null && 'machine' in value && value.machine instanceof StateMachine && 'provide' in value;
const screenFeatures = Object.values(screenFeatureFiles).flatMap((exports) => Object.values(exports).filter(isFeature));

const placeholdersOf = (machine: AnyStateMachine): ReadonlyArray<string> =>
  Object.entries(machine.implementations.actors)
    .filter(([, logic]) => isPlaceholder(logic))
    .map(([name]) => name);

/** Every composed machine with its implementations, by the machine it provides. */
const providedByMachine = (): Map<AnyStateMachine, AnyStateMachine | undefined> => {
  const platform = testPlatform();
  const app: Readonly<Record<string, AnyStateMachine>> = provideFeatures(platform);
  const shell: Readonly<Record<string, AnyStateMachine>> = provideShellFeatures(platform);
  const pairs: Array<[AnyStateMachine, AnyStateMachine | undefined]> = [
    ...Object.entries(features).map(([name, entry]): [AnyStateMachine, AnyStateMachine | undefined] => [entry.machine, app[name]]),
    ...Object.entries(shellFeatures).map(([name, entry]): [AnyStateMachine, AnyStateMachine | undefined] => [entry.machine, shell[name]]),
    ...screenFeatures.map((entry): [AnyStateMachine, AnyStateMachine | undefined] => [entry.machine, entry.provide(platform)]),
  ];
  return new Map(pairs);
};

describe('feature composition (app/features.ts, app/shell-features.ts, machines/*/feature.ts)', () => {
  it('finds the machines it checks, and their placeholder actors', () => {
    expect(allMachines.length).toBeGreaterThanOrEqual(10);
    expect(placeholdersOf(membersMachine)).toEqual(['searchMembers', 'loadRegions']);
    expect(placeholdersOf(connectivityMachine)).toEqual([]);
  });

  it('composes every machine that has placeholder actors, and provides each of them', () => {
    const provided = providedByMachine();
    expect(screenFeatures.map((entry) => entry.machine)).toContain(membersMachine);
    const gaps = allMachines
      .filter(({ machine }) => placeholdersOf(machine).length > 0)
      .flatMap(({ id, machine }) => {
        const composed = provided.get(machine);
        if (composed === undefined) return [`${id}: not in app/features.ts, app/shell-features.ts nor a machines/*/feature.ts`];
        return placeholdersOf(composed).map((actor) => `${id}: ${actor} still a placeholder`);
      });
    expect(gaps).toEqual([]);
  });

  it('does not compile a feature whose factory leaves an actor out', () => {
    const withoutTimer = (platform: Parameters<typeof createAppImplementations>[0]) => {
      const { timer: _timer, ...actors } = createAppImplementations(platform).actors;
      return { actors };
    };
    // @ts-expect-error the timer actor is missing
    const incomplete: Implementations<typeof appMachine> = withoutTimer(testPlatform());
    // @ts-expect-error feature() needs every actor of the machine
    const broken = feature(appMachine, withoutTimer);
    expect([Object.keys(incomplete.actors), broken.machine]).toEqual([expect.not.arrayContaining(['timer']), appMachine]);
  });
});
