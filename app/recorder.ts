import type { InspectionEvent } from 'xstate';
import { visualiserMachineId } from '../io/inspection';
import { recordable, recordingFormat, type RecordedActor, type RecordedStep, type Recording } from '../io/recording';

/** A recording stops growing here (a tab left open for days): its file says it was cut short. */
const stepLimit = 20_000;

/** The machine id of an actor whose logic is a state machine; null for promises, callbacks, timers. */
export const machineIdOf = (actor: unknown): string | null => {
  if (typeof actor !== 'object' || actor === null || !('logic' in actor)) return null;
  const logic = actor.logic;
  if (typeof logic !== 'object' || logic === null || !('root' in logic) || !('id' in logic)) return null;
  return typeof logic.id === 'string' ? logic.id : null;
};

interface InspectedActor {
  readonly sessionId: string;
  readonly id?: string;
  readonly options?: { readonly input?: unknown };
  readonly _parent?: { readonly sessionId: string };
}

/**
 * Records this tab's session for replay (io/recording.ts): every machine actor with its input, every event
 * it processed with the snapshot it reached. A context unchanged by an event is kept once, not copied.
 */
export const startRecording = (environment: { tab: string; now: () => number }) => {
  const actors: RecordedActor[] = [];
  const steps: RecordedStep[] = [];
  const startedAt = environment.now();
  let truncated = false;
  // The sending actor of each event object, told by the inspection's event notice before the snapshot.
  const senders = new WeakMap<object, string>();
  const lastContext = new Map<string, { raw: unknown; recorded: unknown }>();

  const inspect = (inspection: InspectionEvent): void => {
    const machine = machineIdOf(inspection.actorRef);
    if (inspection.type === '@xstate.event') {
      const source = inspection.sourceRef as InspectedActor | undefined;
      if (source !== undefined && source !== inspection.actorRef) senders.set(inspection.event, source.id ?? source.sessionId);
      return;
    }
    if (machine === null || machine === visualiserMachineId) return;
    const actor = inspection.actorRef as unknown as InspectedActor;
    if (inspection.type === '@xstate.actor') {
      actors.push({ actor: actor.sessionId, machine, input: recordable(actor.options?.input), parent: actor._parent?.sessionId ?? null, at: environment.now() });
      return;
    }
    if (inspection.type !== '@xstate.snapshot') return;
    if (steps.length >= stepLimit) {
      truncated = true;
      return;
    }
    const snapshot = inspection.snapshot as unknown as { value: unknown; context: unknown; status: string };
    const previous = lastContext.get(actor.sessionId);
    const context = previous !== undefined && previous.raw === snapshot.context ? previous.recorded : recordable(snapshot.context);
    lastContext.set(actor.sessionId, { raw: snapshot.context, recorded: context });
    steps.push({
      actor: actor.sessionId,
      event: recordable(inspection.event) as RecordedStep['event'],
      source: senders.get(inspection.event) ?? 'outside',
      at: environment.now(),
      snapshot: { value: recordable(snapshot.value) as RecordedStep['snapshot']['value'], context, status: snapshot.status as RecordedStep['snapshot']['status'] },
    });
  };

  const recording = (): Recording => ({ format: recordingFormat, tab: environment.tab, startedAt, actors: [...actors], steps: [...steps], truncated });
  return { inspect, recording };
};
