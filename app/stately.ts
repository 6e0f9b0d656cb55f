import type { AnyEventObject, InspectionEvent, MachineContext } from 'xstate';
import { recordable } from '../io/recording';

/** A tab opened with ?inspect=stately (on a demo server) also reports to Stately's online inspector. */
export const statelyRequested = (search: string): boolean => new URLSearchParams(search).get('inspect') === 'stately';

/**
 * Stately's online inspector (@statelyai/inspect): it opens stately.ai/inspect in a window of its own, so
 * it needs the internet. It sees events and contexts as a recording does: secrets masked.
 */
export const connectStately = async (): Promise<(inspection: InspectionEvent) => void> => {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({
    sanitizeEvent: (event) => recordable(event) as AnyEventObject,
    sanitizeContext: (context) => recordable(context) as MachineContext,
  });
  return (inspection) => inspector.inspect.next?.(inspection);
};
