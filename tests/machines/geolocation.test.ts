import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import { geolocationMaximumAgeMs, type Coordinates } from '../../io/entities/geolocation';
import { geolocationMachine, type GeolocationEvent, type Place } from '../../machines/geolocation/geolocation.machine';
import { selectButtonStyle, selectManualReason, selectPermission } from '../../machines/geolocation/selectors';
import { done, failed, flush, inert, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const amsterdam: Place = { country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' };
const here: Coordinates = { lat: 52.37, lon: 4.89 };

describe('geolocation machine', () => {
  it('reaches every transition; the button is active exactly while locating and error exactly after a refusal or failure', () => {
    const machine = geolocationMachine.provide({ actors: { watchPermission: inert(), position: pending(), geocode: pending() } });
    const exploration = exploreEveryTransition(machine, {
      events: [
        { type: 'geo.permission', permission: 'prompt' },
        { type: 'geo.permission', permission: 'denied' },
        { type: 'geo.unsupported' },
        { type: 'geo.locate' },
        done('position', here),
        failed('position', { kind: 'denied' }),
        failed('position', { kind: 'failed' }),
        done('geocode', amsterdam),
        done('geocode', false),
        failed('geocode', { kind: 'network' }),
      ],
      // Each place found counts: one lookup is enough to see every state.
      bound: (snapshot: SnapshotFrom<typeof machine>) => !(snapshot.matches('found') && snapshot.context.lookups >= 1),
      check: (snapshot: SnapshotFrom<typeof machine>) => {
        expect(selectButtonStyle(snapshot) === 'active').toBe(snapshot.matches('locating') || snapshot.matches('geocoding'));
        expect(selectButtonStyle(snapshot) === 'error').toBe(snapshot.matches('refused') || snapshot.matches('failed'));
        if (snapshot.matches('found')) expect(snapshot.context.place).toEqual(amsterdam);
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  const run = (watch: (send: (event: GeolocationEvent) => void) => void, position: () => Promise<Coordinates>, geocode: () => Promise<Place | false>) => {
    const asked: number[] = [];
    const actor = createActor(
      geolocationMachine.provide({
        actors: {
          watchPermission: fromCallback(({ sendBack }) => watch(sendBack)),
          position: fromPromise(({ input }: { input: { maxAgeMs: number } }) => {
            asked.push(input.maxAgeMs);
            return position();
          }),
          geocode: fromPromise(geocode),
        },
      }),
    ).start();
    return { actor, asked };
  };

  it.each(['prompt', 'granted', 'denied', 'unknown'] as const)('keeps the browser state %s as the permission', (permission) => {
    const { actor } = run((send) => send({ type: 'geo.permission', permission }), () => new Promise(() => undefined), async () => false);
    expect(selectPermission(actor.getSnapshot())).toBe(permission);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('says unsupported where the browser has no geolocation, and the member chooses by hand', () => {
    const { actor } = run((send) => send({ type: 'geo.unsupported' }), () => new Promise(() => undefined), async () => false);
    expect(selectPermission(actor.getSnapshot())).toBe('unsupported');
    expect(selectManualReason(actor.getSnapshot())).toBe('unsupported');
  });

  it('asks for a position at most an hour old, then the place near it', async () => {
    const { actor, asked } = run((send) => send({ type: 'geo.permission', permission: 'granted' }), async () => here, async () => amsterdam);
    actor.send({ type: 'geo.locate' });
    await flush();
    expect(asked).toEqual([geolocationMaximumAgeMs]);
    expect(geolocationMaximumAgeMs).toBe(3_600_000);
    expect(actor.getSnapshot().context.place).toEqual(amsterdam);
    expect(selectButtonStyle(actor.getSnapshot())).toBeNull();
  });

  it('turns to the manual choice when the member refuses, and notes the permission as denied', async () => {
    const { actor } = run((send) => send({ type: 'geo.permission', permission: 'prompt' }), () => Promise.reject({ kind: 'denied' }), async () => amsterdam);
    actor.send({ type: 'geo.locate' });
    await flush();
    expect(selectManualReason(actor.getSnapshot())).toBe('refused');
    expect(selectButtonStyle(actor.getSnapshot())).toBe('error');
    expect(selectPermission(actor.getSnapshot())).toBe('denied');
  });

  it('turns to the manual choice when no position comes (a timeout), and may try again', async () => {
    let answers: Array<() => Promise<Coordinates>> = [() => Promise.reject({ kind: 'failed' }), async () => here];
    const { actor } = run((send) => send({ type: 'geo.permission', permission: 'granted' }), () => {
      const [next, ...rest] = answers;
      answers = rest;
      return next === undefined ? Promise.reject(new Error('asked too often')) : next();
    }, async () => amsterdam);
    actor.send({ type: 'geo.locate' });
    await flush();
    expect(selectManualReason(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'geo.locate' });
    await flush();
    expect(actor.getSnapshot().matches('found')).toBe(true);
  });

  it('turns to the manual choice when the geocode answers false (nothing known near)', async () => {
    const { actor } = run((send) => send({ type: 'geo.permission', permission: 'granted' }), async () => here, async () => false);
    actor.send({ type: 'geo.locate' });
    await flush();
    expect(selectManualReason(actor.getSnapshot())).toBe('notFound');
    expect(actor.getSnapshot().context.place).toBeNull();
  });
});
