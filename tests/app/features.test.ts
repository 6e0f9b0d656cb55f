import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { featureMachines, provideFeatures, providedLogic } from '../../app/features';
import { provideShellFeatures, shellFeatureMachines, shellFeatures } from '../../app/shell-features';
import { appMachine } from '../../machines/app/app.machine';
import { createAppImplementations } from '../../machines/app/implementations';
import { connectivityMachine } from '../../machines/connectivity/connectivity.machine';
import { membersMachine } from '../../machines/members/members.machine';
import { feature, type Implementations } from '../../machines/shared/feature';
import { isPlaceholder } from '../../machines/shared/not-provided';
import { testPlatform } from '../support/platform';

/** Every machine of every feature folder, found on disk: a new machine is checked without being listed. */
const machineFiles = import.meta.glob<Record<string, unknown>>('../../machines/*/*.machine.ts', { eager: true });
const allMachines = Object.entries(machineFiles).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => (value instanceof StateMachine ? [{ id: `${file}: ${name}`, machine: value }] : [])),
);

const placeholdersOf = (machine: AnyStateMachine): ReadonlyArray<string> =>
  Object.entries(machine.implementations.actors)
    .filter(([, logic]) => isPlaceholder(logic))
    .map(([name]) => name);

/** The shell features' machines with their implementations, by the machine they provide. */
const providedShell = (): Map<AnyStateMachine, AnyStateMachine | undefined> => {
  const byName: Readonly<Record<string, AnyStateMachine>> = provideShellFeatures(testPlatform());
  return new Map(Object.entries(shellFeatures).map(([name, entry]) => [entry.machine, byName[name]]));
};

describe('feature composition (app/features.ts, app/shell-features.ts)', () => {
  it('finds the machines it checks, and their placeholder actors', () => {
    expect(allMachines.length).toBeGreaterThanOrEqual(10);
    expect(placeholdersOf(membersMachine)).toEqual(['searchMembers']);
    expect(placeholdersOf(connectivityMachine)).toEqual([]);
  });

  it('composes every machine that has placeholder actors, and provides each of them', () => {
    const provide = providedLogic(provideFeatures(testPlatform()));
    const shell = providedShell();
    const gaps = allMachines
      .filter(({ machine }) => placeholdersOf(machine).length > 0)
      .flatMap(({ id, machine }) => {
        const provided = featureMachines.includes(machine) ? provide(machine) : shellFeatureMachines.includes(machine) ? shell.get(machine) : undefined;
        if (provided === undefined) return [`${id}: not in app/features.ts nor app/shell-features.ts`];
        return placeholdersOf(provided).map((actor) => `${id}: ${actor} still a placeholder`);
      });
    expect(gaps).toEqual([]);
  });

  it('hands a screen its machine with implementations, and refuses one the app does not know', () => {
    const provide = providedLogic(provideFeatures(testPlatform()));
    expect(provide(membersMachine)).not.toBe(membersMachine);
    expect(provide(membersMachine).implementations.actors['searchMembers']).not.toBe(membersMachine.implementations.actors['searchMembers']);
    expect(() => provide(connectivityMachine)).toThrow(/not a feature of app\/features.ts/);
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
