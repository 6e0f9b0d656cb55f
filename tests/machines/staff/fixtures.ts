import type { AdminSite } from '../../../io/entities/site-admin';
import type { DeskConversation, DeskWaiting } from '../../../io/entities/desk';
import type { PendingPhoto, StaffProfile } from '../../../io/entities/staff';

export const aStaffMember: StaffProfile = { id: 1, email: 'staff@rendezvous.test', name: 'Demo Staff', roles: ['moderator', 'site_admin'], sites: null };

export const aPendingPhoto = (n: number): PendingPhoto => ({
  memberId: 10 + n,
  memberName: `Member ${String(n)}`,
  site: 'localhost',
  photoId: `photo${String(n).padStart(17, '0')}`,
  uploadedAt: '2026-11-26T10:00:00.000Z',
  url: `/media/${String(n)}.jpg`,
});

export const aDeskWaiting = (conversationId: number, claim: DeskWaiting['claim'] = null): DeskWaiting => ({
  conversationId,
  site: 'localhost',
  waitingSince: '2026-11-26T10:00:00.000Z',
  unanswered: 1,
  profile: { id: 100 + conversationId, name: `Profile ${String(conversationId)}`, age: 31, gender: 'female', city: 'Utrecht', country: 'NL', about: '' },
  member: { id: 200 + conversationId, name: `Member ${String(conversationId)}`, age: 40, gender: 'male', city: 'Gent', country: 'BE', about: 'Fietst graag.', language: 'de' },
  claim,
});

export const aDeskConversation = (conversationId: number, maxLength = 20): DeskConversation => ({
  waiting: aDeskWaiting(conversationId, { staffName: 'Demo Staff', mine: true, until: '2026-11-26T10:05:00.000Z' }),
  lines: [{ id: 1, byProfile: false, text: 'Hallo, bist du da?', gift: null, photo: false, sentAt: '2026-11-26T10:00:00.000Z' }],
  maxLength,
});

export const anAdminSite = (domain = 'localhost', configuredAt = '2026-11-26T10:00:00.000Z'): AdminSite => ({
  domain,
  configuredAt,
  form: {
    name: 'Rendezvous', domain_language: 'nl-NL', countries: ['NL', 'BE'], niche: 1, signups: 'all', logged_out_search: true, enable_site_entry_popup: true,
    message_credits: 1, photo_credits: 2, gift_credits: 3, signup_credits: 5, message_length: 1000, refund_days: 14,
    minimum_message_costs: { NL: { costs: 0.99, currency: 'EUR' }, BE: { costs: 0.99, currency: 'EUR' } },
    support_email: 'support@rendezvous.test' as AdminSite['form']['support_email'], support_phone: '+31 20 123 4567',
    fictional_warning_singular: 'Dit profiel is van de site.', fictional_warning_plural: 'Sommige profielen zijn van de site.', photo_moderation: 'pre',
    flagged_words: [],
    company_name: 'Rendezvous Media B.V.', company_address: 'Herengracht 100', company_kvk: '12345678', company_city: 'Amsterdam', company_country: 'NL',
    company_tradenames: ['Rendezvous'], company_vat_numbers: ['NL123456789B01'], company_support_phone: '+31 20 123 4567', company_delete_discount: 25,
  },
});
