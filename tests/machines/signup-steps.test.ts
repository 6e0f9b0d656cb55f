import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { locationMachine } from '../../machines/location/location.machine';
import { geolocationMachine } from '../../machines/geolocation/geolocation.machine';
import { photosMachine } from '../../machines/photos/photos.machine';
import { emptyDraft } from '../../machines/profile-edit/draft';
import { profileEditMachine } from '../../machines/profile-edit/profile-edit.machine';
import { selectStepsHref } from '../../machines/signup/selectors';
import { signupStepsMachine, stepOf } from '../../machines/signup/signup-steps.machine';
import { signupScreenShows, signupSteps, stepHref, stepOfSearch } from '../../machines/signup/steps';
import { done, inert, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const quietProfile = profileEditMachine.provide({ actors: { loadProfileForm: pending(), saveProfile: pending() } });
const machine = signupStepsMachine.provide({
  actors: {
    photos: photosMachine.provide({ actors: { loadPhotos: pending(), uploadPhoto: pending(), chooseMainPhoto: pending(), deletePhoto: pending() } }),
    location: locationMachine.provide({
      actors: {
        loadArea: pending(),
        loadRegions: pending(),
        saveArea: pending(),
        geolocation: geolocationMachine.provide({ actors: { watchPermission: inert(), position: pending(), geocode: pending() } }),
      },
    }),
    profileEdit: quietProfile,
  },
});
/** What the profile-edit child reports once a step's fields are saved. */
const savedProfile = quietProfile.resolveState({ value: { editing: 'saved' }, context: { form: null, draft: emptyDraft, invalidField: null } });
const input = { step: 'photo' as const, memberId: 7, premium: false, countries: ['NL', 'BE'] };

describe('signup steps (spec §4)', () => {
  it('reaches every transition over the steps; each snapshot has its place in the URL', () => {
    const exploration = exploreEveryTransition(machine, {
      input,
      events: [
        { type: 'steps.next' },
        { type: 'steps.skip' },
        { type: 'steps.back' },
        ...signupSteps.map((step) => ({ type: 'steps.url', step }) as const),
        done('location', undefined),
        { type: 'xstate.snapshot.profileEdit', snapshot: savedProfile },
      ],
      check: (snapshot: SnapshotFrom<typeof machine>) => {
        const step = stepOf(snapshot);
        expect(selectStepsHref(snapshot)).toBe(snapshot.status === 'done' ? '/complete-signup' : step === null ? null : stepHref(step));
      },
    });
    expect(exploration.missed.filter((name) => !name.includes('starting always'))).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });

  it.each(signupSteps)('starts at the step the URL names (%s): a reload keeps it', (step) => {
    const actor = createActor(machine, { input: { ...input, step } }).start();
    expect(stepOf(actor.getSnapshot())).toBe(step);
    expect(stepOfSearch(selectStepsHref(actor.getSnapshot())?.split('?')[1] ?? '')).toBe(step);
  });

  it('ignores a step the URL cannot name, and decides what /signup shows', () => {
    expect(stepOfSearch('step=9')).toBeNull();
    expect(stepOfSearch('step=x')).toBeNull();
    expect(stepOfSearch('')).toBeNull();
    expect(signupScreenShows('out', 'location')).toBe('form');
    expect(signupScreenShows('in', 'location')).toBe('step');
    expect(signupScreenShows('in', null)).toBe('members');
  });
});
