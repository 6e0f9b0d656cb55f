import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { readStoredTracking, trackingInputOf } from '../../app/inputs';
import { removeQueryParamsOn, storeTrackingOn, trackingStorageKey } from '../../app/platform';
import { createTrackingImplementations } from '../../machines/tracking/implementations';
import { trackingMachine } from '../../machines/tracking/tracking.machine';
import { selectLb, selectTracking } from '../../machines/tracking/selectors';
import { flush } from './support/actors';
import { fakeStorage, fakeUrl } from './tracking.fakes';

const startBound = (url: string, storage = fakeStorage()) => {
  const browser = fakeUrl(url);
  const implementations = createTrackingImplementations({
    storeTracking: storeTrackingOn(storage),
    removeQueryParams: removeQueryParamsOn(browser.history, browser.location),
  });
  const actor = createActor(trackingMachine.provide(implementations), {
    input: trackingInputOf({ storage, location: browser.location }),
  }).start();
  return { actor, browser, storage };
};

describe('tracking bound to localStorage and history', () => {
  it('stores the record as JSON under one key and replaces the URL without the tracking parameters', async () => {
    const { actor, browser, storage } = startBound('/members/5?t=3&ref=r1&sub3=s%20x&lb=7&aff_sub=a#top');
    await flush();
    expect(JSON.parse(storage.items.get(trackingStorageKey) ?? 'null')).toEqual({ ref: 'r1', sub3: 's x', aff_sub: 'a' });
    expect(browser.replaced).toEqual(['/members/5?t=3&lb=7#top']);
    expect(selectLb(actor.getSnapshot())).toBe('7');
  });

  it('starts from the stored record, and ignores a stored value that does not decode', () => {
    const stored = fakeStorage({ [trackingStorageKey]: JSON.stringify({ network: 'n', unknown: 1 }) });
    expect(selectTracking(startBound('/', stored).actor.getSnapshot())).toEqual({ network: 'n' });
    expect(readStoredTracking(fakeStorage({ [trackingStorageKey]: '{"network": 5}' }))).toBeNull();
    expect(readStoredTracking(fakeStorage({ [trackingStorageKey]: 'not json' }))).toBeNull();
    expect(
      readStoredTracking({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });

  it('still cleans the URL and keeps the record for the page when storage refuses', async () => {
    const { actor, browser } = startBound('/?network=n&x=1', fakeStorage({}, true));
    await flush();
    expect(browser.current()).toBe('/?x=1');
    expect(selectTracking(actor.getSnapshot())).toEqual({ network: 'n' });
  });

  it('leaves a URL without tracking alone', async () => {
    const { browser } = startBound('/members?lb=1&api_signup_complete=1');
    await flush();
    expect(browser.replaced).toEqual([]);
  });
});
