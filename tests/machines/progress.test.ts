import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { progressMachine, selectBar } from '../../machines/progress/progress.machine';
import { inert } from './support/actors';
import { createVirtualTime } from './support/virtual-time';
import { exploreEveryTransition } from './support/transition-coverage';

const start = { type: 'progress.start' } as const;
const finish = { type: 'progress.done' } as const;

describe('progress bar machine', () => {
  it('reaches every declared transition', () => {
    const exploration = exploreEveryTransition(progressMachine.provide({ actors: { timer: inert() } }), {
      events: [start, finish, { type: 'timer.elapsed' }],
      check: (snapshot: SnapshotFrom<typeof progressMachine>) => expect(snapshot.context.inFlight).toBeGreaterThanOrEqual(0),
      bound: (snapshot: SnapshotFrom<typeof progressMachine>, event) => event.type !== 'progress.start' || snapshot.context.inFlight < 2,
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  const running = () => {
    const time = createVirtualTime();
    const actor = createActor(progressMachine.provide({ actors: { timer: time.timerActor } })).start();
    return { actor, advance: time.advance, bar: () => selectBar(actor.getSnapshot()) };
  };

  it('never shows for a load shorter than 200 ms', async () => {
    const p = running();
    p.actor.send(start);
    await p.advance(199);
    p.actor.send(finish);
    await p.advance(1_000);
    expect(p.bar()).toBe('hidden');
  });

  it('shows after 200 ms and hides 500 ms after the last load ends', async () => {
    const p = running();
    p.actor.send(start);
    p.actor.send(start);
    await p.advance(200);
    expect(p.bar()).toBe('running');
    p.actor.send(finish);
    expect(p.bar()).toBe('running');
    p.actor.send(finish);
    expect(p.bar()).toBe('complete');
    await p.advance(499);
    expect(p.bar()).toBe('complete');
    await p.advance(1);
    expect(p.bar()).toBe('hidden');
  });

  it('is hidden once every started load has ended and time has passed, whatever the order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.boolean(), fc.nat({ max: 700 })), { maxLength: 20 }), async (steps) => {
        const p = running();
        let open = 0;
        for (const [isStart, wait] of steps) {
          if (isStart) open += 1;
          else if (open > 0) open -= 1;
          else continue;
          p.actor.send(isStart ? start : finish);
          await p.advance(wait);
        }
        for (; open > 0; open -= 1) p.actor.send(finish);
        await p.advance(600);
        expect(p.bar()).toBe('hidden');
        expect(p.actor.getSnapshot().context.inFlight).toBe(0);
      }),
    );
  });
});
