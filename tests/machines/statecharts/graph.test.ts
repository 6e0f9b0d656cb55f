import { describe, expect, it } from 'vitest';
import { assign, createMachine, setup } from 'xstate';
import { eventLabel, statechartOf } from '../../../machines/statecharts/graph';
import { layoutStatechart } from '../../../machines/statecharts/layout';
import { machineCatalog } from '../../../machines/statecharts/catalog';
import { declaredTransitions } from '../support/transition-coverage';

const sample = setup({
  types: { context: {} as { count: number }, events: {} as { type: 'go' } | { type: 'count' } | { type: 'stop' } },
  guards: { allowed: () => true },
  actions: { note: () => undefined },
  actors: { timer: createMachine({}) },
}).createMachine({
  id: 'sample',
  context: { count: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: [{ guard: 'allowed', target: 'busy', actions: 'note' }, { target: 'idle' }], count: { actions: assign({ count: ({ context }) => context.count + 1 }) } } },
    busy: {
      type: 'parallel',
      invoke: { src: 'timer', id: 'wait', input: { ms: 1500, done: 'waited' } },
      states: {
        left: { initial: 'a', states: { a: { on: { stop: 'b' } }, b: { type: 'final' } } },
        right: { initial: 'c', states: { c: {}, past: { type: 'history', history: 'deep' } } },
      },
      onDone: 'idle',
    },
  },
});

describe('statechartOf', () => {
  const chart = statechartOf(sample);
  const state = (id: string) => chart.states.find((candidate) => candidate.id === id);

  it('reads every kind of state, with its initial child, history and final marks', () => {
    expect(chart.states.map((candidate) => [candidate.id, candidate.kind])).toEqual([
      ['sample', 'compound'],
      ['sample.idle', 'atomic'],
      ['sample.busy', 'parallel'],
      ['sample.busy.left', 'compound'],
      ['sample.busy.left.a', 'atomic'],
      ['sample.busy.left.b', 'final'],
      ['sample.busy.right', 'compound'],
      ['sample.busy.right.c', 'atomic'],
      ['sample.busy.right.past', 'history'],
    ]);
    expect(state('sample')?.initial).toBe('sample.idle');
    expect(state('sample.busy.right.past')?.history).toBe('deep');
  });

  it('reads transitions with guards and actions by name, and a timer with its event and delay', () => {
    const go = chart.transitions.filter((transition) => transition.event === 'go');
    expect(go.map(({ key, guard, actions, targets }) => ({ key, guard, actions, targets }))).toEqual([
      { key: 'sample.idle go #0', guard: 'allowed', actions: ['note'], targets: ['sample.busy'] },
      { key: 'sample.idle go #1', guard: null, actions: [], targets: ['sample.idle'] },
    ]);
    expect(chart.transitions.find((transition) => transition.event === 'count')?.actions).toEqual(['assign']);
    expect(state('sample.busy')?.invokes).toEqual([{ id: 'wait', src: 'timer', timer: { event: 'waited', ms: 1500 } }]);
    expect(chart.transitions.find((transition) => transition.kind === 'done')?.targets).toEqual(['sample.idle']);
  });

  it('names transitions as the model-based coverage does', () => {
    for (const machine of [sample, ...Object.values(machineCatalog)]) {
      expect(statechartOf(machine).transitions.map((transition) => transition.key).sort()).toEqual([...declaredTransitions(machine).values()].sort());
    }
  });

  it('labels an actor\'s answers and delays as a reader knows them', () => {
    expect(eventLabel('xstate.done.actor.loadUser')).toBe('done: loadUser');
    expect(eventLabel('xstate.error.actor.login')).toBe('error: login');
    expect(eventLabel('xstate.after.retryDelay.outbox.waiting')).toBe('after retryDelay');
    expect(eventLabel('session.login')).toBe('session.login');
  });
});

describe('layoutStatechart', () => {
  it('places every state inside its parent and gives every targeted transition a route', async () => {
    const chart = statechartOf(machineCatalog.app);
    const layout = await layoutStatechart(chart);
    for (const state of chart.states) {
      const box = layout.states[state.id];
      expect(box, state.id).toBeDefined();
      const parent = state.parent === null ? undefined : layout.states[state.parent];
      if (box === undefined || parent === undefined) continue;
      expect(box.x).toBeGreaterThanOrEqual(parent.x);
      expect(box.y).toBeGreaterThanOrEqual(parent.y);
      expect(box.x + box.width).toBeLessThanOrEqual(parent.x + parent.width);
      expect(box.y + box.height).toBeLessThanOrEqual(parent.y + parent.height);
    }
    for (const transition of chart.transitions.filter((candidate) => candidate.targets.length > 0)) {
      expect(layout.edges[transition.key]?.points.length, transition.key).toBeGreaterThanOrEqual(2);
    }
  }, 60_000);
});
