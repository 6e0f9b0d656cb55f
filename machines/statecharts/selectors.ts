import type { SnapshotFrom } from 'xstate';
import type { InspectedSnapshot, StateValue } from '../../io/inspection';
import type { Statechart } from './graph';
import { chosenReplay } from './replay-types';
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

export type SessionPhase = 'idle' | 'fetching' | 'saving' | 'unanswered' | 'reading' | 'unreadable' | 'replaying';

export const selectSessionPhase = (snapshot: VisualiserSnapshot): SessionPhase => {
  for (const phase of ['fetching', 'saving', 'unanswered', 'reading', 'unreadable', 'replaying'] as const) if (snapshot.matches({ session: phase })) return phase;
  return 'idle';
};

/** The app's tabs seen live, each with the page it last showed: what a recording can be asked of. */
export const selectTabs = (snapshot: VisualiserSnapshot): Array<{ tab: string; path: string; actors: number }> => {
  const tabs = new Map<string, { tab: string; path: string; actors: number; at: number }>();
  for (const live of Object.values(snapshot.context.live)) {
    const known = tabs.get(live.tab);
    tabs.set(live.tab, { tab: live.tab, path: known !== undefined && known.at > live.at ? known.path : live.path, actors: (known?.actors ?? 0) + 1, at: Math.max(known?.at ?? 0, live.at) });
  }
  return [...tabs.values()].sort((a, b) => b.at - a.at).map(({ tab, path, actors }) => ({ tab, path, actors }));
};

/** The replay on show: every actor with its result, the chosen one's step, and what it was recorded as. */
export const selectReplay = (snapshot: VisualiserSnapshot) => {
  const replay = snapshot.context.replay;
  if (replay === null) return null;
  const chosen = chosenReplay(replay);
  const check = chosen?.checks[replay.step] ?? null;
  const recorded = check === null ? null : (replay.recording.steps[check.step] ?? null);
  const known = replay.replays.filter((candidate) => candidate.known);
  return {
    actors: replay.replays.map((candidate) => ({
      actor: candidate.actor.actor,
      machine: candidate.actor.machine,
      known: candidate.known,
      steps: candidate.checks.length,
      matching: candidate.checks.filter((stepCheck) => stepCheck.matches).length,
    })),
    actor: replay.actor,
    step: replay.step,
    steps: chosen?.checks.length ?? 0,
    check,
    recorded,
    truncated: replay.recording.truncated,
    summary: {
      actors: known.length,
      steps: known.reduce((sum, candidate) => sum + candidate.checks.length, 0),
      matching: known.reduce((sum, candidate) => sum + candidate.checks.filter((stepCheck) => stepCheck.matches).length, 0),
    },
  };
};

/** The state value drawn as current: the sandbox's while one walks, the replayed step's while a replay of this machine is on, else the live one's. */
export const selectShownValue = (snapshot: VisualiserSnapshot): StateValue | null => {
  const sandbox = snapshot.context.sandbox;
  if (sandbox?.snapshot != null && sandbox.machine === snapshot.context.machineId) return sandbox.snapshot.value;
  const replay = snapshot.context.replay;
  if (replay !== null) {
    const chosen = chosenReplay(replay);
    if (chosen !== undefined && chosen.actor.machine === snapshot.context.machineId) return chosen.checks[replay.step]?.actual.value ?? null;
  }
  return selectHighlighted(snapshot)?.value ?? null;
};

/** Whether a sandbox copy of the machine on show is running, and where it is. */
export const selectWalking = (snapshot: VisualiserSnapshot): boolean => snapshot.matches({ chart: { shown: 'walking' } });
export const selectSandbox = (snapshot: VisualiserSnapshot) => snapshot.context.sandbox;
/** Whether the replay shows a step of the machine on show (the sandbox can start there). */
export const selectCanWalkFromReplay = (snapshot: VisualiserSnapshot): boolean => snapshot.can({ type: 'sandbox.fromReplay' });
