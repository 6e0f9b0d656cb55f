import { EMPTY, NEVER } from 'rxjs';
import type { Platform } from '../machines/shared/platform';
import type { Locale } from '../io/entities/locale';
import type { CompiledMessages, MessagesRequest } from '../machines/locale/locale.machine';

/** Every message of a locale in one file: a server render is one pass, so it takes them all at once. */
const localeLoaders = import.meta.glob<CompiledMessages>('../locales/compiled/*.json', { import: 'default' });
const localeLoaderFor = (locale: Locale) => localeLoaders[`../locales/compiled/${locale}.json`];

/** A locale the server can render in. */
export const canRenderIn = (locale: Locale): boolean => localeLoaderFor(locale) !== undefined;

const loadAllMessages = async ({ locale }: MessagesRequest): Promise<CompiledMessages> => {
  const load = localeLoaderFor(locale);
  if (load === undefined) throw new Error(`no messages for ${locale}`);
  return load();
};

const nothing = () => undefined;

/**
 * The platform of a server render (app/entry-server.tsx): the page is rendered once and thrown away, so
 * no call is made (a call never answers), no timer fires, nothing is stored; only the messages load.
 */
export const serverPlatform = (now: () => number): Platform => ({
  call: () => new Promise(nothing),
  staffCall: () => new Promise(nothing),
  staffSessionEnded$: NEVER,
  clock: { timer$: () => NEVER, interval$: () => NEVER, now },
  writeFlag: () => false,
  removeQueryParams: nothing,
  storeTracking: nothing,
  leaveSite: nothing,
  requestPush: () => Promise.resolve(),
  push: {
    read: () => Promise.resolve({ supported: false, permission: 'default', subscription: null }),
    requestPermission: () => Promise.resolve('default'),
    subscribe: () => new Promise(nothing),
    unsubscribe: () => Promise.resolve(),
    changed$: NEVER,
  },
  publishTotals: nothing,
  loadMessages: loadAllMessages,
  rememberLanguage: nothing,
  reloadMemberData: nothing,
  hideChats: nothing,
  reportCredits: nothing,
  reportUser: nothing,
  startSession: nothing,
  accountDeleted: nothing,
  goToCheckout: () => false,
  announceMatch: nothing,
  readTracking: () => ({}),
  signupEmail: { remember: nothing, recall: () => null },
  // The server renders the page once: it has no position to give and none is asked for.
  geolocation: { supported: false, permission$: NEVER, position: () => new Promise(nothing) },
  live$: NEVER,
  visible$: NEVER,
  outbox: { tell: nothing, state$: NEVER, sent$: EMPTY },
});
