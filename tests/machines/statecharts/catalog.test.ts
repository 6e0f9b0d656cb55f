import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineAreas, machineCatalog, machineIds } from '../../../machines/statecharts/catalog';
import { statechartOf } from '../../../machines/statecharts/graph';
import { specTimerNames } from '../../../machines/statecharts/timers';
import { testedTransitions } from '../../../machines/statecharts/tested-transitions';

const machinesDir = path.resolve(import.meta.dirname, '../../../machines');

/** Every machine exported by a *.machine.ts file under machines/. */
const definedMachines = async (): Promise<AnyStateMachine[]> => {
  const files = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.machine.ts'));
  const modules = await Promise.all(files.map((file) => import(path.join(machinesDir, file)) as Promise<Record<string, unknown>>));
  return modules.flatMap((module) => Object.values(module).filter((value): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value && 'config' in value));
};

describe('the machine catalog', () => {
  it('lists every machine of machines/, each under the id it was created with', async () => {
    const defined = await definedMachines();
    expect(defined.length).toBeGreaterThan(40);
    expect(new Set(defined.map((machine) => machine.id)).size).toBe(defined.length);
    expect(machineIds.slice().sort()).toEqual(defined.map((machine) => machine.id).sort());
    for (const [id, machine] of Object.entries(machineCatalog)) expect(machine.id).toBe(id);
  });

  it('puts each machine in exactly one area', () => {
    const listed = machineAreas.flatMap((area) => area.ids);
    expect(listed.slice().sort()).toEqual(machineIds.slice().sort());
  });

  it('names spec timers only on states that run a timer', () => {
    const timerStates = new Set(
      Object.values(machineCatalog).flatMap((machine) => statechartOf(machine).states.filter((state) => state.invokes.some((invoke) => invoke.timer !== undefined)).map((state) => state.id)),
    );
    for (const stateId of Object.keys(specTimerNames)) expect(timerStates, stateId).toContain(stateId);
  });

  it('marks tested only transitions the machines still declare', () => {
    for (const [id, keys] of Object.entries(testedTransitions)) {
      const machine = (machineCatalog as Record<string, AnyStateMachine>)[id];
      expect(machine, id).toBeDefined();
      const declared = new Set(statechartOf(machine as AnyStateMachine).transitions.map((transition) => transition.key));
      for (const key of keys) expect(declared, `${id}: ${key}`).toContain(key);
    }
  });
});
