import { describe, it } from 'vitest';
import { decide } from '../../../server/modules/accounts/decide';
import { evolve, initialState, type AccountEvent } from '../../../server/modules/accounts/events';
import { deciderSpec } from '../support/decider';

const spec = deciderSpec({ initialState, evolve }, decide);
const at = new Date('2026-11-22T10:00:00.000Z');
const iso = at.toISOString();

const profile = {
  memberId: 7, site: 'localhost', email: 'anna@example.test', passwordHash: '$argon2id$x', name: 'Anna', gender: 'female',
  birthDate: '1990-05-01', country: 'NL', region: 'Utrecht', city: '', language: 'nl', fictional: false,
} as const;
const registered: AccountEvent = { type: 'MemberRegistered', data: { ...profile, registeredAt: iso } };
const about = 'Bel me: 0612345678';
const edited: AccountEvent = { type: 'ProfileEdited', data: { memberId: 7, changes: { about }, editedAt: iso } };
const flagged: AccountEvent = {
  type: 'TextFlagged', data: { memberId: 7, field: 'about', text: about, flags: ['phone'], matches: [{ rule: 'phone', start: 8, end: 18 }], flaggedAt: iso },
};
const review = { field: 'about', seen: about, staffId: 3, at } as const;

describe('account decider, the text queue (issue 14)', () => {
  it('flags a name at registration and an about text when it is saved, with the site\'s words', () => {
    spec.given([]).when({ type: 'RegisterMember', data: { ...profile, name: 'Anna snapchat', flaggedWords: ['Snapchat'], at } }).then([
      { type: 'MemberRegistered', data: { ...profile, name: 'Anna snapchat', registeredAt: iso } },
      { type: 'TextFlagged', data: { memberId: 7, field: 'name', text: 'Anna snapchat', flags: ['word'], matches: [{ rule: 'word', start: 5, end: 13 }], flaggedAt: iso } },
    ]);
    spec.given([registered]).when({ type: 'EditProfile', data: { changes: { about }, siteCountries: ['NL'], at } }).then([edited, flagged]);
    spec.given([registered]).when({ type: 'EditProfile', data: { changes: { about: 'Hallo!' }, siteCountries: ['NL'], at } })
      .then([{ type: 'ProfileEdited', data: { memberId: 7, changes: { about: 'Hallo!' }, editedAt: iso } }]);
  });

  it('approves the flagged text the moderator saw, once', () => {
    const approved: AccountEvent = { type: 'TextApproved', data: { memberId: 7, field: 'about', text: about, staffId: 3, approvedAt: iso } };
    spec.given([registered, edited, flagged]).when({ type: 'ApproveText', data: review }).then([approved]);
    spec.given([registered, edited, flagged, approved]).when({ type: 'ApproveText', data: review }).thenRejects('text_changed');
  });

  it('decides nothing on a text the member changed meanwhile, flagged again or not', () => {
    const again: AccountEvent = { type: 'ProfileEdited', data: { memberId: 7, changes: { about: 'Hallo!' }, editedAt: iso } };
    spec.given([registered, edited, flagged, again]).when({ type: 'ApproveText', data: review }).thenRejects('text_changed');
    spec.given([registered, edited, flagged, again]).when({ type: 'EditText', data: { ...review, replacement: 'Hoi', reason: 'contact_details' } })
      .thenRejects('text_changed');
  });

  it('edits a flagged text to a replacement the field holds and that changes it', () => {
    spec.given([registered, edited, flagged]).when({ type: 'EditText', data: { ...review, replacement: 'Bel me hier.', reason: 'contact_details' } })
      .then([{ type: 'TextEdited', data: { memberId: 7, field: 'about', text: 'Bel me hier.', staffId: 3, reason: 'contact_details', editedAt: iso } }]);
    spec.given([registered, edited, flagged]).when({ type: 'EditText', data: { ...review, replacement: about, reason: 'contact_details' } })
      .thenRejects('replacement_invalid');
    const name: AccountEvent = { type: 'TextFlagged', data: { memberId: 7, field: 'name', text: 'Anna', flags: ['word'], matches: [{ rule: 'word', start: 0, end: 4 }], flaggedAt: iso } };
    spec.given([registered, name]).when({ type: 'EditText', data: { field: 'name', seen: 'Anna', replacement: 'A', reason: 'offensive_words', staffId: 3, at } })
      .thenRejects('replacement_invalid');
  });
});
