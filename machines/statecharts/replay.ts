import { createActor, fromCallback, SimulatedClock, type AnyStateMachine } from 'xstate';
import { recordable, type RecordedActor, type RecordedSnapshot, type Recording } from '../../io/recording';
import type { ActorReplay, StepCheck } from './replay-types';
import { isMachineId, machineCatalog } from './catalog';

/** A snapshot as the recorder writes it (app/recorder.ts): value, context and status through JSON, secrets masked. */
export const recordedSnapshotOf = (snapshot: { value: unknown; context: unknown; status: string }): RecordedSnapshot => ({
  value: recordable(snapshot.value) as RecordedSnapshot['value'],
  context: recordable(snapshot.context),
  status: snapshot.status as RecordedSnapshot['status'],
});

/**
 * The machine with every actor it invokes or spawns replaced by one that does nothing: in a replay what
 * they delivered (an HTTP answer, a timer's event) arrives as the recorded event instead.
 */
export const withInertActors = (machine: AnyStateMachine): AnyStateMachine => {
  const declared = Object.keys((machine.implementations as { actors?: Record<string, unknown> }).actors ?? {});
  return machine.provide({ actors: Object.fromEntries(declared.map((name) => [name, fromCallback(() => undefined)])) });
};

const same = (a: RecordedSnapshot, b: RecordedSnapshot) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Replays one recorded actor: the same machine and input, its recorded events in order, and each snapshot
 * compared with the recorded one. A simulated clock that never advances keeps `after` delays from firing
 * by themselves (their events are in the recording).
 */
export const replayActor = (recording: Recording, recorded: RecordedActor): ActorReplay => {
  if (!isMachineId(recorded.machine)) return { actor: recorded, known: false, checks: [] };
  const errors: unknown[] = [];
  const actor = createActor(withInertActors(machineCatalog[recorded.machine]), { input: recorded.input, clock: new SimulatedClock() });
  actor.subscribe({ error: (error: unknown) => errors.push(error) });
  let started = false;
  const checks: StepCheck[] = [];
  recording.steps.forEach((step, index) => {
    if (step.actor !== recorded.actor) return;
    if (step.event.type === 'xstate.init' || !started) {
      actor.start();
      started = true;
    }
    if (step.event.type === 'xstate.stop') actor.stop();
    else if (step.event.type !== 'xstate.init') actor.send(step.event);
    const actual = recordedSnapshotOf(actor.getSnapshot() as { value: unknown; context: unknown; status: string });
    checks.push({ step: index, event: step.event.type, actual, matches: errors.length === 0 && same(actual, step.snapshot) });
  });
  if (actor.getSnapshot().status === 'active') actor.stop();
  return { actor: recorded, known: true, checks };
};

/** Every recorded actor replayed. */
export const replayRecording = (recording: Recording): ReadonlyArray<ActorReplay> => recording.actors.map((actor) => replayActor(recording, actor));
