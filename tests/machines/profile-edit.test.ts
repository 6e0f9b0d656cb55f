import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { MyProfile, ProfileEdit } from '../../io/entities/profile';
import { profileEditMachine, type ProfileForm } from '../../machines/profile-edit/profile-edit.machine';
import { selectAbout, selectChoice, selectChosenInterests, selectInvalidField, selectRegion } from '../../machines/profile-edit/selectors';
import { done, failed, flush, pending } from './support/actors';
import { exploreEveryTransition } from './support/transition-coverage';

const profile: MyProfile = {
  id: 1, name: 'Demo', age: 30, gender: 'female', living_area: { country: 'NL', region: 'Utrecht', city: 'Utrecht' },
  interests: ['wine'], about: 'Hoi', invisible: false, hair_colour: 'blond',
};
const form: ProfileForm = { profile, interests: ['wine', 'tea', 'sushi'], regions: ['Utrecht', 'Drenthe'] };
const refusedRegion = { kind: 'http', status: 400, body: { error: 'invalid_input', field: 'living_area.region' } };

describe('profile edit machine, model-based', () => {
  it('reaches every declared transition; the form never shows an invalid field outside editing.invalid', () => {
    const exploration = exploreEveryTransition(profileEditMachine.provide({ actors: { loadProfileForm: pending(), saveProfile: pending() } }), {
      events: [
        done('loadProfileForm', form),
        failed('loadProfileForm', { kind: 'network' }),
        { type: 'profile.retry' },
        { type: 'profile.about', text: 'Nieuw' },
        { type: 'profile.choose', field: 'eye_colour', value: 'purple' },
        { type: 'profile.region', region: 'Drenthe' },
        { type: 'profile.interest', tag: 'tea', chosen: true },
        { type: 'profile.save' },
        done('saveProfile', { ...profile, about: 'Nieuw' }),
        failed('saveProfile', refusedRegion),
        failed('saveProfile', { kind: 'network' }),
      ],
      check: (snapshot: SnapshotFrom<typeof profileEditMachine>) => {
        if (snapshot.matches({ editing: 'invalid' })) expect(snapshot.context.invalidField).not.toBeNull();
      },
    });
    expect(exploration.missed).toEqual([]);
    expect(exploration.errors).toEqual([]);
  });
});

const edits = fc.array(
  fc.oneof(
    fc.record({ type: fc.constant('profile.about' as const), text: fc.string({ maxLength: 30 }) }),
    fc.record({ type: fc.constant('profile.region' as const), region: fc.constantFrom('Utrecht', 'Drenthe', 'Atlantis') }),
    fc.record({ type: fc.constant('profile.choose' as const), field: fc.constantFrom('hair_colour' as const, 'tattoos' as const), value: fc.constantFrom('red', 'many', 'bogus') }),
    fc.record({ type: fc.constant('profile.interest' as const), tag: fc.constantFrom('tea' as const, 'sushi' as const), chosen: fc.boolean() }),
  ),
  { minLength: 1, maxLength: 8 },
);

describe('profile edit machine, properties', () => {
  it('never loses an edit when the save fails', async () => {
    await fc.assert(
      fc.asyncProperty(edits, fc.constantFrom<unknown>({ kind: 'network' }, refusedRegion, { kind: 'http', status: 500, body: null }), async (events, error) => {
        const sent: ProfileEdit[] = [];
        const actor = createActor(
          profileEditMachine.provide({
            actors: {
              loadProfileForm: fromPromise(async () => form),
              saveProfile: fromPromise<MyProfile, ProfileEdit>(async ({ input }) => {
                sent.push(input);
                throw error;
              }),
            },
          }),
        ).start();
        await flush();
        for (const event of events) actor.send(event);
        const before = actor.getSnapshot();
        const shown = () => [selectAbout, selectRegion, selectChosenInterests, selectChoice('hair_colour'), selectChoice('tattoos')].map((select) => select(actor.getSnapshot()));
        const expected = [selectAbout, selectRegion, selectChosenInterests, selectChoice('hair_colour'), selectChoice('tattoos')].map((select) => select(before));
        actor.send({ type: 'profile.save' });
        await flush();
        expect(shown()).toEqual(expected);
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a value outside the codec before sending, naming its field', async () => {
    const sent: ProfileEdit[] = [];
    const actor = createActor(
      profileEditMachine.provide({
        actors: {
          loadProfileForm: fromPromise(async () => form),
          saveProfile: fromPromise<MyProfile, ProfileEdit>(async ({ input }) => {
            sent.push(input);
            return profile;
          }),
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'profile.choose', field: 'eye_colour', value: 'purple' });
    actor.send({ type: 'profile.save' });
    await flush();
    expect(sent).toEqual([]);
    expect(selectInvalidField(actor.getSnapshot())).toBe('eye_colour');
  });

  it('maps a server 400 field back onto the form field and sends only the changes', async () => {
    const sent: ProfileEdit[] = [];
    const actor = createActor(
      profileEditMachine.provide({
        actors: {
          loadProfileForm: fromPromise(async () => form),
          saveProfile: fromPromise<MyProfile, ProfileEdit>(async ({ input }) => {
            sent.push(input);
            throw refusedRegion;
          }),
        },
      }),
    ).start();
    await flush();
    actor.send({ type: 'profile.region', region: 'Drenthe' });
    actor.send({ type: 'profile.save' });
    await flush();
    expect(sent).toEqual([{ living_area: { country: 'NL', region: 'Drenthe', city: 'Utrecht' } }]);
    expect(selectInvalidField(actor.getSnapshot())).toBe('region');
    expect(selectRegion(actor.getSnapshot())).toBe('Drenthe');
  });
});
