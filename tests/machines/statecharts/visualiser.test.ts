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
  selectSandbox,
  selectShownValue,
  selectWalking,
  selectCanWalkFromReplay,
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
      actors: { draw: pending(), liveSnapshots: inert(), saveRecording: pending(), readRecording: pending(), timer: inert(), sandbox: inert() },
    });
    const recording = aRecording();
    const connectivityDrawing: Drawing = { chart: statechartOf(machineCatalog.connectivity), layout: drawing.layout };
    const drawn = [{ type: 'machine.select', machine: 'app' }, done('draw', drawing), done('draw', null), failed('draw', new Error('layout')), { type: 'layout.retry' }];
    // The regions run side by side: each is explored with its own events (and the chart's, to reach a drawing),
    // or the paths through all of them multiply.
    const groups = {
      chart: [
        ...drawn,
        { type: 'view.zoom', factor: 4 },
        { type: 'view.zoom', factor: 0.25 },
        { type: 'view.fit', width: 400 },
        { type: 'view.reset' },
        { type: 'sandbox.start', input: '{"online": true}' },
        { type: 'sandbox.start', input: '{' },
        { type: 'sandbox.send', event: '{"type": "connectivity.offline"}' },
        { type: 'sandbox.send', event: '"offline"' },
        { type: 'sandbox.changed', snapshot: { value: 'offline', context: {}, status: 'active' }, accepted: ['connectivity.online'] },
        { type: 'sandbox.stop' },
      ],
      live: [{ type: 'live.snapshot', snapshot: live() }, { type: 'live.snapshot', snapshot: live({ status: 'stopped' }) }, { type: 'live.follow', key: 'tab-1/x:0' }],
      session: [
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
        // A replay of the connectivity machine, drawn: the sandbox starts at its step.
        done('draw', connectivityDrawing),
        { type: 'sandbox.fromReplay' },
      ],
    };
    const explorations = Object.values(groups).flatMap((events) =>
      [null, 'app'].map((start) =>
        exploreEveryTransition(machine, {
          input: { machine: start },
          events,
          check: (snapshot) => {
            const { scale } = (snapshot as Snapshot).context;
            expect(scale).toBeGreaterThanOrEqual(minScale);
            expect(scale).toBeLessThanOrEqual(maxScale);
          },
          // Zooming, logging and stepping are unbounded: explored from their first snapshots.
          bound: (snapshot) => {
            const { context } = snapshot as Snapshot;
            return context.log.length < 2 && (context.scale === 1 || context.scale === 0.5) && (context.replay?.step ?? 0) === 0;
          },
        }),
      ),
    );
    const missedByAll = explorations.reduce<ReadonlyArray<string>>((missed, exploration) => missed.filter((transition) => exploration.missed.includes(transition)), explorations[0]?.missed ?? []);
    expect(missedByAll).toEqual([]);
    expect(explorations.flatMap((exploration) => exploration.errors)).toEqual([]);
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
    // Another tab's answer (to another visualiser's question) is not this one's file.
    messages$.next({ kind: 'recording', tab: 'tab-other', recording: { ...recording, tab: 'tab-other' } });
    await flush();
    expect(saved).toHaveLength(0);
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

describe('walking a machine in the sandbox', () => {
  const shown = async (machine: string) => {
    const actor = createActor(visualiserMachine.provide(createVisualiserImplementations({ clock })), { input: { machine } }).start();
    await expect.poll(() => selectChartPhase(actor.getSnapshot()), { timeout: 30_000 }).toBe('shown');
    return actor;
  };

  it('moves a copy of the machine by the events sent by hand, lists what its state accepts, and refuses what does not decode', async () => {
    const actor = await shown('connectivity');
    actor.send({ type: 'sandbox.start', input: '{"online": ' });
    expect(selectSandbox(actor.getSnapshot())?.invalid).toBe('input');
    expect(selectWalking(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'sandbox.start', input: '{"online": true}' });
    expect(selectWalking(actor.getSnapshot())).toBe(true);
    expect(selectSandbox(actor.getSnapshot())).toMatchObject({ snapshot: { value: 'online' }, accepted: ['connectivity.offline'] });
    actor.send({ type: 'sandbox.send', event: '{"type": "connectivity.offline"}' });
    expect(selectSandbox(actor.getSnapshot())?.snapshot?.value).toBe('offline');
    expect(selectShownValue(actor.getSnapshot())).toBe('offline');
    actor.send({ type: 'sandbox.send', event: '["connectivity.online"]' });
    expect(selectSandbox(actor.getSnapshot())).toMatchObject({ invalid: 'event', snapshot: { value: 'offline' } });
    actor.send({ type: 'sandbox.stop' });
    expect(selectSandbox(actor.getSnapshot())).toBeNull();
    actor.stop();
  });

  it('starts at a replayed step with the replayed actor\'s input and context', async () => {
    const actor = await shown('connectivity');
    expect(selectCanWalkFromReplay(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'session.load', file: new Blob([JSON.stringify(aRecording())]) });
    await expect.poll(() => selectSessionPhase(actor.getSnapshot())).toBe('replaying');
    await expect.poll(() => selectChartPhase(actor.getSnapshot()), { timeout: 30_000 }).toBe('shown');
    actor.send({ type: 'replay.step', step: 1 });
    actor.send({ type: 'sandbox.fromReplay' });
    expect(selectSandbox(actor.getSnapshot())?.snapshot?.value).toBe('offline');
    actor.send({ type: 'sandbox.send', event: '{"type": "connectivity.online"}' });
    expect(selectSandbox(actor.getSnapshot())?.snapshot?.value).toBe('online');
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
