import type { ChartState, ChartTransition, Statechart } from './graph';
import { eventLabel } from './graph';
import { specTimerNames } from './timers';

/**
 * The text of a state box and of a transition label, line by line. The layout sizes the boxes from
 * these lines and the drawing writes the same lines, so both must come from here.
 */

const delay = (ms: number | null): string => (ms === null ? 'a computed delay' : ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);

/** `entry / a, b` and the like: what runs in a state, beside its name. */
export const stateDetailLines = (state: ChartState, targetless: ReadonlyArray<ChartTransition>): string[] => {
  const lines: string[] = [];
  if (state.entry.length > 0) lines.push(`entry / ${state.entry.join(', ')}`);
  if (state.exit.length > 0) lines.push(`exit / ${state.exit.join(', ')}`);
  for (const invoke of state.invokes) {
    if (invoke.timer === undefined) lines.push(`invoke ${invoke.src}`);
    else {
      const name = specTimerNames[state.id];
      lines.push(`timer: ${invoke.timer.event} after ${delay(invoke.timer.ms)}${name === undefined ? '' : ` (${name})`}`);
    }
  }
  // Two leading spaces: the drawing puts the transition's tested-or-not mark there.
  for (const transition of targetless) lines.push(`  ${transitionLine(transition)}`);
  if (state.tags.length > 0) lines.push(`tags: ${state.tags.join(', ')}`);
  return lines;
};

/** A state's title: its key, marked when it is a final or history state. */
export const stateTitle = (state: ChartState): string => {
  if (state.kind === 'final') return `${state.key} (final)`;
  if (state.kind === 'history') return `${state.key} (${state.history ?? 'shallow'} history)`;
  if (state.kind === 'parallel') return `${state.key} (parallel)`;
  return state.key;
};

/** `event [guard] / actions` on one line (inside a state box, for a transition without a target). */
export const transitionLine = (transition: ChartTransition): string => transitionLines(transition).join(' ');

/** An edge label: the event, then its guard, then what it does. */
export const transitionLines = (transition: ChartTransition): string[] => {
  const lines = [eventLabel(transition.event)];
  if (transition.guard !== null) lines.push(`[${transition.guard}]`);
  if (transition.actions.length > 0) lines.push(`/ ${transition.actions.join(', ')}`);
  return lines;
};

/** A state box's header: its title, then its details (entry, invokes, timers, targetless transitions). */
export const headerLines = (state: ChartState, chart: Statechart): string[] => [
  stateTitle(state),
  ...stateDetailLines(state, chart.transitions.filter((transition) => transition.source === state.id && transition.targets.length === 0)),
];
