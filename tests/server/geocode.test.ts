import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../io/contract';
import { GeocodeResult } from '../../io/entities/account';
import { nearestPlace } from '../../server/modules/geocode/places';
import { bodyOf } from './support/body';
import { logIn, useTestApp, type TestApp } from './support/app';
import { drivers } from './support/database';

const geocode = (t: TestApp, cookie: string | undefined, lat: string, lon: string, host = 'localhost') =>
  t.app.inject({
    method: 'GET', url: `/api/geocode.php?lat=${encodeURIComponent(lat)}&lon=${encodeURIComponent(lon)}`,
    headers: { host, ...(cookie === undefined ? {} : { cookie }) },
  });

// The index is built on the first lookup (about a second, more on a busy machine): build it before the tests.
beforeAll(() => nearestPlace(0, 0));

describe.each(drivers)('reverse geocoding on %s (GET /api/geocode.php)', (driver) => {
  const t = useTestApp(driver, { demoMembers: 3 });
  let cookie = '';
  beforeAll(async () => {
    cookie = await logIn(t.app);
  });
  const place = async (lat: string, lon: string, host?: string) => bodyOf(contract.geocode.response, await geocode(t, cookie, lat, lon, host));

  it('names the nearest city with its country and the region as the region select names it', async () => {
    expect(await place('52.37403', '4.88969')).toEqual({ country: 'NL', region: 'Noord-Holland', city: 'Amsterdam' });
    expect(await place('50.8503', '4.3517')).toEqual({ country: 'BE', region: 'Brussels', city: 'Brussels' });
    expect(await place('51.9225', '4.47917')).toMatchObject({ country: 'NL', region: 'Zuid-Holland' });
    expect(await place('48.1374', '11.5755')).toMatchObject({ country: 'DE', region: 'Bayern' });
    expect(await place('51.5072', '-0.1276')).toMatchObject({ country: 'GB', region: 'London' });
  });

  it('answers the region as GET /api/regions.php lists it', async () => {
    const regions = bodyOf(contract.getRegions.response, await t.app.inject({ method: 'GET', url: '/api/regions.php?country=NL' })).regions.NL;
    const found = await place('52.09', '5.12');
    expect(found).not.toBe(false);
    expect(regions).toContain(found === false ? '' : found.region);
  });

  it('answers false at sea, off the globe, or in a country the site does not serve', async () => {
    expect(await place('54.5', '3.0')).toBe(false);
    expect(await place('0', '-30')).toBe(false);
    expect(await place('90.5', '4')).toBe(false);
    expect(await place('52', '-181')).toBe(false);
    // Paris: Rendezvous serves France, Flirtpunt does not.
    expect(await place('48.8566', '2.3522')).toMatchObject({ country: 'FR', region: 'Île-de-France' });
    expect(await place('48.8566', '2.3522', 'flirt.localhost')).toBe(false);
  });

  it('refuses a coordinate that is no number, naming it', async () => {
    for (const [lat, lon, field] of [['abc', '4', 'lat'], ['52', '4,9', 'lon'], ['NaN', '4', 'lat'], ['52', 'Infinity', 'lon']] as const) {
      const response = await geocode(t, cookie, lat, lon);
      expect(response.statusCode).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ error: 'invalid_input', field });
    }
  });

  it('is for members only', async () => {
    const response = await geocode(t, undefined, '52.37', '4.89');
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ error: 'authentication_required' });
  });

  it('answers a GeocodeResult that decodes for any point on the globe', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ min: -90, max: 90, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), async (lat, lon) => {
        const response = await geocode(t, cookie, String(lat), String(lon));
        expect(response.statusCode).toBe(200);
        expect(GeocodeResult.is(JSON.parse(response.body))).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
