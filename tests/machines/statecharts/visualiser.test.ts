import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { createActor, type SnapshotFrom } from 'xstate';
import type { InspectedSnapshot } from '../../../io/inspection';
import { statechartOf } from '../../../machines/statecharts/graph';
import { machineCatalog } from '../../../machines/statecharts/catalog';
import { createVisualiserImplementations } from '../../../machines/statecharts/implementations';
import { activeStateIds, describeValue, selectChartPhase, selectHighlighted, selectLiveActors, selectLog, selectTested } from '../../../machines/statecharts/selectors';
import { liveLogLength, maxScale, minScale, visualiserMachine, type Drawing } from '../../../machines/statecharts/visualiser.machine';
import { done, failed, flush, inert, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

type Snapshot = SnapshotFrom<typeof visualiserMachine>;

const chart = statechartOf(machineCatalog.app);
const drawing: Drawing = { chart, layout: { width: 800, height: 400, states: {}, initials: {}, edges: {} } };

const live = (overrides: Partial<InspectedSnapshot> = {}): InspectedSnapshot => ({
  kind: 'snapshot',
  tab: 'tab-1',
  actor: 'x:0',
  machine: 'app',
  value: { loggedIn: 'waiting' },
  status: 'active',
  event: 'timer.elapsed',
  path: '/members',
  at: 1_000,
  ...overrides,
});

describe('the visualiser machine', () => {
  it('reaches every declared transition; the zoom stays within its bounds', () => {
    const machine = visualiserMachine.provide({ actors: { draw: pending(), liveSnapshots: inert() } });
    const explore = (input: { machine: string | null }) =>
      exploreEveryTransition(machine, {
        input,
        events: [
          { type: 'machine.select', machine: 'app' },
          done('draw', drawing),
          done('draw', null),
          failed('draw', new Error('layout')),
          { type: 'layout.retry' },
          { type: 'view.zoom', factor: 4 },
          { type: 'view.zoom', factor: 0.25 },
          { type: 'view.fit', width: 400 },
          { type: 'view.reset' },
          { type: 'live.snapshot', snapshot: live() },
          { type: 'live.snapshot', snapshot: live({ status: 'stopped' }) },
          { type: 'live.follow', key: 'tab-1/x:0' },
        ],
        check: (snapshot) => {
          const { scale } = (snapshot as Snapshot).context;
          expect(scale).toBeGreaterThanOrEqual(minScale);
          expect(scale).toBeLessThanOrEqual(maxScale);
        },
        // Zooming and logging are unbounded: explore them from the drawn snapshot once.
        bound: (snapshot) => (snapshot as Snapshot).context.log.length < 2 && ((snapshot as Snapshot).context.scale === 1 || (snapshot as Snapshot).context.scale === 0.5),
      });
    const [listed, routed] = [explore({ machine: null }), explore({ machine: 'app' })];
    expect(listed.missed.filter((transition) => routed.missed.includes(transition))).toEqual([]);
    expect([...listed.errors, ...routed.errors]).toEqual([]);
  });

  it('draws the machine the route names, says so of one that does not exist, and fits a wide chart', async () => {
    const actor = createActor(visualiserMachine.provide(createVisualiserImplementations({})), { input: { machine: 'nosuchmachine' } }).start();
    await expect.poll(() => selectChartPhase(actor.getSnapshot())).toBe('unknown');
    actor.send({ type: 'machine.select', machine: 'progress' });
    expect(selectChartPhase(actor.getSnapshot())).toBe('drawing');
    await expect.poll(() => selectChartPhase(actor.getSnapshot()), { timeout: 30_000 }).toBe('shown');
    const { chart: drawn, layout } = actor.getSnapshot().context;
    expect(drawn?.id).toBe('progress');
    expect(Object.keys(layout?.states ?? {})).toEqual(drawn?.states.map((state) => state.id));
    actor.send({ type: 'view.fit', width: (layout?.width ?? 0) / 2 });
    expect(actor.getSnapshot().context.scale).toBeCloseTo(0.5);
    expect(selectTested(actor.getSnapshot())?.size).toBeGreaterThan(0);
    actor.stop();
  });

  it('listens to the app\'s tabs: asks them for their actors, takes only what decodes, and follows one actor', async () => {
    const messages$ = new Subject<unknown>();
    const posted: unknown[] = [];
    let closed = false;
    const openInspection = () => ({ messages$, post: (message: unknown) => posted.push(message), close: () => (closed = true) });
    const actor = createActor(visualiserMachine.provide(createVisualiserImplementations({ openInspection })), { input: { machine: 'app' } }).start();
    expect(posted).toEqual([{ kind: 'hello' }]);
    messages$.next(live({ actor: 'x:1', at: 1 }));
    messages$.next(live({ actor: 'x:2', at: 2, value: 'loggedOut', event: 'session.logout' }));
    messages$.next({ kind: 'snapshot', machine: 'app' });
    messages$.next(live({ actor: 'x:3', machine: 'locale', value: 'ready', at: 3 }));
    await flush();
    expect(selectLiveActors(actor.getSnapshot()).map((entry) => entry.actor)).toEqual(['x:2', 'x:1']);
    expect(selectHighlighted(actor.getSnapshot())?.actor).toBe('x:2');
    actor.send({ type: 'live.follow', key: 'tab-1/x:1' });
    expect(selectHighlighted(actor.getSnapshot())?.actor).toBe('x:1');
    // The followed actor stops: the most recent one is highlighted again.
    messages$.next(live({ actor: 'x:1', status: 'stopped', at: 4 }));
    await flush();
    expect(selectHighlighted(actor.getSnapshot())?.actor).toBe('x:2');
    expect(selectLog(actor.getSnapshot()).map((entry) => entry.event)).toEqual(['timer.elapsed', 'session.logout', 'timer.elapsed']);
    for (let index = 0; index < liveLogLength + 10; index += 1) messages$.next(live({ at: 10 + index }));
    await flush();
    expect(actor.getSnapshot().context.log).toHaveLength(liveLogLength);
    actor.stop();
    expect(closed).toBe(true);
  });
});

describe('reading a live state off the chart', () => {
  it('marks the state and every ancestor, in every region of a parallel state', () => {
    expect([...activeStateIds(chart, { loggedIn: 'waiting' })].sort()).toEqual(['app', 'app.loggedIn', 'app.loggedIn.waiting']);
    const visualiser = statechartOf(machineCatalog.statecharts);
    expect([...activeStateIds(visualiser, { chart: 'shown', live: {} })].sort()).toEqual(['statecharts', 'statecharts.chart', 'statecharts.chart.shown', 'statecharts.live']);
    expect(describeValue({ loggedIn: 'waiting' })).toBe('loggedIn.waiting');
    expect(describeValue({ chart: 'shown', live: {} })).toBe('chart.shown, live()');
  });
});
