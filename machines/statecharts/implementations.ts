import { isRight } from 'fp-ts/Either';
import { __unsafe_getAllOwnEventDescriptors as acceptedEvents, createActor, fromCallback, fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { InspectedSnapshot, RecordingAnswer, RecordingRequest } from '../../io/inspection';
import { Recording } from '../../io/recording';
import { timerActor } from '../shared/timer-actor';
import { recordedSnapshotOf, replayRecording, withInertActors } from './replay';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { isMachineId, machineCatalog } from './catalog';
import { statechartOf } from './graph';
import type { Drawing, Sandbox, VisualiserEvent, visualiserMachine } from './visualiser.machine';

/**
 * The visualiser's side effects: drawing a machine (ELK, loaded with the first drawing: it is most of
 * the visualiser's weight) and listening to the app's tabs (each message decoded; a tab that opens later
 * is asked for its actors' current snapshots with a hello).
 */
export const createVisualiserImplementations = ({ openInspection, saveFile, clock }: Pick<Platform, 'openInspection' | 'saveFile' | 'clock'>): Implementations<typeof visualiserMachine> => ({
  actors: {
    draw: fromPromise<Drawing | null, string>(async ({ input }) => {
      if (!isMachineId(input)) return null;
      const chart = statechartOf(machineCatalog[input]);
      const { layoutStatechart } = await import('./layout');
      return { chart, layout: await layoutStatechart(chart) };
    }),
    liveSnapshots: fromCallback(({ sendBack, receive }: { sendBack: (event: VisualiserEvent) => void; receive: (listener: (event: { type: 'post'; message: unknown }) => void) => void }) => {
      const channel = openInspection?.() ?? null;
      if (channel === null) return undefined;
      // Only the answer of the tab last asked is this visualiser's (another visualiser may ask another tab).
      let asked: string | null = null;
      receive((event) => {
        const request = RecordingRequest.decode(event.message);
        if (isRight(request)) asked = request.right.tab;
        channel.post(event.message);
      });
      const subscription = channel.messages$.subscribe((raw) => {
        const snapshot = InspectedSnapshot.decode(raw);
        if (isRight(snapshot)) sendBack({ type: 'live.snapshot', snapshot: snapshot.right });
        const answer = RecordingAnswer.decode(raw);
        if (isRight(answer) && answer.right.tab === asked) sendBack({ type: 'session.recorded', recording: answer.right.recording });
      });
      channel.post({ kind: 'hello' });
      return () => {
        subscription.unsubscribe();
        channel.close();
      };
    }),
    saveRecording: fromPromise<void, Recording>(async ({ input }) => {
      if (saveFile === undefined) throw new Error('this page cannot save files');
      saveFile(`rendezvous-session-${new Date(input.startedAt).toISOString().replace(/[:.]/g, '-')}.json`, 'application/json', JSON.stringify(input, null, 1));
    }),
    // The file is outside input: parsed and decoded before anything is replayed.
    readRecording: fromPromise(async ({ input }: { input: Blob }) => {
      const decoded = Recording.decode(JSON.parse(await input.text()));
      if (!isRight(decoded)) throw new Error('not a session recording');
      return { recording: decoded.right, replays: replayRecording(decoded.right) };
    }),
    timer: timerActor(clock),
    // A copy of the machine with inert actors and a clock that never moves: only the events sent by hand move it.
    sandbox: fromCallback(
      ({ input, sendBack, receive }: { input: Pick<Sandbox, 'machine' | 'input' | 'from'>; sendBack: (event: VisualiserEvent) => void; receive: (listener: (event: { type: 'send'; event: { type: string } }) => void) => void }) => {
        if (!isMachineId(input.machine)) return undefined;
        const machine = withInertActors(machineCatalog[input.machine]);
        const from = input.from === null ? undefined : machine.resolveState({ value: input.from.value, context: input.from.context });
        const actor = createActor(machine, { input: input.input, clock: new SimulatedClock(), ...(from === undefined ? {} : { snapshot: from }) });
        const report = (snapshot: AnyMachineSnapshot) =>
          sendBack({ type: 'sandbox.changed', snapshot: recordedSnapshotOf(snapshot), accepted: acceptedEvents(snapshot).filter((type) => type !== '*').sort() });
        // A machine that throws on a hand-made event (a guard reading a payload it lacks) ends; the page says so by its status.
        const subscription = actor.subscribe({ next: report, error: () => report(actor.getSnapshot()) });
        receive((message) => actor.send(message.event));
        actor.start();
        report(actor.getSnapshot());
        return () => {
          subscription.unsubscribe();
          actor.stop();
        };
      },
    ),
  },
});
