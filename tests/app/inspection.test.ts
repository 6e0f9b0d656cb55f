import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { createActor } from 'xstate';
import { inspectInto } from '../../app/inspection';
import { InspectedSnapshot } from '../../io/inspection';
import { connectivityMachine } from '../../machines/connectivity/connectivity.machine';
import { progressMachine } from '../../machines/progress/progress.machine';
import { visualiserMachine } from '../../machines/statecharts/visualiser.machine';
import { inert, pending } from '../machines/support/actors';

const channel = () => {
  const messages$ = new Subject<unknown>();
  const posted: unknown[] = [];
  return { messages$, posted, post: (message: unknown) => posted.push(message), close: () => undefined };
};

describe('the app\'s inspection observer', () => {
  it('posts every machine actor\'s snapshot with the event that led there, decodable by the visualiser', () => {
    const tabs = channel();
    const inspect = inspectInto(tabs, { tab: 'tab-a', path: () => '/members', now: () => 42 });
    const actor = createActor(connectivityMachine, { input: { online: true }, inspect }).start();
    actor.send({ type: 'connectivity.offline' });
    const last = tabs.posted.at(-1);
    expect(InspectedSnapshot.is(last)).toBe(true);
    expect(last).toMatchObject({ kind: 'snapshot', tab: 'tab-a', machine: 'connectivity', event: 'connectivity.offline', path: '/members', at: 42, status: 'active' });
    expect((last as InspectedSnapshot).value).toEqual(actor.getSnapshot().value);
  });

  it('answers a visualiser\'s hello with the current snapshot of each running actor, not of stopped ones', () => {
    const tabs = channel();
    const inspect = inspectInto(tabs, { tab: 'tab-a', path: () => '/', now: () => 1 });
    const running = createActor(connectivityMachine, { input: { online: true }, inspect }).start();
    const stopped = createActor(progressMachine.provide({ actors: { timer: inert() } }), { inspect }).start();
    stopped.stop();
    tabs.posted.length = 0;
    tabs.messages$.next({ kind: 'hello' });
    tabs.messages$.next({ kind: 'something else' });
    expect(tabs.posted).toEqual([expect.objectContaining({ actor: running.sessionId, machine: 'connectivity' })]);
  });

  it('never posts the visualiser\'s own snapshots (it would hear itself), nor actors that are not machines', () => {
    const tabs = channel();
    const inspect = inspectInto(tabs, { tab: 'tab-a', path: () => '/statecharts', now: () => 1 });
    const visualiser = createActor(visualiserMachine.provide({ actors: { draw: pending(), liveSnapshots: inert() } }), { input: { machine: null }, inspect }).start();
    visualiser.send({ type: 'view.reset' });
    createActor(pending<number>(), { inspect }).start();
    expect(tabs.posted).toEqual([]);
  });
});
