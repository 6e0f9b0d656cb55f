import { fromPromise } from 'xstate';
import type { LivingArea } from '../../io/entities/profile-attributes';
import { geolocationFeature } from '../geolocation/feature';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { LoadedArea, locationMachine } from './location.machine';

/** The location step's calls: the living area the account has (its country from the visitor's IP), the regions, the save. */
export const createLocationImplementations = (platform: Platform): Implementations<typeof locationMachine> => {
  const { call } = platform;
  const regionsOf = async (country: string, signal: AbortSignal) => (await call('getRegions', { query: { country }, signal })).regions[country] ?? [];
  return {
    actors: {
      loadArea: fromPromise<LoadedArea, ReadonlyArray<string>>(async ({ input: countries, signal }) => {
        const { living_area: area } = await call('getProfile', { signal });
        // A country the site does not serve (the IP said elsewhere): start from the site's first.
        const known = countries.includes(area.country) ? area : { country: countries[0] ?? area.country, region: '', city: '' };
        return { area: known, regions: await regionsOf(known.country, signal) };
      }),
      loadRegions: fromPromise<ReadonlyArray<string>, string>(({ input, signal }) => regionsOf(input, signal)),
      saveArea: fromPromise<void, LivingArea>(async ({ input, signal }) => {
        await call('editProfile', { body: { living_area: input }, signal });
      }),
      geolocation: geolocationFeature.provide(platform),
    },
  };
};

