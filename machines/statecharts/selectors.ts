import type { SnapshotFrom } from 'xstate';
import type { InspectedSnapshot, StateValue } from '../../io/inspection';
import type { Statechart } from './graph';
import { testedTransitions } from './tested-transitions';
import { liveKey, type visualiserMachine } from './visualiser.machine';

type VisualiserSnapshot = SnapshotFrom<typeof visualiserMachine>;

export type ChartPhase = 'none' | 'drawing' | 'shown' | 'failed' | 'unknown';

export const selectChartPhase = (snapshot: VisualiserSnapshot): ChartPhase => {
  for (const phase of ['drawing', 'shown', 'failed', 'unknown'] as const) if (snapshot.matches({ chart: phase })) return phase;
  return 'none';
};

export const selectMachineId = (snapshot: VisualiserSnapshot) => snapshot.context.machineId;
export const selectChart = (snapshot: VisualiserSnapshot) => snapshot.context.chart;
export const selectLayout = (snapshot: VisualiserSnapshot) => snapshot.context.layout;
export const selectScale = (snapshot: VisualiserSnapshot) => snapshot.context.scale;

/** The live actors of the machine on show, most recently changed first. */
export const selectLiveActors = (snapshot: VisualiserSnapshot): InspectedSnapshot[] =>
  Object.values(snapshot.context.live)
    .filter((live) => live.machine === snapshot.context.machineId)
    .sort((a, b) => b.at - a.at);

/** The live actor highlighted: the one followed, else the machine's most recently changed one. */
export const selectHighlighted = (snapshot: VisualiserSnapshot): InspectedSnapshot | null => {
  const { followed, live } = snapshot.context;
  const chosen = followed === null ? undefined : live[followed];
  if (chosen !== undefined && chosen.machine === snapshot.context.machineId) return chosen;
  return selectLiveActors(snapshot)[0] ?? null;
};

export const selectFollowed = (snapshot: VisualiserSnapshot): string | null => {
  const highlighted = selectHighlighted(snapshot);
  return highlighted === null ? null : liveKey(highlighted);
};

/** The event log of the machine on show, newest first. */
export const selectLog = (snapshot: VisualiserSnapshot): InspectedSnapshot[] => snapshot.context.log.filter((entry) => entry.machine === snapshot.context.machineId);

/** The transitions the model-based tests take (null: the machine has no model-based test). */
export const selectTested = (snapshot: VisualiserSnapshot): ReadonlySet<string> | null => {
  const id = snapshot.context.machineId;
  const keys = id === null ? undefined : testedTransitions[id];
  return keys === undefined ? null : new Set(keys);
};

/** The ids of the states a value is in, read off the chart (every region of a parallel state, every ancestor). */
export const activeStateIds = (chart: Statechart, value: StateValue): Set<string> => {
  const childOf = (parentId: string, key: string) => chart.states.find((state) => state.parent === parentId && state.key === key)?.id;
  const active = new Set<string>();
  const visit = (stateId: string, current: StateValue) => {
    active.add(stateId);
    if (typeof current === 'string') {
      const id = childOf(stateId, current);
      if (id !== undefined) active.add(id);
      return;
    }
    for (const [key, inner] of Object.entries(current)) {
      const id = childOf(stateId, key);
      if (id !== undefined) visit(id, inner);
    }
  };
  const root = chart.states[0];
  if (root !== undefined) visit(root.id, value);
  return active;
};

/** A state value as one line: `loggedIn.waiting`, parallel regions side by side: `chart.shown, live`. */
export const describeValue = (value: StateValue): string =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, inner]) => (typeof inner === 'string' || Object.keys(inner).length === 1 ? `${key}.${describeValue(inner)}` : `${key}(${describeValue(inner)})`))
        .join(', ');
