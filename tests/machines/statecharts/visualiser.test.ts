import { describe, expect, it } from 'vitest';
import { NEVER, Subject } from 'rxjs';
import { createActor, type SnapshotFrom } from 'xstate';
import type { InspectedSnapshot } from '../../../io/inspection';
import { statechartOf } from '../../../machines/statecharts/graph';
import { machineCatalog } from '../../../machines/statecharts/catalog';
import { createVisualiserImplementations } from '../../../machines/statecharts/implementations';
import {
  activeStateIds,
  describeValue,
  selectChartPhase,
  selectHighlighted,
  selectLiveActors,
  selectLog,
  selectMachineId,
  selectReplay,
  selectSessionPhase,
  selectTested,
} from '../../../machines/statecharts/selectors';
import { replayRecording } from '../../../machines/statecharts/replay';
import { startRecording } from '../../../app/recorder';
import type { Recording } from '../../../io/recording';
import { connectivityMachine } from '../../../machines/connectivity/connectivity.machine';
import { liveLogLength, maxScale, minScale, visualiserMachine, type Drawing } from '../../../machines/statecharts/visualiser.machine';
import { done, failed, flush, inert, pending } from '../support/actors';
import { exploreEveryTransition } from '../support/transition-coverage';

type Snapshot = SnapshotFrom<typeof visualiserMachine>;

const chart = statechartOf(machineCatalog.app);
const drawing: Drawing = { chart, layout: { width: 800, height: 400, states: {}, initials: {}, edges: {} } };

const clock = { timer$: () => NEVER, interval$: () => NEVER, now: () => 0 };

/** A small recording of a real session: the connectivity machine going offline. */
const aRecording = (): Recording => {
  const recorder = startRecording({ tab: 'tab-r', now: () => 5 });
  const actor = createActor(connectivityMachine, { input: { online: true }, inspect: recorder.inspect }).start();
  actor.send({ type: 'connectivity.offline' });
  return recorder.recording();
};

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
    const machine = visualiserMachine.provide({
      actors: { draw: pending(), liveSnapshots: inert(), saveRecording: pending(), readRecording: pending(), timer: inert() },
    });
    const recording = aRecording();
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
          { type: 'session.download', tab: 'tab-r' },
          { type: 'session.recorded', recording },
          { type: 'timer.elapsed' },
          done('saveRecording', undefined),
          failed('saveRecording', new Error('disk full')),
          { type: 'session.load', file: new Blob(['{}']) },
          done('readRecording', { recording, replays: replayRecording(recording) }),
          failed('readRecording', new Error('not a recording')),
          { type: 'replay.actor', actor: recording.actors[0]?.actor ?? '' },
          { type: 'replay.actor', actor: 'x:999' },
          { type: 'replay.step', step: 1 },
          { type: 'session.close' },
        ],
        check: (snapshot) => {
          const { scale } = (snapshot as Snapshot).context;
          expect(scale).toBeGreaterThanOrEqual(minScale);
          expect(scale).toBeLessThanOrEqual(maxScale);
        },
        // Zooming and logging are unbounded: explore them from the drawn snapshot once.
        // The regions run side by side: each is explored while the others rest, or the paths multiply.
        bound: (snapshot, event) => {
          const { context } = snapshot as Snapshot;
          const sessionEvent = /^(session|replay|timer)\.|saveRecording|readRecording/.test(event.type);
          const sessionResting = snapshot.matches({ session: 'idle' });
          const chartResting = snapshot.matches({ chart: 'none' }) || snapshot.matches({ chart: 'shown' });
          if (sessionEvent ? !chartResting : !sessionResting) return false;
          return context.log.length < 2 && (context.scale === 1 || context.scale === 0.5) && (context.replay?.step ?? 0) === 0;
        },
      });
    const [listed, routed] = [explore({ machine: null }), explore({ machine: 'app' })];
    expect(listed.missed.filter((transition) => routed.missed.includes(transition))).toEqual([]);
    expect([...listed.errors, ...routed.errors]).toEqual([]);
  });

  it('draws the machine the route names, says so of one that does not exist, and fits a wide chart', async () => {
    const actor = createActor(visualiserMachine.provide(createVisualiserImplementations({ clock })), { input: { machine: 'nosuchmachine' } }).start();
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
    const actor = createActor(visualiserMachine.provide(createVisualiserImplementations({ openInspection, clock })), { input: { machine: 'app' } }).start();
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

describe('recordings in the visualiser', () => {
  it('asks a tab for its recording and saves the answer as a file; says so when no tab answers', async () => {
    const messages$ = new Subject<unknown>();
    const posted: unknown[] = [];
    const saved: Array<{ name: string; text: string }> = [];
    const timer$ = new Subject<void>();
    const implementations = createVisualiserImplementations({
      openInspection: () => ({ messages$, post: (message: unknown) => posted.push(message), close: () => undefined }),
      saveFile: (name, _type, text) => saved.push({ name, text }),
      clock: { ...clock, timer$: () => timer$ },
    });
    const actor = createActor(visualiserMachine.provide(implementations), { input: { machine: null } }).start();
    actor.send({ type: 'session.download', tab: 'tab-r' });
    expect(posted.at(-1)).toEqual({ kind: 'recording.request', tab: 'tab-r' });
    const recording = aRecording();
    messages$.next({ kind: 'recording', tab: 'tab-r', recording });
    await flush();
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0]?.text ?? '')).toEqual(recording);
    expect(saved[0]?.name).toMatch(/^rendezvous-session-.*\.json$/);
    expect(selectSessionPhase(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'session.download', tab: 'tab-gone' });
    timer$.next();
    expect(selectSessionPhase(actor.getSnapshot())).toBe('unanswered');
    actor.stop();
  });

  it('replays a loaded file, steps through one actor, and refuses a file that is not a recording', async () => {
    const actor = createActor(visualiserMachine.provide(createVisualiserImplementations({ clock })), { input: { machine: null } }).start();
    const recording = aRecording();
    actor.send({ type: 'session.load', file: new Blob([JSON.stringify(recording)]) });
    await expect.poll(() => selectSessionPhase(actor.getSnapshot())).toBe('replaying');
    const replay = selectReplay(actor.getSnapshot());
    expect(replay?.summary).toEqual({ actors: 1, steps: 2, matching: 2 });
    expect(selectMachineId(actor.getSnapshot())).toBe('connectivity');
    expect(replay?.check?.event).toBe('xstate.init');
    actor.send({ type: 'replay.step', step: 99 });
    expect(selectReplay(actor.getSnapshot())?.check).toMatchObject({ event: 'connectivity.offline', matches: true, actual: { value: 'offline' } });
    actor.send({ type: 'session.close' });
    expect(selectReplay(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'session.load', file: new Blob(['{"format":"something else"}']) });
    await expect.poll(() => selectSessionPhase(actor.getSnapshot())).toBe('unreadable');
    actor.stop();
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
