import { fromPromise } from 'xstate';
import type { MyProfile, ProfileEdit } from '../../io/entities/profile';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { ProfileForm, profileEditMachine } from './profile-edit.machine';

/** The /profile form's calls: the profile, then the interests and the regions of its country together; the save. */
export const createProfileEditImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof profileEditMachine> => ({
  actors: {
    loadProfileForm: fromPromise<ProfileForm, void>(async ({ signal }) => {
      const profile = await call('getProfile', { signal });
      const { country } = profile.living_area;
      const [interests, regions] = await Promise.all([call('getInterests', { signal }), call('getRegions', { query: { country }, signal })]);
      return { profile, interests: interests.interests, regions: regions.regions[country] ?? [] };
    }),
    saveProfile: fromPromise<MyProfile, ProfileEdit>(({ input, signal }) => call('editProfile', { body: input, signal })),
  },
});
