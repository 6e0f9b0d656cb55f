import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { decode } from '../../io/codec/decode';
import { TrackingRecord, TrackingRecordFromJson } from '../../io/entities/signup';
import { queryPairs, withoutParams } from '../../machines/tracking/query-string';
import { selectApiSignupComplete, selectHasTrafficSource, selectLb, selectTracking } from '../../machines/tracking/selectors';
import { isApiSignupComplete } from '../../io/entities/signup-complete';
import { hasTrackingValues, readTracking, trackingParamNames } from '../../machines/tracking/tracking-params';
import { trackingMachine, type TrackingContext } from '../../machines/tracking/tracking.machine';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const machine = trackingMachine.provide({ actors: { storeTracking: pending(), removeQueryParams: pending() } });

const exploreFrom = (search: string) =>
  exploreEveryTransition(machine, {
    input: { search, stored: { network: 'earlier' } },
    events: [
      { type: 'route.changed', path: '/', search: '?network=n1&sub1=a' },
      { type: 'route.changed', path: '/', search: '?ref=' },
      { type: 'route.changed', path: '/members', search: '?lb=2&api_signup_complete=1' },
      done('storeTracking', undefined),
      failed('storeTracking', new Error('QuotaExceededError')),
      done('removeQueryParams', undefined),
      failed('removeQueryParams', new Error('SecurityError')),
    ],
    check: (snapshot: SnapshotFrom<typeof machine>) => {
      const context: TrackingContext = snapshot.context;
      expect(TrackingRecord.is(context.tracking)).toBe(true);
      expect(Object.values(context.tracking)).not.toContain('');
      // What is being stored is a record with values, never an empty one over an earlier visit's.
      if (snapshot.matches('storing')) expect(hasTrackingValues(context.tracking)).toBe(true);
    },
  });

describe('tracking machine, model-based', () => {
  it('reaches every declared transition from a plain and a tracked landing URL, and only ever keeps a valid record', () => {
    // The start decides once: a plain URL takes the idle branch, a tracked one the storing branch.
    const plain = exploreFrom('');
    const tracked = exploreFrom('?ref=aff&x=1');
    const missed = plain.missed.filter((name) => tracked.missed.includes(name));
    expect(plain.declared).toBeGreaterThanOrEqual(9);
    expect(missed).toEqual([]);
    expect([...plain.errors, ...tracked.errors]).toEqual([]);
  });
});

// Names that collide with the tracking names, with the other parameters of the product, or with nothing.
const nameArb = fc.oneof(fc.constantFrom(...trackingParamNames, 'lb', 't', 'api_signup_complete', 'id', 'aff_sub6'), fc.string({ maxLength: 8 }));
const pairsArb = fc.array(fc.tuple(nameArb, fc.string({ maxLength: 12 })), { maxLength: 10 });
const searchOf = (pairs: ReadonlyArray<readonly [string, string]>): string =>
  pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
const isTracking = (name: string) => trackingParamNames.some((tracking) => tracking === name);

describe('tracking parameters, properties', () => {
  it('cleaning keeps every other parameter in order and no tracking parameter', () => {
    fc.assert(
      fc.property(pairsArb, (pairs) => {
        const cleaned = withoutParams(searchOf(pairs), trackingParamNames);
        const expected = pairs.filter(([name]) => !isTracking(name));
        expect(queryPairs(cleaned)).toEqual(expected);
        expect(readTracking(cleaned).present).toBe(false);
      }),
    );
  });

  it('reads the first valid value of each tracking parameter, and says when one was there at all', () => {
    fc.assert(
      fc.property(pairsArb, (pairs) => {
        const { present: found, record } = readTracking(searchOf(pairs));
        expect(found).toBe(pairs.some(([name]) => isTracking(name)));
        expect(TrackingRecord.is(record)).toBe(true);
        for (const name of trackingParamNames) {
          const first = pairs.find(([key, value]) => key === name && TrackingRecord.props[name].is(value));
          expect(record[name]).toBe(first?.[1]);
        }
      }),
    );
  });

  const recordArb = fc.record(
    Object.fromEntries(trackingParamNames.map((name) => [name, fc.string({ minLength: 1, maxLength: 100 })])),
    { requiredKeys: [] },
  );

  it('round-trips: a record put on a URL reads back, and stored as JSON decodes back', () => {
    fc.assert(
      fc.property(recordArb, (record) => {
        const pairs = Object.entries(record).flatMap(([name, value]) => (value === undefined ? [] : [[name, value] as const]));
        expect(readTracking(searchOf(pairs)).record).toEqual(record);
        expect(decode(TrackingRecordFromJson, TrackingRecordFromJson.encode(record))).toEqual(E.right(record));
      }),
    );
  });

  it('reads whatever is stored as a record or as nothing, never as something else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const decoded = decode(TrackingRecordFromJson, text);
        if (E.isRight(decoded)) expect(TrackingRecord.is(decoded.right) && Object.keys(decoded.right).every(isTracking)).toBe(true);
      }),
    );
  });
});

describe('tracking machine, scenarios', () => {
  const start = (search: string, stored: TrackingRecord | null = null) => {
    const calls: { stored: TrackingRecord[]; removed: ReadonlyArray<string>[] } = { stored: [], removed: [] };
    const actor = createActor(
      trackingMachine.provide({
        actors: {
          storeTracking: fromPromise<void, TrackingRecord>(async ({ input }) => void calls.stored.push(input)),
          removeQueryParams: fromPromise<void, { names: ReadonlyArray<string> }>(async ({ input }) => void calls.removed.push(input.names)),
        },
      }),
      { input: { search, stored } },
    ).start();
    return { actor, calls };
  };

  it('stores the tracking of the landing URL, cleans the URL, and exposes lb and api_signup_complete', async () => {
    const { actor, calls } = start('?network=adnet&sub2=x&aff_sub3=y&cpc=0.25&lb=1&api_signup_complete=true');
    await flush();
    const expected = { network: 'adnet', sub2: 'x', aff_sub3: 'y', cpc: '0.25' };
    expect(calls.stored).toEqual([expected]);
    expect(calls.removed).toEqual([trackingParamNames]);
    expect(selectTracking(actor.getSnapshot())).toEqual(expected);
    expect(selectHasTrafficSource(actor.getSnapshot())).toBe(true);
    expect(selectLb(actor.getSnapshot())).toBe('1');
    expect(selectApiSignupComplete(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps an earlier visit’s record while the URL has none, and a later URL’s tracking replaces it whole', async () => {
    const { actor, calls } = start('?x=1', { network: 'earlier', ref: 'r' });
    await flush();
    expect(calls).toEqual({ stored: [], removed: [] });
    expect(selectTracking(actor.getSnapshot())).toEqual({ network: 'earlier', ref: 'r' });
    actor.send({ type: 'route.changed', path: '/members', search: '?sub=s9' });
    await flush();
    expect(calls.stored).toEqual([{ sub: 's9' }]);
    expect(selectTracking(actor.getSnapshot())).toEqual({ sub: 's9' });
  });

  it('takes empty tracking parameters off the URL without forgetting the record', async () => {
    const { actor, calls } = start('?ref=&sub1=', { ref: 'kept' });
    await flush();
    expect(calls).toEqual({ stored: [], removed: [trackingParamNames] });
    expect(selectTracking(actor.getSnapshot())).toEqual({ ref: 'kept' });
    expect(selectHasTrafficSource(start('').actor.getSnapshot())).toBe(false);
  });

  it('follows lb and api_signup_complete as the route changes', () => {
    const { actor } = start('?lb=a');
    actor.send({ type: 'route.changed', path: '/members', search: '?api_signup_complete=0' });
    expect(selectLb(actor.getSnapshot())).toBeNull();
    expect(selectApiSignupComplete(actor.getSnapshot())).toBe(false);
    expect(isApiSignupComplete('?api_signup_complete')).toBe(true);
    expect(isApiSignupComplete('?api_signup_complete=false')).toBe(false);
  });
});
