import type { User } from '../../io/entities/user';
import type { Settings } from '../../io/entities/settings';
import type { Chat, ChatMessage, Conversation, LikesOverview, ReceivedLike } from '../../io/entities/chat';
import type { MemberSummary } from '../../io/entities/member';
import type { CompanyInfo } from '../../io/entities/company';
import type { PublicSources } from '../../io/public-page';

/** Plain, valid values of the contract's types for tests; override what a test is about. */
export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  profile: { name: 'Demo', country: 'NL', main_image: null, status: 'active' },
  credits: 0,
  paid_user: false,
  fictional_icon: true,
  language: 'en',
  status: 'active',
  notifications_disabled: [],
  signup_date: '2026-11-22T09:00:00.000Z',
  ...overrides,
});

export const aSettings = (overrides: Partial<Settings> = {}): Settings => ({
  name: 'Rendezvous',
  domain: 'localhost',
  domain_language: 'nl-NL',
  cdn_prefix: '/media/',
  index_title: 'Rendezvous',
  description: 'Dating',
  niche: 1,
  countries: ['NL', 'DE'],
  signups: 'all',
  logged_out_search: false,
  logged_out_search_trafficsource: 'none',
  enable_site_entry_popup: 'yes',
  geoip_country: 'NL',
  geoip_selected_country: null,
  minimum_message_costs: { NL: { costs: 1.5, currency: 'EUR' } },
  message_credits: 1,
  signup_credits: 0,
  photo_credits: 1,
  gift_credits: 5,
  message_length: 1000,
  support_email: 'support@rendezvous.test',
  support_phone: '+31 20 000 0000',
  push_public_key: 'test-key',
  visible_profile_fields: [],
  visible_profile_notes: false,
  search_fields: ['gender', 'country', 'age'],
  fictional_warning: { singular: 'This profile is fictional.', plural: 'These profiles are fictional.' },
  refund_days: 14,
  member_resell: false,
  company_id: 1,
  mail_name: 'Rendezvous',
  interests: ['music'],
  region_data: true,
  fictional_icon: '★',
  ...overrides,
});

type Disclosure = { fictional: false } | { fictional: true; fictional_warning: string };

export const aMember = (
  id: number,
  overrides: Partial<Omit<MemberSummary, 'fictional' | 'fictional_warning'>> = {},
  disclosure: Disclosure = { fictional: false },
): MemberSummary => ({
  id,
  name: `Member ${id}`,
  age: 30,
  gender: 'female',
  country: 'NL',
  region: 'Noord-Holland',
  main_image: null,
  ...overrides,
  ...disclosure,
});

export const aChat = (conversationId: number, unread: number): Chat => ({
  conversation: { id: conversationId },
  profile: aMember(100 + conversationId),
  num_unread_messages: unread,
  last_message: null,
});

export const aLike = (id: number, isNew: boolean): ReceivedLike => ({
  id,
  like_new: isNew,
  liked_at: '2026-11-22T08:00:00.000Z',
  profile: aMember(id),
});

export const someLikes = (newCount: number, seenCount = 0): LikesOverview => ({
  likes: [],
  liked_by: [
    ...Array.from({ length: newCount }, (_, i) => aLike(200 + i, true)),
    ...Array.from({ length: seenCount }, (_, i) => aLike(300 + i, false)),
  ],
});

/** A message of conversation 7, from the member (`fromMe`) or to them, sent `id` minutes after 10:00. */
export const aMessage = (id: number, fromMe: boolean, status: ChatMessage['status'] = 'sent'): ChatMessage => ({
  id,
  conversation_id: 7,
  from_me: fromMe,
  text: `message ${String(id)}`,
  sent_at: new Date(Date.UTC(2026, 10, 24, 10, id)).toISOString(),
  status,
  gift: null,
  photo: null,
});

/** Conversation 7 with member 42, with these messages. */
export const aConversation = (messages: ReadonlyArray<ChatMessage>, overrides: Partial<Conversation> = {}): Conversation => ({
  conversation: { id: 7 },
  profile: aMember(42),
  messages: [...messages],
  starts_left: null,
  premium: false,
  ...overrides,
});

export const aCompany = (overrides: Partial<CompanyInfo> = {}): CompanyInfo => ({
  name: 'Rendezvous Media B.V.', address: 'Oudegracht 100', kvk: '12345678', city: 'Utrecht', country: 'NL',
  tradenames: ['Rendezvous'], vat_numbers: ['NL123456789B01'], support_phone: '+31 30 123 4567', delete_discount: 30,
  added: '2020-01-01T00:00:00.000Z',
  ...overrides,
});

/** The page server's reads for the server renderer (io/public-page.ts): these members, this company, no member landings. */
export const somePublicSources = (members: ReadonlyArray<MemberSummary> = [], company: CompanyInfo = aCompany()): PublicSources => ({
  company: async () => company,
  teasers: async () => ({ members: [...members] }),
  member: async () => null,
});
