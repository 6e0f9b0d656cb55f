import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type Actor } from 'xstate';
import type { OutboxEntry } from '../../../io/entities/outbox';
import { outboxMachine, outboxRetryMs } from '../../../machines/chat/outbox.machine';
import { flush } from '../support/actors';
import { FakeChatServer, type Outcome } from './outbox-server';

/** One tab's outbox on the fake server, with a "localStorage" it writes after every change, as app/outbox.ts does. */
class World {
  readonly server: FakeChatServer;
  readonly clock = new SimulatedClock();
  stored: ReadonlyArray<OutboxEntry> = [];
  actor!: Actor<typeof outboxMachine>;
  online = true;
  private keys = 0;
  /** Every text the member wrote, in order, and those they threw away. */
  readonly written: Array<{ key: string; text: string }> = [];
  readonly discarded = new Set<string>();

  constructor(credits: number) {
    this.server = new FakeChatServer(credits);
    this.open();
  }

  /** Opens the tab (first load, or a reload): the outbox starts from what storage kept. */
  open(): void {
    const machine = outboxMachine.provide({ actors: { sendEntry: fromPromise(({ input }: { input: OutboxEntry }) => this.server.send(input)) } });
    this.actor = createActor(machine, { input: { entries: this.stored, online: this.online }, clock: this.clock });
    this.actor.subscribe((snapshot) => {
      this.stored = snapshot.context.entries;
    });
    this.actor.start();
  }

  newKey(): string {
    this.keys += 1;
    return `key-${String(this.keys)}`;
  }
}

type Command = fc.AsyncCommand<object, World>;
const run = (name: string, act: (world: World) => void | Promise<void>, check: (world: World) => boolean = () => true): Command => ({
  check: (_model) => true,
  run: async (_model, world) => {
    if (!check(world)) return;
    await act(world);
    await flush(10);
    invariants(world);
  },
  toString: () => name,
});

/** Every snapshot: nothing stored or charged twice, the stored messages in the order they were written, nothing lost. */
const invariants = (world: World) => {
  const keys = world.server.stored.map((message) => message.key);
  expect(new Set(keys).size).toBe(keys.length);
  expect(world.server.charges).toBe(world.server.stored.length);
  const storedTexts = world.server.stored.map((message) => message.text);
  const order = world.written.map((entry) => entry.text);
  expect(storedTexts).toEqual(order.filter((text) => storedTexts.includes(text)));
  // Every text written is stored, still in the outbox, or was thrown away by the member.
  const pending = new Set(world.stored.map((entry) => entry.text));
  for (const entry of world.written) expect(storedTexts.includes(entry.text) || pending.has(entry.text) || world.discarded.has(entry.text)).toBe(true);
};

const commands = [
  fc.nat(99).map((n) =>
    run(`write(${String(n)})`, (world) => {
      const text = `message ${String(world.written.length)}`;
      const entry = { key: world.newKey(), target: { conversation_id: 1 }, text, gift: null, queued_at: 0, failure: null };
      world.written.push({ key: entry.key, text });
      world.actor.send({ type: 'outbox.queue', entry });
    }),
  ),
  fc.constantFrom<Outcome>('ok', 'lostAnswer', 'network', 'serverError').map((outcome) =>
    run(`server(${outcome})`, (world) => world.server.settle(outcome), (world) => world.server.waiting),
  ),
  fc.boolean().map((online) =>
    run(`online(${String(online)})`, (world) => {
      world.online = online;
      world.actor.send({ type: 'connectivity.changed', online });
    }),
  ),
  fc.constant(run('wait', (world) => world.clock.increment(outboxRetryMs))),
  fc.constant(run('buy credits', (world) => void (world.server.credits += 2))),
  fc.constant(
    run('retry a refused one', (world) => {
      const refused = world.stored.find((entry) => entry.failure !== null);
      if (refused !== undefined) world.actor.send({ type: 'outbox.retry', key: refused.key, newKey: world.newKey() });
    }),
  ),
  fc.constant(
    run('discard a refused one', (world) => {
      const refused = world.stored.find((entry) => entry.failure !== null);
      if (refused === undefined) return;
      world.discarded.add(refused.text);
      world.actor.send({ type: 'outbox.discard', key: refused.key });
    }),
  ),
  fc.boolean().map((reached) =>
    run(`reload(request reached server: ${String(reached)})`, (world) => {
      world.actor.stop();
      world.server.abandon(reached);
      world.open();
    }),
  ),
];

/** Brings every history to rest: online, credits enough, every refusal retried, every request answered. */
const drain = async (world: World) => {
  world.online = true;
  world.actor.send({ type: 'connectivity.changed', online: true });
  world.server.credits += 1_000;
  for (let round = 0; round < 500 && world.stored.length > 0; round += 1) {
    const refused = world.stored.find((entry) => entry.failure !== null);
    if (refused !== undefined) world.actor.send({ type: 'outbox.retry', key: refused.key, newKey: world.newKey() });
    world.server.settle('ok');
    world.clock.increment(outboxRetryMs);
    await flush(10);
  }
};

describe('outbox, model-based (fast-check commands on a faithful server double)', () => {
  it('never stores or charges a message twice, keeps the order, loses nothing; at rest every message is stored once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(3), fc.commands(commands, { maxCommands: 40 }), async (credits, history) => {
        const world = new World(credits);
        await fc.asyncModelRun(() => ({ model: {}, real: world }), history);
        await drain(world);
        invariants(world);
        expect(world.stored).toEqual([]);
        const storedTexts = world.server.stored.map((message) => message.text).sort();
        const expected = world.written.map((entry) => entry.text).filter((text) => !world.discarded.has(text)).sort();
        expect(storedTexts).toEqual(expected);
        world.actor.stop();
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
