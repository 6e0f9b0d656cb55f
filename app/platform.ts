import type { Clock } from '../adapters/clock';
import type { Http } from '../adapters/http';
import type { StaffHttp } from '../adapters/staff-http';
import { setAppBadge, type BadgeNavigator } from '../adapters/badge';
import { writeCookie, writeFlagEverywhere, type FlagTarget } from '../adapters/storage';
import { setDocumentTitle } from '../adapters/title';
import type { Locale } from '../io/entities/locale';
import type { MemberSummary } from '../io/entities/member';
import { TrackingRecordFromJson } from '../io/entities/signup';
import { languageCookieDays, languageCookieName } from '../io/page';
import type { CompiledMessages, MessagesRequest } from '../machines/locale/locale.machine';
import type { OutboxPort, Platform, PushPort } from '../machines/shared/platform';
import type { LiveSignal } from '../io/entities/live';
import type { Observable } from 'rxjs';
import { accountDeletedTarget } from '../machines/shell/route-table';
import { withoutParams } from '../machines/tracking/query-string';
import { hasTrackingValues, readTracking } from '../machines/tracking/tracking-params';
import { currentPosition, geolocationSupported, geoPermission$, type GeoNavigator } from '../adapters/geolocation';
import type { TrackingRecord } from '../io/entities/signup';
import { decode } from '../io/codec/decode';
import { isRight } from 'fp-ts/Either';
import { once } from './once';

/** The one localStorage key holding the tracking record (JSON, see io TrackingRecordFromJson). */
export const trackingStorageKey = 'tracking';

/**
 * A locale's packs of compiled messages, each its own chunk, loaded through the locale's small index of them
 * (locales/compiled/<locale>/packs.js): only the active locale's packs in use are downloaded.
 */
type PackLoaders = Record<string, (() => Promise<CompiledMessages>) | undefined>;
const localePacks = import.meta.glob<PackLoaders>('../locales/compiled/*/packs.js', { import: 'default' });
const packsOf = (locale: Locale) => localePacks[`../locales/compiled/${locale}/packs.js`];

/** A locale the build has messages for. */
export const hasMessages = (locale: Locale): boolean => packsOf(locale) !== undefined;

export const loadMessagePacks = async ({ locale, packs }: MessagesRequest): Promise<CompiledMessages> => {
  const loadIndex = packsOf(locale);
  if (loadIndex === undefined) throw new Error(`no messages for ${locale}`);
  const loaders = await loadIndex();
  const loaded = await Promise.all(
    packs.map((pack) => {
      const load = loaders[`./${pack}.json`];
      if (load === undefined) throw new Error(`no ${pack} messages for ${locale}`);
      return load();
    }),
  );
  return Object.assign({}, ...loaded) as CompiledMessages;
};

/** Contract calls as one answer each, for `fromPromise` actors. */
export const callOn =
  (http: Http): Platform['call'] =>
  (name, args) =>
    once(http.call(name, args));

/**
 * Takes the named parameters off the current URL with history.replaceState (no new history entry),
 * keeping the path, every other parameter, the hash and the history state (wouter sees replaceState).
 */
export const removeQueryParamsOn =
  (history: Pick<History, 'state' | 'replaceState'>, location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  (names: ReadonlyArray<string>): void => {
    const search = withoutParams(location.search, names);
    if (search !== location.search) history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
  };

/** Local flags in `target` (localStorage, and the cookie of a flag the page server reads). */
export const writeFlagOn =
  (target: FlagTarget): Platform['writeFlag'] =>
  (flag, unixSeconds) =>
    writeFlagEverywhere(target, flag, unixSeconds);

/** The tracking record as JSON under its one key; throws when storage is full or disabled. */
export const storeTrackingOn =
  (storage: Pick<Storage, 'setItem'>): Platform['storeTracking'] =>
  (record) =>
    storage.setItem(trackingStorageKey, TrackingRecordFromJson.encode(record));

/**
 * The tracking record a signup sends: the current URL's (the tracking machine takes it off the URL soon
 * after the page opens), else the one kept under its key; {} when none or storage is unavailable.
 */
export const readTrackingOn =
  (storage: Pick<Storage, 'getItem'>, location: Pick<Location, 'search'>) =>
  (): TrackingRecord => {
    const fromUrl = readTracking(location.search).record;
    if (hasTrackingValues(fromUrl)) return fromUrl;
    try {
      const kept = decode(TrackingRecordFromJson, storage.getItem(trackingStorageKey));
      return isRight(kept) ? kept.right : {};
    } catch {
      return {};
    }
  };

/** The key of the signup address in sessionStorage (this tab's session only: it is personal data). */
const signupEmailKey = 'signup-email';

/** The signup address kept for the tab's session; storage that refuses (private mode) keeps nothing. */
export const signupEmailOn = (storage: Pick<Storage, 'getItem' | 'setItem'>): Platform['signupEmail'] => ({
  remember: (email) => {
    try {
      storage.setItem(signupEmailKey, email);
    } catch {
      // Nothing kept: /complete-signup then speaks of "your address" without showing it.
    }
  },
  recall: () => {
    try {
      return storage.getItem(signupEmailKey);
    } catch {
      return null;
    }
  },
});

/** The browser's geolocation as the machines' port. */
export const geolocationOn = (nav: GeoNavigator): Platform['geolocation'] => ({
  supported: geolocationSupported(nav),
  permission$: geoPermission$(nav),
  position: (maxAgeMs) => currentPosition(nav, maxAgeMs),
});

/** A provider's checkout page: only an http(s) address is followed (never a javascript: one from a bad answer). */
export const goToCheckoutOn = (location: Pick<Location, 'replace' | 'href'>) => (url: string): boolean => {
  try {
    const { protocol } = new URL(url, location.href);
    if (protocol !== 'https:' && protocol !== 'http:') return false;
    location.replace(url);
    return true;
  } catch {
    // Not an address at all: stay (the payment stays open and shows on /transactions).
    return false;
  }
};

/**
 * The default way off the site: a blank page. Not history.back(): after in-site navigation (a member who
 * logged out) that would stay on the site, under the same warning.
 */
export const leaveSiteOn = (location: Pick<Location, 'assign'>) => (): void => location.assign('about:blank');

/**
 * A deleted account: the page moves to /account-deleted (replacing the member screen in the history) before the
 * app forgets the member, so the member-only screen's redirect to /login never gets its turn.
 */
export const accountDeletedOn =
  (history: Pick<History, 'state' | 'replaceState'>, endSession: () => void): Platform['accountDeleted'] =>
  () => {
    history.replaceState(history.state, '', accountDeletedTarget);
    endSession();
  };

export interface PlatformDeps {
  readonly http: Http;
  readonly staffHttp: StaffHttp;
  readonly clock: Clock;
  readonly window: Pick<Window, 'localStorage' | 'sessionStorage' | 'history' | 'location' | 'document'> & { readonly navigator: BadgeNavigator & GeoNavigator };
  /** The page title without the count. */
  readonly baseTitle: string;
  readonly reloadMemberData: () => void;
  readonly hideChats: Platform['hideChats'];
  readonly reportCredits: Platform['reportCredits'];
  readonly reportUser: Platform['reportUser'];
  readonly startSession: Platform['startSession'];
  /** The app forgets the member (the server already ended the session). */
  readonly endSession: () => void;
  readonly announceMatch: (member: MemberSummary) => void;
  /** The browser's web push (adapters/push.ts). */
  readonly push: PushPort;
  readonly live$: Observable<LiveSignal>;
  readonly visible$: Observable<boolean>;
  readonly outbox: OutboxPort;
  /** Saves a text as a file the browser downloads (adapters/download.ts). */
  readonly saveFile: NonNullable<Platform['saveFile']>;
  /** The statechart visualiser's live view, where the server turns it on (app/inspection.ts). */
  readonly inspection?: Pick<Platform, 'inspect' | 'openInspection' | 'saveFile'>;
}

/** The browser's adapters as the plain functions the features' implementations take. */
export const createPlatform = ({ http, staffHttp, clock, window: win, baseTitle, reloadMemberData, hideChats, reportCredits, reportUser, startSession, endSession, announceMatch, push, live$, visible$, outbox, saveFile, inspection }: PlatformDeps): Platform => ({
  call: callOn(http),
  staffCall: (name, args) => once(staffHttp.call(name, args)),
  staffSessionEnded$: staffHttp.sessionEnded$,
  clock,
  writeFlag: writeFlagOn({ storage: win.localStorage, document: win.document, secure: win.location.protocol === 'https:' }),
  removeQueryParams: removeQueryParamsOn(win.history, win.location),
  storeTracking: storeTrackingOn(win.localStorage),
  leaveSite: leaveSiteOn(win.location),
  // The push alert's button asks the shell's push machine, which starts with the shell features: app/wire-features.tsx
  // gives the alerts that one. Before then nothing shows the button.
  requestPush: async () => undefined,
  push,
  publishTotals: (count) => {
    setDocumentTitle(win.document, baseTitle, count);
    void setAppBadge(win.navigator, count);
  },
  loadMessages: loadMessagePacks,
  rememberLanguage: (locale) => {
    writeCookie(win.document, languageCookieName, locale, { days: languageCookieDays });
  },
  reloadMemberData,
  hideChats,
  reportCredits,
  reportUser,
  startSession,
  accountDeleted: accountDeletedOn(win.history, endSession),
  goToCheckout: goToCheckoutOn(win.location),
  announceMatch,
  readTracking: readTrackingOn(win.localStorage, win.location),
  signupEmail: signupEmailOn(win.sessionStorage),
  geolocation: geolocationOn(win.navigator),
  live$,
  visible$,
  outbox,
  saveFile,
  ...inspection,
});
