import { assertEvent, assign, setup, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import type { LivingArea } from '../../io/entities/profile-attributes';
import { geolocationMachine } from '../geolocation/geolocation.machine';
import { httpFailureOf } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';

export interface LocationInput {
  /** The site's countries (settings.countries): the only ones a member may live in here. */
  readonly countries: ReadonlyArray<string>;
}

export interface LocationContext extends LocationInput {
  readonly area: LivingArea;
  /** The regions of the chosen country. */
  readonly regions: ReadonlyArray<string>;
  readonly saveFailed: boolean;
  /** The last place geolocation found that was taken into the form. */
  readonly appliedLookup: number;
}

export interface LoadedArea {
  readonly area: LivingArea;
  readonly regions: ReadonlyArray<string>;
}

export type LocationEvent =
  | { type: 'location.country'; country: string }
  | { type: 'location.region'; region: string }
  | { type: 'location.city'; city: string }
  | { type: 'location.save' }
  | { type: 'location.retry' };

type GeolocationSnapshot = SnapshotFrom<typeof geolocationMachine>;

const errorParams = ({ event }: { event: ErrorActorEvent }) => event.error;
const snapshotParams = ({ event }: { event: { snapshot: GeolocationSnapshot } }) => event.snapshot;

/**
 * Signup step 1 (spec §4): where the member lives. Geolocation (the child machine) may fill the place in;
 * otherwise, or to correct it, the member chooses a country of the site, a region of it and a city. Saved
 * as the living area with PUT /api/profile.php; done when saved.
 */
export const locationMachine = setup({
  types: { context: {} as LocationContext, events: {} as LocationEvent, input: {} as LocationInput, children: {} as { geolocation: 'geolocation' } },
  actors: {
    loadArea: promiseNotProvided<LoadedArea, ReadonlyArray<string>>('loadArea'),
    loadRegions: promiseNotProvided<ReadonlyArray<string>, string>('loadRegions'),
    saveArea: promiseNotProvided<void, LivingArea>('saveArea'),
    geolocation: geolocationMachine,
  },
  actions: {
    storeLoaded: assign((_, loaded: LoadedArea) => ({ area: loaded.area, regions: loaded.regions })),
    storeRegions: assign((_, regions: ReadonlyArray<string>) => ({ regions })),
    chooseCountry: assign(({ event }) => {
      assertEvent(event, 'location.country');
      return { area: { country: event.country, region: '', city: '' }, regions: [], saveFailed: false };
    }),
    chooseRegion: assign(({ context, event }) => {
      assertEvent(event, 'location.region');
      return { area: { ...context.area, region: event.region }, saveFailed: false };
    }),
    typeCity: assign(({ context, event }) => {
      assertEvent(event, 'location.city');
      return { area: { ...context.area, city: event.city }, saveFailed: false };
    }),
    applyPlace: assign((_, found: GeolocationSnapshot) => ({
      area: found.context.place ?? { country: '', region: '', city: '' },
      appliedLookup: found.context.lookups,
      saveFailed: false,
    })),
    markSaveFailed: assign((_, error: unknown) => {
      httpFailureOf(error);
      return { saveFailed: true };
    }),
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
  },
  guards: {
    // A place found in a country this site does not serve is no choice here: the member picks by hand.
    isNewPlaceOfSite: ({ context }, found: GeolocationSnapshot) =>
      found.context.place !== null && found.context.lookups !== context.appliedLookup && context.countries.includes(found.context.place.country),
    isSiteCountry: ({ context, event }) => {
      assertEvent(event, 'location.country');
      return context.countries.includes(event.country);
    },
    areaComplete: ({ context }) => context.countries.includes(context.area.country) && context.area.region !== '' && context.area.city.trim() !== '',
  },
}).createMachine({
  id: 'location',
  context: ({ input }) => ({
    countries: input.countries,
    area: { country: input.countries[0] ?? '', region: '', city: '' },
    regions: [],
    saveFailed: false,
    appliedLookup: 0,
  }),
  invoke: {
    id: 'geolocation',
    src: 'geolocation',
    onSnapshot: {
      guard: { type: 'isNewPlaceOfSite', params: snapshotParams },
      target: '.loadingRegions',
      actions: { type: 'applyPlace', params: snapshotParams },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadArea',
        src: 'loadArea',
        input: ({ context }) => context.countries,
        onDone: { target: 'editing', actions: { type: 'storeLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'checkFailure', params: errorParams } },
      },
    },
    loadFailed: { on: { 'location.retry': 'loading' } },
    editing: {
      on: {
        'location.country': { guard: 'isSiteCountry', target: 'loadingRegions', actions: 'chooseCountry' },
        'location.region': { actions: 'chooseRegion' },
        'location.city': { actions: 'typeCity' },
        'location.save': { guard: 'areaComplete', target: 'saving' },
      },
    },
    loadingRegions: {
      tags: ['busy'],
      invoke: {
        id: 'loadRegions',
        src: 'loadRegions',
        input: ({ context }) => context.area.country,
        onDone: { target: 'editing', actions: { type: 'storeRegions', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'checkFailure', params: errorParams } },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveArea',
        src: 'saveArea',
        input: ({ context }) => ({ ...context.area, city: context.area.city.trim() }),
        onDone: 'saved',
        onError: { target: 'editing', actions: { type: 'markSaveFailed', params: errorParams } },
      },
    },
    saved: { type: 'final' },
  },
});
