import type { AnyStateMachine } from 'xstate';
import { transitionKey } from './transition-key';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** An actor a state invokes while it is active; a timer says which event it sends after how long. */
export interface ChartInvoke {
  readonly id: string;
  readonly src: string;
  /** Set for the shared timer actor (machines/shared/timer-actor.ts): `ms` null when computed from the context. */
  readonly timer?: { readonly event: string; readonly ms: number | null };
}

export interface ChartState {
  readonly id: string;
  readonly key: string;
  readonly kind: StateKind;
  readonly parent: string | null;
  readonly children: ReadonlyArray<string>;
  /** The child entered first (compound states). */
  readonly initial: string | null;
  readonly history: 'shallow' | 'deep' | null;
  readonly entry: ReadonlyArray<string>;
  readonly exit: ReadonlyArray<string>;
  readonly invokes: ReadonlyArray<ChartInvoke>;
  readonly tags: ReadonlyArray<string>;
  readonly description: string | null;
}

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'snapshot';

export interface ChartTransition {
  /** The coverage name (transition-key.ts). */
  readonly key: string;
  readonly source: string;
  /** No target: the transition only runs its actions (it stays where it is). */
  readonly targets: ReadonlyArray<string>;
  readonly event: string;
  readonly kind: TransitionKind;
  readonly guard: string | null;
  readonly actions: ReadonlyArray<string>;
  readonly reenter: boolean;
}

/** A machine's statechart as plain data: what the visualiser lays out, draws and documents. */
export interface Statechart {
  readonly id: string;
  /** Depth-first, parents before children, in declaration order. */
  readonly states: ReadonlyArray<ChartState>;
  readonly transitions: ReadonlyArray<ChartTransition>;
}

// XState types a machine's root node with `any` context and event; the chart reads only their shape.
type AnyNode = AnyStateMachine['root'];

/** The name an action, guard or actor goes by in the definition (setup's key, or what XState calls a built-in). */
export const nameOf = (item: unknown): string => {
  if (typeof item === 'string') return item;
  if (typeof item === 'function') {
    const builtIn = (item as { type?: unknown }).type;
    if (typeof builtIn === 'string') return builtIn.replace(/^xstate\./, '');
    return item.name === '' ? 'inline' : item.name;
  }
  if (typeof item === 'object' && item !== null) {
    const type = (item as { type?: unknown; src?: unknown }).type ?? (item as { src?: unknown }).src;
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
  }
  return 'inline';
};

const kindOfEvent = (eventType: string): TransitionKind => {
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  if (eventType.startsWith('xstate.snapshot.')) return 'snapshot';
  return 'event';
};

/** What a reader recognises: an invoked actor's done/error as `done: loadUser`, a delay as `after 15 s`. */
export const eventLabel = (eventType: string): string => {
  const actor = /^xstate\.(done|error|snapshot)\.actor\.(.+)$/.exec(eventType);
  if (actor !== null) return `${actor[1]}: ${actor[2]}`;
  const delay = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delay !== null) return `after ${delay[1]}`;
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
};

const timerOf = (invoke: { src: unknown; input?: unknown }): ChartInvoke['timer'] => {
  if (nameOf(invoke.src) !== 'timer') return undefined;
  const input = invoke.input;
  if (typeof input !== 'object' || input === null) return { event: 'timer.elapsed', ms: null };
  const { ms, done } = input as { ms?: unknown; done?: unknown };
  return { event: typeof done === 'string' ? done : 'timer.elapsed', ms: typeof ms === 'number' ? ms : null };
};

const invokesOf = (node: AnyNode): ChartInvoke[] =>
  node.invoke.map((invoke) => {
    const timer = timerOf(invoke);
    return { id: invoke.id, src: nameOf(invoke.src), ...(timer === undefined ? {} : { timer }) };
  });

const stateOf = (node: AnyNode): ChartState => ({
  id: node.id,
  key: node.key,
  kind: node.type,
  parent: node.parent?.id ?? null,
  children: Object.values(node.states).map((child) => child.id),
  initial: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
  history: node.type === 'history' ? (node.history === 'deep' ? 'deep' : 'shallow') : null,
  entry: node.entry.map(nameOf),
  exit: node.exit.map(nameOf),
  invokes: invokesOf(node),
  tags: [...node.tags],
  description: node.description ?? null,
});

interface Definition {
  readonly target?: ReadonlyArray<AnyNode> | undefined;
  readonly guard?: unknown;
  readonly actions: ReadonlyArray<unknown>;
  readonly reenter: boolean;
}

const transitionOf = (source: AnyNode, eventType: string, definition: Definition, index: number, kind: TransitionKind): ChartTransition => ({
  key: transitionKey(source.id, eventType, index),
  source: source.id,
  targets: (definition.target ?? []).map((target) => target.id),
  event: eventType,
  kind,
  guard: definition.guard === undefined ? null : nameOf(definition.guard),
  actions: definition.actions.map(nameOf),
  reenter: definition.reenter,
});

/** Reads the machine's own definition: every state and every transition it declares, nothing inferred. */
export const statechartOf = (machine: AnyStateMachine): Statechart => {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const visit = (node: AnyNode) => {
    states.push(stateOf(node));
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, index) => transitions.push(transitionOf(node, eventType, definition, index, kindOfEvent(eventType))));
    }
    (node.always ?? []).forEach((definition, index) => transitions.push(transitionOf(node, 'always', definition, index, 'always')));
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return { id: machine.id, states, transitions };
};
