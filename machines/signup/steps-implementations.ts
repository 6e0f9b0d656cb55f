import { fromPromise } from 'xstate';
import type { LivingArea } from '../../io/entities/profile-attributes';
import { geolocationMachine } from '../geolocation/geolocation.machine';
import { createGeolocationImplementations } from '../geolocation/implementations';
import { photosFeature } from '../photos/feature';
import { profileEditFeature } from '../profile-edit/feature';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import { locationMachine, type LoadedArea } from './location.machine';
import type { signupStepsMachine } from './signup-steps.machine';

/** The location step's calls: the living area the account has (its country from the visitor's IP), the regions, the save. */
const createLocationImplementations = (platform: Pick<Platform, 'call' | 'geolocation'>): Implementations<typeof locationMachine> => {
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
      geolocation: geolocationMachine.provide(createGeolocationImplementations(platform)),
    },
  };
};

/** The steps' machines on the platform: the own photos, the location, the profile fields. */
export const createSignupStepsImplementations = (platform: Platform): Implementations<typeof signupStepsMachine> => ({
  actors: {
    photos: photosFeature.provide(platform),
    location: locationMachine.provide(createLocationImplementations(platform)),
    profileEdit: profileEditFeature.provide(platform),
  },
});
