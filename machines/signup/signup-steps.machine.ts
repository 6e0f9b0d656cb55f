import { assertEvent, sendTo, setup, type SnapshotFrom } from 'xstate';
import { photosMachine } from '../photos/photos.machine';
import { profileEditMachine } from '../profile-edit/profile-edit.machine';
import { locationMachine } from '../location/location.machine';
import { signupSteps, type SignupStep } from './steps';

export interface SignupStepsInput {
  /** The step the URL names. */
  readonly step: SignupStep;
  readonly memberId: number;
  readonly premium: boolean;
  readonly countries: ReadonlyArray<string>;
}

export type SignupStepsEvent =
  /** The step's own action: on from the photo and push steps, save then on from the others. */
  | { type: 'steps.next' }
  | { type: 'steps.skip' }
  | { type: 'steps.back' }
  /** The URL names another step (the browser's back and forward). */
  | { type: 'steps.url'; step: SignupStep };

type ProfileEditSnapshot = SnapshotFrom<typeof profileEditMachine>;

const isSaved = (_: unknown, snapshot: ProfileEditSnapshot) => snapshot.matches({ editing: 'saved' });
const snapshotParams = ({ event }: { event: { snapshot: ProfileEditSnapshot } }) => event.snapshot;
const urlNames = (step: SignupStep) => ({ event }: { event: SignupStepsEvent }) => {
  assertEvent(event, 'steps.url');
  return event.step === step;
};

/**
 * Spec §4 signup steps 0 to 4, each skippable: photo (the own photos), location, personal info and about
 * me (the profile-edit machine, each step saving its own fields), push opt-in; then complete. The state is
 * the step; the URL follows it and it follows the URL (steps.url), so back, forward and reload agree.
 */
export const signupStepsMachine = setup({
  types: {
    context: {} as SignupStepsInput,
    events: {} as SignupStepsEvent,
    input: {} as SignupStepsInput,
    children: {} as { photos: 'photos'; location: 'location'; profileEdit: 'profileEdit' },
  },
  actors: { photos: photosMachine, location: locationMachine, profileEdit: profileEditMachine },
  actions: {
    saveLocation: sendTo('location', { type: 'location.save' }),
    saveProfile: sendTo('profileEdit', { type: 'profile.save' }),
  },
  guards: {
    isSaved,
    urlIsPhoto: urlNames('photo'),
    urlIsLocation: urlNames('location'),
    urlIsPersonal: urlNames('personal'),
    urlIsAbout: urlNames('about'),
    urlIsPush: urlNames('push'),
    startsAtPhoto: ({ context }) => context.step === 'photo',
    startsAtLocation: ({ context }) => context.step === 'location',
    startsAtPersonal: ({ context }) => context.step === 'personal',
    startsAtAbout: ({ context }) => context.step === 'about',
  },
}).createMachine({
  id: 'signupSteps',
  context: ({ input }) => input,
  on: {
    'steps.url': [
      { guard: 'urlIsPhoto', target: '.photo' },
      { guard: 'urlIsLocation', target: '.location' },
      { guard: 'urlIsPersonal', target: '.personal' },
      { guard: 'urlIsAbout', target: '.about' },
      { guard: 'urlIsPush', target: '.push' },
    ],
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'startsAtPhoto', target: 'photo' },
        { guard: 'startsAtLocation', target: 'location' },
        { guard: 'startsAtPersonal', target: 'personal' },
        { guard: 'startsAtAbout', target: 'about' },
        { target: 'push' },
      ],
    },
    photo: {
      invoke: { id: 'photos', src: 'photos', input: ({ context }) => ({ memberId: context.memberId, premium: context.premium }) },
      on: { 'steps.next': 'location', 'steps.skip': 'location' },
    },
    location: {
      invoke: { id: 'location', src: 'location', input: ({ context }) => ({ countries: context.countries }), onDone: 'personal' },
      on: { 'steps.next': { actions: 'saveLocation' }, 'steps.skip': 'personal', 'steps.back': 'photo' },
    },
    personal: {
      invoke: { id: 'profileEdit', src: 'profileEdit', onSnapshot: { guard: { type: 'isSaved', params: snapshotParams }, target: 'about' } },
      on: { 'steps.next': { actions: 'saveProfile' }, 'steps.skip': 'about', 'steps.back': 'location' },
    },
    about: {
      invoke: { id: 'profileEdit', src: 'profileEdit', onSnapshot: { guard: { type: 'isSaved', params: snapshotParams }, target: 'push' } },
      on: { 'steps.next': { actions: 'saveProfile' }, 'steps.skip': 'push', 'steps.back': 'personal' },
    },
    push: {
      on: { 'steps.next': 'complete', 'steps.skip': 'complete', 'steps.back': 'about' },
    },
    complete: { type: 'final' },
  },
});

/** The step a snapshot shows, or null once complete (or before the first step is chosen). */
export const stepOf = (snapshot: SnapshotFrom<typeof signupStepsMachine>): SignupStep | null =>
  signupSteps.find((step) => snapshot.matches(step)) ?? null;
