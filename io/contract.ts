import * as t from 'io-ts';
import { closed, closedPartial } from './codec/closed';
import { boundedString, CountryCode } from './codec/primitives';
import { User } from './entities/user';
import { Locale } from './entities/locale';
import { Settings } from './entities/settings';
import { CompanyInfo } from './entities/company';
import { MemberTeaser, Teasers } from './public-page';
import { Chat, ChatPhotoQuery, ChatTargetQuery, Conversation, ConversationQuery, DeliveredQuery, LikesOverview, SendMessageRequest, SentMessage, TypingRequest } from './entities/chat';
import { InterestTag } from './entities/profile-attributes';
import { PushSubscriptionValue } from './entities/push';
import { AutoLikeProfile } from './entities/member';
import { DiscountCode } from './entities/discount';
import { SearchQuery, SearchResults } from './entities/search';
import { MemberProfile, MemberQuery, MyProfile, ProfileEdit } from './entities/profile';
import { BlockedMembers, BlockRequest, UnblockQuery } from './entities/block';
import { ReportRequest } from './entities/report';
import { LikeRequest, LikeResult, Suggestions, SwipeDecision, SwipeState, UnlikeQuery } from './entities/like';
import { ChooseMainPhotoRequest, DeletePhotoQuery, PhotoList, PhotosQuery, PhotoView } from './entities/photo';
import {
  CreditsOffer, CreditsQuery, DirectDebitConfirmation, DirectDebitRequest, DirectDebitStarted, PaymentQuery, PaymentView, PriceList, PricesQuery,
  StartedPayment, StartPaymentRequest, Transactions,
} from './entities/payment';
import {
  AccountDeletion, ComplaintReceipt, ComplaintRequest, EmailChangeConfirmation, EmailChangeOutcome, EmailChangeRequest, GeocodeQuery, GeocodeResult,
  NotificationSettings, NotificationSettingsChange, PasswordChange, PasswordReset, PasswordResetRequest, Reactivation, SignupRequest,
} from './entities/account';

/**
 * How a failed call may be repeated without being applied twice:
 * - safe: GET, and PUT/DELETE that set a state (repeating gives the same result);
 * - keyed: a POST the server deduplicates by its Idempotency-Key header;
 * - once: never repeated automatically (login, beacons).
 */
export type Retry = 'safe' | 'keyed' | 'once';

export interface Endpoint<Q extends t.Mixed, B extends t.Mixed, R extends t.Mixed> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: `/api/${string}`;
  readonly query: Q;
  readonly body: B;
  readonly response: R;
  /** member: 403 authentication_required when logged out. */
  readonly access: 'member' | 'public';
  readonly retry: Retry;
}

const endpoint = <Q extends t.Mixed, B extends t.Mixed, R extends t.Mixed>(e: Endpoint<Q, B, R>) => e;

/** No query parameters accepted. */
export const NoQuery = closed({}, 'NoQuery');
/** No request body. */
export const NoBody = t.undefined;
export const Ok = t.type({ ok: t.literal(true) });
const UserEnvelope = t.type({ user: User });

/** `reactivate`: the member whose account is deleted but not final yet (spec §8) brings it back by logging in. */
export const LoginRequest = closedPartial(
  { email: boundedString(254, 1), password: boundedString(200, 1) },
  { reactivate: t.literal(true) },
  'LoginRequest',
);
export const LanguageRequest = closed({ language: Locale }, 'LanguageRequest');
export const RegionsResponse = t.type({ regions: t.record(t.string, t.array(t.string)) });

/** Every server call of the product: the one table both sides decode through. */
export const contract = {
  getUser: endpoint({ method: 'GET', path: '/api/user.php', query: NoQuery, body: NoBody, response: UserEnvelope, access: 'member', retry: 'safe' }),
  login: endpoint({ method: 'POST', path: '/api/user.php', query: NoQuery, body: LoginRequest, response: UserEnvelope, access: 'public', retry: 'once' }),
  setLanguage: endpoint({ method: 'PUT', path: '/api/user.php', query: NoQuery, body: LanguageRequest, response: UserEnvelope, access: 'member', retry: 'safe' }),
  savePushSubscription: endpoint({
    method: 'POST', path: '/api/user.php', query: closed({ push: t.literal('1') }), body: closed({ subscription: PushSubscriptionValue }),
    response: Ok, access: 'member', retry: 'keyed',
  }),
  logout: endpoint({ method: 'GET', path: '/api/logout.php', query: NoQuery, body: NoBody, response: Ok, access: 'public', retry: 'safe' }),
  pageHidden: endpoint({ method: 'POST', path: '/api/page-hidden.php', query: NoQuery, body: closed({}), response: Ok, access: 'public', retry: 'once' }),
  autoLike: endpoint({ method: 'GET', path: '/api/auto-like.php', query: NoQuery, body: NoBody, response: AutoLikeProfile, access: 'member', retry: 'safe' }),
  discountCode: endpoint({
    method: 'GET', path: '/api/discountcode.php', query: closed({ code: boundedString(40, 1) }),
    body: NoBody, response: DiscountCode, access: 'member', retry: 'safe',
  }),
  // Spec §7 `welcome=true`: the member's welcome discount, or null when there is none (an answer, not a
  // failure: the browser asks for every unpaid member, and a 404 would be a console error on every page).
  welcomeDiscount: endpoint({
    method: 'GET', path: '/api/discountcode.php', query: closed({ welcome: t.literal('true') }),
    body: NoBody, response: t.union([DiscountCode, t.null]), access: 'member', retry: 'safe',
  }),
  getSettings: endpoint({
    method: 'GET', path: '/api/settings.php', query: closedPartial({}, { forced_domain: boundedString(253, 1), route: boundedString(500) }),
    body: NoBody, response: Settings, access: 'public', retry: 'safe',
  }),
  getChats: endpoint({ method: 'GET', path: '/api/chats.php', query: NoQuery, body: NoBody, response: t.type({ chats: t.array(Chat) }), access: 'member', retry: 'safe' }),
  getConversation: endpoint({ method: 'GET', path: '/api/chat.php', query: ChatTargetQuery, body: NoBody, response: Conversation, access: 'member', retry: 'safe' }),
  deleteConversation: endpoint({ method: 'DELETE', path: '/api/chat.php', query: ChatTargetQuery, body: NoBody, response: Ok, access: 'member', retry: 'safe' }),
  acknowledgeDelivery: endpoint({ method: 'PUT', path: '/api/delivered.php', query: DeliveredQuery, body: NoBody, response: Ok, access: 'member', retry: 'safe' }),
  sendMessage: endpoint({ method: 'POST', path: '/api/chat.php', query: NoQuery, body: SendMessageRequest, response: SentMessage, access: 'member', retry: 'keyed' }),
  sendChatPhoto: endpoint({ method: 'POST', path: '/api/chat-photo.php', query: ChatPhotoQuery, body: NoBody, response: SentMessage, access: 'member', retry: 'keyed' }),
  // Spec §6: the activation mail again, for a member whose address is not confirmed (a confirmed one gets
  // none: ok all the same). Keyed, so a retry sends one mail; 429 rate_limited with `minutes` past the daily limit.
  resendActivation: endpoint({ method: 'POST', path: '/api/activation.php', query: NoQuery, body: closed({}), response: Ok, access: 'member', retry: 'keyed' }),
  markConversationRead: endpoint({ method: 'PUT', path: '/api/chat.php', query: ConversationQuery, body: NoBody, response: Ok, access: 'member', retry: 'safe' }),
  sendTyping: endpoint({ method: 'POST', path: '/api/typing.php', query: NoQuery, body: TypingRequest, response: Ok, access: 'member', retry: 'once' }),
  getLikes: endpoint({ method: 'GET', path: '/api/likes.php', query: NoQuery, body: NoBody, response: LikesOverview, access: 'member', retry: 'safe' }),
  giveLike: endpoint({ method: 'POST', path: '/api/likes.php', query: NoQuery, body: LikeRequest, response: LikeResult, access: 'member', retry: 'keyed' }),
  unlike: endpoint({ method: 'DELETE', path: '/api/likes.php', query: UnlikeQuery, body: NoBody, response: Ok, access: 'member', retry: 'safe' }),
  markLikeSeen: endpoint({ method: 'PUT', path: '/api/likes.php', query: NoQuery, body: LikeRequest, response: Ok, access: 'member', retry: 'safe' }),
  getSwipe: endpoint({ method: 'GET', path: '/api/swipe.php', query: NoQuery, body: NoBody, response: SwipeState, access: 'member', retry: 'safe' }),
  swipe: endpoint({ method: 'POST', path: '/api/swipe.php', query: NoQuery, body: SwipeDecision, response: SwipeState, access: 'member', retry: 'keyed' }),
  getSuggestions: endpoint({ method: 'GET', path: '/api/match-finder.php', query: NoQuery, body: NoBody, response: Suggestions, access: 'member', retry: 'safe' }),
  getInterests: endpoint({ method: 'GET', path: '/api/interests.php', query: NoQuery, body: NoBody, response: t.type({ interests: t.array(InterestTag) }), access: 'public', retry: 'safe' }),
  getRegions: endpoint({ method: 'GET', path: '/api/regions.php', query: closedPartial({}, { country: CountryCode }), body: NoBody, response: RegionsResponse, access: 'public', retry: 'safe' }),
  getCompanyInfo: endpoint({ method: 'GET', path: '/api/companyinfo.php', query: NoQuery, body: NoBody, response: CompanyInfo, access: 'public', retry: 'safe' }),
  // Not in spec §7: the public pages' members (issue 11). Members near the visitor for the landing and the
  // landers, and one member's teaser for the member landings: both by the visitor rules of search (fictional
  // profiles always, real members where the site allows logged-out search), photos as a visitor gets them.
  getTeasers: endpoint({ method: 'GET', path: '/api/teasers.php', query: NoQuery, body: NoBody, response: Teasers, access: 'public', retry: 'safe' }),
  getMemberTeaser: endpoint({ method: 'GET', path: '/api/member-teaser.php', query: MemberQuery, body: NoBody, response: MemberTeaser, access: 'public', retry: 'safe' }),
  // Not in spec §7 (search calls are "not shown"): the members listing behind /members.
  searchMembers: endpoint({ method: 'GET', path: '/api/members.php', query: SearchQuery, body: NoBody, response: SearchResults, access: 'public', retry: 'safe' }),
  // One member's profile (/members/{id}, /likes/m/{id}) as the viewer may see it; public where visitor search is.
  getMember: endpoint({ method: 'GET', path: '/api/member.php', query: MemberQuery, body: NoBody, response: MemberProfile, access: 'public', retry: 'safe' }),
  // The member's own profile (/profile); PUT changes only the fields sent and answers the profile as it now is.
  getProfile: endpoint({ method: 'GET', path: '/api/profile.php', query: NoQuery, body: NoBody, response: MyProfile, access: 'member', retry: 'safe' }),
  editProfile: endpoint({ method: 'PUT', path: '/api/profile.php', query: NoQuery, body: ProfileEdit, response: MyProfile, access: 'member', retry: 'safe' }),
  // Not in spec §7: invisible mode (never listed in search), blocking and reporting (spec §6).
  setInvisible: endpoint({
    method: 'PUT', path: '/api/invisible.php', query: NoQuery, body: closed({ invisible: t.boolean }, 'InvisibleRequest'),
    response: t.type({ invisible: t.boolean }), access: 'member', retry: 'safe',
  }),
  getBlocks: endpoint({ method: 'GET', path: '/api/blocks.php', query: NoQuery, body: NoBody, response: BlockedMembers, access: 'member', retry: 'safe' }),
  blockMember: endpoint({ method: 'POST', path: '/api/blocks.php', query: NoQuery, body: BlockRequest, response: Ok, access: 'member', retry: 'keyed' }),
  unblockMember: endpoint({ method: 'DELETE', path: '/api/blocks.php', query: UnblockQuery, body: NoBody, response: Ok, access: 'member', retry: 'safe' }),
  reportMember: endpoint({ method: 'POST', path: '/api/reports.php', query: NoQuery, body: ReportRequest, response: Ok, access: 'member', retry: 'keyed' }),
  // Photos (not in spec §7). The upload is multipart/form-data with one file field `photo`: the file is read
  // by the handler, so the body codec sees nothing. 400 invalid_image, 413 payload_too_large, 409 photo_limit_reached.
  uploadPhoto: endpoint({ method: 'POST', path: '/api/photos.php', query: NoQuery, body: NoBody, response: PhotoView, access: 'member', retry: 'keyed' }),
  // A member's photos as the viewer may see them: locked ones carry only blurred files.
  getPhotos: endpoint({ method: 'GET', path: '/api/photos.php', query: PhotosQuery, body: NoBody, response: PhotoList, access: 'public', retry: 'safe' }),
  chooseMainPhoto: endpoint({ method: 'PUT', path: '/api/photos.php', query: NoQuery, body: ChooseMainPhotoRequest, response: PhotoList, access: 'member', retry: 'safe' }),
  deletePhoto: endpoint({ method: 'DELETE', path: '/api/photos.php', query: DeletePhotoQuery, body: NoBody, response: PhotoList, access: 'member', retry: 'safe' }),
  // Payments (spec §7: "not shown"). The credit packages of the member's country with the active discount
  // applied (`code`: one the member typed; 404 not_found or 409 already_used on the field `code`).
  getCredits: endpoint({ method: 'GET', path: '/api/credits.php', query: CreditsQuery, body: NoBody, response: CreditsOffer, access: 'member', retry: 'safe' }),
  // The public price list (/pricing): the packages of the visitor's country (geoip, or `country`), without discounts.
  getPrices: endpoint({ method: 'GET', path: '/api/prices.php', query: PricesQuery, body: NoBody, response: PriceList, access: 'public', retry: 'safe' }),
  // Begins a payment with the provider; the browser goes to its checkout_url. Keyed: a retry begins it once.
  startPayment: endpoint({ method: 'POST', path: '/api/payment.php', query: NoQuery, body: StartPaymentRequest, response: StartedPayment, access: 'member', retry: 'keyed' }),
  // One payment of the member; one not yet final is asked of the provider first (the payer may be back before its webhook).
  getPayment: endpoint({ method: 'GET', path: '/api/payment.php', query: PaymentQuery, body: NoBody, response: PaymentView, access: 'member', retry: 'safe' }),
  getTransactions: endpoint({ method: 'GET', path: '/api/transactions.php', query: NoQuery, body: NoBody, response: Transactions, access: 'member', retry: 'safe' }),
  // Direct debit (spec §3, §8): the mandate, then its SMS code. 400 invalid_input names the field (iban, phone);
  // 409 direct_debit_limit past the debits a member may make; 429 direct_debit_blocked after too many wrong codes.
  startDirectDebit: endpoint({ method: 'POST', path: '/api/directdebit.php', query: NoQuery, body: DirectDebitRequest, response: DirectDebitStarted, access: 'member', retry: 'keyed' }),
  // 422 sms_code_invalid ('Code ongeldig') on the field sms_code; a mandate already confirmed answers its payment again.
  // Joining and leaving (issue 10): io/entities/account.ts says what each answers and refuses.
  signup: endpoint({ method: 'POST', path: '/api/signup.php', query: NoQuery, body: SignupRequest, response: UserEnvelope, access: 'public', retry: 'once' }),
  geocode: endpoint({ method: 'GET', path: '/api/geocode.php', query: GeocodeQuery, body: NoBody, response: GeocodeResult, access: 'member', retry: 'safe' }),
  requestPasswordReset: endpoint({
    method: 'POST', path: '/api/reset-password.php', query: NoQuery, body: PasswordResetRequest, response: Ok, access: 'public', retry: 'once',
  }),
  resetPassword: endpoint({ method: 'PUT', path: '/api/reset-password.php', query: NoQuery, body: PasswordReset, response: UserEnvelope, access: 'public', retry: 'once' }),
  changePassword: endpoint({ method: 'PUT', path: '/api/password.php', query: NoQuery, body: PasswordChange, response: Ok, access: 'member', retry: 'once' }),
  changeEmail: endpoint({ method: 'PUT', path: '/api/email.php', query: NoQuery, body: EmailChangeRequest, response: EmailChangeOutcome, access: 'member', retry: 'once' }),
  confirmEmailChange: endpoint({
    method: 'PUT', path: '/api/mail-change.php', query: NoQuery, body: EmailChangeConfirmation, response: Ok, access: 'public', retry: 'safe',
  }),
  getNotificationSettings: endpoint({
    method: 'GET', path: '/api/notifications.php', query: NoQuery, body: NoBody, response: NotificationSettings, access: 'member', retry: 'safe',
  }),
  setNotificationSettings: endpoint({
    method: 'PUT', path: '/api/notifications.php', query: NoQuery, body: NotificationSettingsChange, response: NotificationSettings, access: 'member', retry: 'safe',
  }),
  deleteAccount: endpoint({ method: 'POST', path: '/api/delete-account.php', query: NoQuery, body: AccountDeletion, response: Ok, access: 'member', retry: 'once' }),
  /** A once-code worth the company's delete_discount percent, offered before a member leaves; the same code when asked again. */
  getStayDiscount: endpoint({ method: 'PUT', path: '/api/stay-discount.php', query: NoQuery, body: closed({}), response: DiscountCode, access: 'member', retry: 'safe' }),
  reactivate: endpoint({ method: 'POST', path: '/api/reactivate.php', query: NoQuery, body: Reactivation, response: UserEnvelope, access: 'public', retry: 'once' }),
  submitComplaint: endpoint({
    method: 'POST', path: '/api/complaints.php', query: NoQuery, body: ComplaintRequest, response: ComplaintReceipt, access: 'public', retry: 'keyed',
  }),
  confirmDirectDebit: endpoint({ method: 'PUT', path: '/api/directdebit.php', query: NoQuery, body: DirectDebitConfirmation, response: StartedPayment, access: 'member', retry: 'safe' }),
} as const;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
export type QueryOf<N extends EndpointName> = t.TypeOf<Contract[N]['query']>;
export type BodyOf<N extends EndpointName> = t.TypeOf<Contract[N]['body']>;
export type ResponseOf<N extends EndpointName> = t.TypeOf<Contract[N]['response']>;
