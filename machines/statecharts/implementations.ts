import { isRight } from 'fp-ts/Either';
import { fromCallback, fromPromise } from 'xstate';
import { InspectedSnapshot } from '../../io/inspection';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { isMachineId, machineCatalog } from './catalog';
import { statechartOf } from './graph';
import type { Drawing, VisualiserEvent, visualiserMachine } from './visualiser.machine';

/**
 * The visualiser's side effects: drawing a machine (ELK, loaded with the first drawing: it is most of
 * the visualiser's weight) and listening to the app's tabs (each message decoded; a tab that opens later
 * is asked for its actors' current snapshots with a hello).
 */
export const createVisualiserImplementations = ({ openInspection }: Pick<Platform, 'openInspection'>): Implementations<typeof visualiserMachine> => ({
  actors: {
    draw: fromPromise<Drawing | null, string>(async ({ input }) => {
      if (!isMachineId(input)) return null;
      const chart = statechartOf(machineCatalog[input]);
      const { layoutStatechart } = await import('./layout');
      return { chart, layout: await layoutStatechart(chart) };
    }),
    liveSnapshots: fromCallback(({ sendBack }: { sendBack: (event: VisualiserEvent) => void }) => {
      const channel = openInspection?.() ?? null;
      if (channel === null) return undefined;
      const subscription = channel.messages$.subscribe((raw) => {
        const decoded = InspectedSnapshot.decode(raw);
        if (isRight(decoded)) sendBack({ type: 'live.snapshot', snapshot: decoded.right });
      });
      channel.post({ kind: 'hello' });
      return () => {
        subscription.unsubscribe();
        channel.close();
      };
    }),
  },
});
