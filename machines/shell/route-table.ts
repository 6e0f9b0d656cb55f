/**
 * Spec §2: every route of the product, its layout, and who may see it. Views render the table with
 * wouter; machines use the ids (alerts, time bonus, back button, entry warning) without parsing paths.
 */
export type Layout = 'default' | 'chat' | 'lander' | 'empty' | 'staff';
/** member: visitors are sent to /login; visitor: members are sent home (/members); any: both. */
export type Access = 'member' | 'visitor' | 'any' | 'search';
// The pages of /pages/:page: documents of their own, listed with the documents so the server knows them too.
export { legalPages, type LegalPage } from '../../io/documents';

interface RouteShape<Id extends string> {
  readonly id: Id;
  readonly pattern: string;
  readonly layout: Layout;
  readonly access: Access;
}

/** Keeps each id as its literal type, so the table's ids form the `RouteId` union. */
const route = <const Id extends string>(id: Id, pattern: string, layout: Layout, access: Access): RouteShape<Id> => ({ id, pattern, layout, access });

const landers = ['alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork', 'transitionsvideolanding', 'video'] as const;
type Lander = (typeof landers)[number];
const landerRoute = <Name extends Lander>(name: Name) => route(`lander-${name}` as const, `/landers/${name}/:slug?`, 'lander', 'any');

/** More specific patterns first: the first match wins. */
const table = [
  // The landing is for visitors: a member on / goes home (/members), decided here like every auth redirect.
  route('index', '/', 'default', 'visitor'),
  route('likes-member', '/likes/m/:id', 'default', 'member'),
  route('likes-type', '/likes/:type', 'default', 'member'),
  route('likes', '/likes', 'default', 'member'),
  route('member-chat', '/members/:id/chat', 'chat', 'member'),
  route('member-landing', '/members/:id/landing', 'lander', 'any'),
  route('member-signup', '/members/:id/signup', 'empty', 'any'),
  route('member-landing2', '/members/:id/landing2/:slug?', 'lander', 'any'),
  route('member-landing3', '/members/:id/landing3/:slug?', 'lander', 'any'),
  route('member', '/members/:id', 'default', 'search'),
  route('members', '/members', 'default', 'search'),
  route('chat', '/chats/:id', 'chat', 'member'),
  route('chats', '/chats', 'chat', 'member'),
  route('credits-repeat', '/credits/repeat-order', 'default', 'member'),
  route('credits-method', '/credits/:id/:paymentmethod?', 'default', 'member'),
  route('credits', '/credits', 'default', 'member'),
  route('directdebit', '/directdebit', 'default', 'member'),
  route('premium', '/premium', 'default', 'member'),
  route('pricing', '/pricing', 'default', 'any'),
  route('profile', '/profile', 'default', 'member'),
  route('settings', '/settings', 'default', 'member'),
  route('notifications', '/notifications', 'default', 'member'),
  route('lang-config', '/lang-config', 'default', 'any'),
  // The statechart visualiser: demo and development servers only (io/inspection.ts).
  route('statecharts', '/statecharts/:machine?', 'default', 'any'),
  // The staff console (issue 14): its own session and layout; its calls answer 404 to everyone else.
  route('staff', '/staff/:section?', 'staff', 'any'),
  route('login', '/login', 'default', 'visitor'),
  // A member goes through the steps here (/signup?step=N); the screen sends one without a step to the members.
  route('signup', '/signup', 'default', 'any'),
  route('complete-signup', '/complete-signup', 'default', 'any'),
  route('signup-matches', '/signup-matches', 'empty', 'any'),
  route('reset-password-do', '/reset-password/do', 'default', 'any'),
  route('reset-password', '/reset-password', 'default', 'visitor'),
  route('activate-done', '/activate/done', 'default', 'any'),
  route('activate-error', '/activate/error', 'default', 'any'),
  route('mail-change', '/mail-change/do', 'default', 'any'),
  route('account-deleted', '/account-deleted', 'default', 'any'),
  route('match-finder', '/match-finder', 'default', 'member'),
  route('swipe-game', '/swipe-game', 'default', 'member'),
  route('complaints', '/complaints', 'default', 'any'),
  route('transactions', '/transactions/:id?', 'default', 'member'),
  route('lander-tinderswipe', '/landers/tinderswipe', 'lander', 'any'),
  ...landers.map(landerRoute),
  route('page', '/pages/:page', 'default', 'any'),
];

/** Every route id of the product: a typo in an id is a compile error wherever ids are named. */
export type RouteId = (typeof table)[number]['id'];
export type RouteEntry = RouteShape<RouteId>;
export const routeTable: ReadonlyArray<RouteEntry> = table;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const segmentPattern = (segment: string): string =>
  segment.startsWith(':') ? (segment.endsWith('?') ? '(?:/([^/]+))?' : '/([^/]+)') : `/${escape(segment)}`;

const toRegExp = (pattern: string): RegExp => new RegExp(`^${pattern.split('/').filter(Boolean).map(segmentPattern).join('')}/?$`);

const compiled = routeTable.map((entry) => ({ entry, regexp: toRegExp(entry.pattern) }));

/** The route a path belongs to, or null (the 404 page). */
export const routeOf = (path: string): RouteEntry | null => compiled.find(({ regexp }) => regexp.test(path))?.entry ?? null;

const inSet = (ids: ReadonlySet<RouteId>, path: string): boolean => {
  const entry = routeOf(path);
  return entry !== null && ids.has(entry.id);
};

/** Spec §2: members, members/{id}, chats, likes, likes/m/{id}, premium. */
const membersArea = new Set<RouteId>(['members', 'member', 'chats', 'likes', 'likes-member', 'premium']);
export const isMembersArea = (path: string): boolean => inSet(membersArea, path);

/** Spec §2: the back button (installed app only) belongs to these screens. */
const withBackButton = new Set<RouteId>(['member', 'likes-type', 'likes-member', 'credits', 'credits-method']);
export const showsBackButton = (path: string, standalone: boolean, hasHistory: boolean): boolean =>
  standalone && hasHistory && inSet(withBackButton, path);

/** Spec §2 auth redirect targets: login goes to the login route, logout to root, home to members. */
export const authTargets = { login: '/login', logout: '/', home: '/members' } as const;

/** Where a member goes once their account is deleted (a page for anyone: the session has ended). */
export const accountDeletedTarget = '/account-deleted';

/**
 * Spec §2 auth redirects: a visitor on a member screen goes to /login (on search screens only where the
 * site does not allow logged-out search); a member on a visitor screen goes home, /members. null: stay.
 */
export const redirectFor = (access: Access, session: 'in' | 'out', loggedOutSearch: boolean): string | null => {
  if (session === 'out' && (access === 'member' || (access === 'search' && !loggedOutSearch))) return authTargets.login;
  if (session === 'in' && access === 'visitor') return authTargets.home;
  return null;
};
