import { createActor, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine, type InspectionEvent, type Snapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { transitionKey as keyOf } from '../../../machines/statecharts/transition-key';
import { recordCoverage } from './coverage-record';

/** Every transition the machine declares, by name, keyed by the definition object itself. */
export const declaredTransitions = (machine: AnyStateMachine): Map<object, string> => {
  const names = new Map<object, string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, index) => names.set(definition, keyOf(node.id, eventType, index)));
    }
    (node.always ?? []).forEach((definition, index) => names.set(definition, keyOf(node.id, 'always', index)));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return names;
};

/** A done/error event of an invoked actor only makes sense while that actor runs (xstate treats a stray error event as a crash). */
const applicable = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean => {
  const actorId = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)?.[2];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-member-access -- AnyMachineSnapshot types its children as any
  return actorId === undefined || snapshot.children[actorId] !== undefined;
};

export interface Exploration {
  /** Names of the declared transitions no replayed path took. */
  readonly missed: ReadonlyArray<string>;
  readonly declared: number;
  readonly pathsReplayed: number;
  /** Errors the actor itself raised while replaying (a throwing action or guard, an unhandled failure). */
  readonly errors: ReadonlyArray<unknown>;
}

/**
 * Model-based exploration: `xstate/graph` finds a shortest path to every reachable snapshot; from each
 * one every given event is tried on a freshly started actor. The actor's inspection stream tells which
 * declared transitions were taken, and `check` runs on every snapshot reached.
 */
export const exploreEveryTransition = (
  machine: AnyStateMachine,
  options: {
    input?: unknown;
    events: ReadonlyArray<AnyEventObject>;
    check: (snapshot: AnyMachineSnapshot) => void;
    /** Keeps an unbounded context (a counter) finite: events it refuses are not explored from that snapshot. */
    bound?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  },
): Exploration => {
  const names = declaredTransitions(machine);
  const taken = new Set<string>();
  // getShortestPaths rather than createTestModel: the latter refuses machines that invoke actors.
  const bound = options.bound ?? (() => true);
  const events = (snapshot: AnyMachineSnapshot) => options.events.filter((event) => applicable(snapshot, event) && bound(snapshot, event));
  const paths = getShortestPaths(machine, { events, input: options.input });
  const errors: unknown[] = [];
  const record = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep') return;
    for (const definition of inspection._transitions) {
      const name = names.get(definition);
      if (name !== undefined) taken.add(name);
    }
  };
  const started = (snapshot?: Snapshot<unknown>) => {
    const actor = createActor(machine, { input: options.input, inspect: record, ...(snapshot === undefined ? {} : { snapshot }) });
    actor.subscribe({ error: (error: unknown) => errors.push(error) });
    actor.start();
    return actor;
  };
  const send = (actor: ReturnType<typeof started>, event: AnyEventObject) => {
    if (event.type === 'xstate.init' || !applicable(actor.getSnapshot(), event)) return;
    actor.send(event);
    options.check(actor.getSnapshot());
  };
  for (const path of paths) {
    const actor = started();
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- xstate/graph over an AnyStateMachine types each step's event as any
    for (const step of path.steps) send(actor, step.event);
    const end = actor.getSnapshot();
    const persisted = actor.getPersistedSnapshot();
    actor.stop();
    // Only an event the reached snapshot accepts can take a transition; any other leaves the snapshot as
    // it is (already checked). `can` says no to an actor's done/error events, so those are always tried.
    // Each extra event starts from the path's end restored, not from a replay of the whole path.
    for (const extra of options.events) {
      const accepted = end.can(extra) || extra.type.startsWith('xstate.');
      if (end.status !== 'active' || !applicable(end, extra) || !accepted) continue;
      const branch = started(persisted);
      send(branch, extra);
      branch.stop();
    }
  }
  recordCoverage(machine.id, taken);
  const missed = [...names.values()].filter((name) => !taken.has(name));
  return { missed, declared: names.size, pathsReplayed: paths.length, errors };
};
