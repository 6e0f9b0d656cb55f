import { describe, expect, it } from 'vitest';
import { decide, type AccountCommand } from '../../server/modules/accounts/decide';
import type { EditProfileData } from '../../server/modules/accounts/edit-profile';
import { evolve, initialState, type AccountEvent } from '../../server/modules/accounts/events';
import { deciderSpec } from './support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const at = new Date('2026-11-22T10:00:00.000Z');
const editedAt = at.toISOString();

const registered: AccountEvent = {
  type: 'MemberRegistered',
  data: {
    memberId: 7, site: 'localhost', email: 'anna@example.test', passwordHash: '$argon2id$x', name: 'Anna', gender: 'female',
    birthDate: '1990-05-01', country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false, registeredAt: editedAt,
  },
};
const siteCountries = ['NL', 'BE', 'DE'];
const edit = (changes: EditProfileData['changes']): AccountCommand => ({ type: 'EditProfile', data: { changes, siteCountries, at } });
const edited = (changes: Extract<AccountEvent, { type: 'ProfileEdited' }>['data']['changes']): AccountEvent =>
  ({ type: 'ProfileEdited', data: { memberId: 7, changes, editedAt } });

describe('profile edits (EditProfile → ProfileEdited)', () => {
  it('records the fields sent', () => {
    spec.given([registered])
      .when(edit({ sexuality: 'bi', living_area: { country: 'DE', region: 'Bayern', city: 'München' }, interests: ['wine', 'hiking'] }))
      .then([edited({ sexuality: 'bi', living_area: { country: 'DE', region: 'Bayern', city: 'München' }, interests: ['wine', 'hiking'] })]);
  });

  it('keeps the other fields on a partial edit: a second edit records only its own field, and the state holds both', () => {
    const first = edited({ hair_colour: 'red', about: 'Hallo' });
    spec.given([registered, first]).when(edit({ eye_colour: 'green' })).then([edited({ eye_colour: 'green' })]);
    const state = [registered, first, edited({ eye_colour: 'green' })].reduce(evolve, initialState());
    expect(state).toMatchObject({ profile: { gender: 'female', hair_colour: 'red', eye_colour: 'green', about: 'Hallo', interests: [] } });
  });

  it('records nothing for an edit that changes nothing, and only the changed fields of a mixed one', () => {
    const first = edited({ body_type: 'slim', interests: ['tea'] });
    spec.given([registered, first]).when(edit({ body_type: 'slim', interests: ['tea'] })).then([]);
    // The living area registered with is the current one: sending it again is no change.
    spec.given([registered]).when(edit({ living_area: { city: '', region: 'Utrecht', country: 'NL' } })).then([]);
    spec.given([registered, first]).when(edit({ body_type: 'slim', tattoos: 'some' })).then([edited({ tattoos: 'some' })]);
  });

  it('accepts an about text with newlines and tabs', () => {
    const about = 'Eerste regel.\n\n\tTweede alinea.';
    spec.given([registered]).when(edit({ about })).then([edited({ about })]);
  });

  it('refuses control characters in the about text, and more than 2,000 characters, naming about', () => {
    spec.given([registered]).when(edit({ about: 'x\u0000y' })).thenRejects({ field: 'about' });
    spec.given([registered]).when(edit({ about: 'regel\r\nregel' })).thenRejects({ field: 'about' });
    spec.given([registered]).when(edit({ about: 'a'.repeat(2001) })).thenRejects({ field: 'about' });
    spec.given([registered]).when(edit({ about: 'a'.repeat(2000) })).then([edited({ about: 'a'.repeat(2000) })]);
  });

  it('refuses a country the site does not serve, naming living_area.country', () => {
    spec.given([registered]).when(edit({ living_area: { country: 'US', region: 'Texas', city: '' } })).thenRejects({ field: 'living_area.country' });
  });

  it('refuses a region of another country, naming living_area.region', () => {
    spec.given([registered]).when(edit({ living_area: { country: 'DE', region: 'Utrecht', city: '' } })).thenRejects({ field: 'living_area.region' });
    spec.given([registered]).when(edit({ living_area: { country: 'NL', region: '', city: '' } })).thenRejects({ field: 'living_area.region' });
  });

  it('refuses a city with a control character, naming living_area.city', () => {
    spec.given([registered]).when(edit({ living_area: { country: 'NL', region: 'Utrecht', city: 'Utr\u0007echt' } }))
      .thenRejects({ field: 'living_area.city' });
  });

  it('refuses duplicate interests and more than 20, naming interests', () => {
    spec.given([registered]).when(edit({ interests: ['wine', 'tea', 'wine'] })).thenRejects({ field: 'interests' });
    const many = ['adventure', 'anal_sex', 'animals', 'art', 'astrology', 'barbecue', 'beach', 'beer', 'biking', 'bondage', 'coffee', 'cooking',
      'dancing', 'exchanging_pictures', 'fashion', 'foodie', 'gardening', 'gym', 'hiking', 'hugging', 'kissing'] as const;
    spec.given([registered]).when(edit({ interests: [...many] })).thenRejects({ field: 'interests' });
    spec.given([registered]).when(edit({ interests: many.slice(0, 20) })).then([edited({ interests: many.slice(0, 20) })]);
  });

  it('writes nothing when one field is wrong, even if the others are fine', () => {
    spec.given([registered]).when(edit({ sexuality: 'hetero', interests: ['tea', 'tea'] })).thenRejects({ field: 'interests' });
  });

  it('refuses an edit of an account that does not exist', () => {
    spec.given([]).when(edit({ sexuality: 'hetero' })).thenRejects('not_registered');
  });
});
