import { isRight } from 'fp-ts/Either';
import type { InspectionEvent } from 'xstate';
import { saveFileIn } from '../adapters/download';
import { openInspectionChannel, type InspectionChannel } from '../adapters/inspection-channel';
import type { Platform } from '../machines/shared/platform';
import { InspectionMessage, visualiserMachineId, type InspectedSnapshot, type StateValue } from '../io/inspection';
import type { Recording } from '../io/recording';
import { machineIdOf, startRecording } from './recorder';
import { connectStately, statelyRequested } from './stately';

interface Environment {
  readonly tab: string;
  readonly path: () => string;
  readonly now: () => number;
}

/**
 * The app's inspection observer, for every actor it and its views start: each machine actor's snapshot
 * goes to the visualiser tabs as it changes; a visualiser that opens later gets the current ones; and a
 * visualiser that asks for this tab's recording gets it.
 */
export const inspectInto = (channel: InspectionChannel, environment: Environment, recording: () => Recording | null = () => null) => {
  const current = new Map<string, InspectedSnapshot>();
  channel.messages$.subscribe((raw) => {
    const decoded = InspectionMessage.decode(raw);
    if (!isRight(decoded)) return;
    const message = decoded.right;
    if (message.kind === 'hello') for (const snapshot of current.values()) channel.post(snapshot);
    if (message.kind === 'recording.request' && message.tab === environment.tab) {
      const recorded = recording();
      if (recorded !== null) channel.post({ kind: 'recording', tab: environment.tab, recording: recorded });
    }
  });
  return (inspection: InspectionEvent): void => {
    if (inspection.type !== '@xstate.snapshot') return;
    const machine = machineIdOf(inspection.actorRef);
    if (machine === null || machine === visualiserMachineId) return;
    const snapshot = inspection.snapshot as { value?: unknown; status?: unknown };
    const message: InspectedSnapshot = {
      kind: 'snapshot',
      tab: environment.tab,
      actor: inspection.actorRef.sessionId,
      machine,
      value: snapshot.value as StateValue,
      status: snapshot.status === 'done' || snapshot.status === 'error' || snapshot.status === 'stopped' ? snapshot.status : 'active',
      event: inspection.event.type,
      path: environment.path(),
      at: environment.now(),
    };
    if (message.status === 'active') current.set(message.actor, message);
    else current.delete(message.actor);
    channel.post(message);
  };
};

/**
 * This tab's inspection (demo and development servers): the live view for the visualiser and the session
 * recording, both fed by the one observer, and the visualiser's own ports; undefined where the browser has
 * no BroadcastChannel.
 */
export const startInspection = async (scope: typeof globalThis, now: () => number): Promise<Required<Pick<Platform, 'inspect' | 'openInspection' | 'saveFile'>> | undefined> => {
  const channel = openInspectionChannel(scope);
  if (channel === null) return undefined;
  const stately = statelyRequested(scope.location.search) ? await connectStately() : undefined;
  // randomUUID exists only in a secure context: a demo opened over plain http on a LAN address has none.
  const tab = typeof scope.crypto.randomUUID === 'function' ? scope.crypto.randomUUID() : `tab-${scope.crypto.getRandomValues(new Uint32Array(2)).join('-')}`;
  const recorder = startRecording({ tab, now });
  const broadcast = inspectInto(channel, { tab, path: () => scope.location.pathname, now }, recorder.recording);
  return {
    inspect: (inspection) => {
      recorder.inspect(inspection);
      broadcast(inspection);
      stately?.(inspection);
    },
    openInspection: () => openInspectionChannel(scope),
    saveFile: saveFileIn(scope.document, scope.URL),
  };
};
