import { EMPTY, NEVER } from 'rxjs';
import type { Platform } from '../machines/shared/platform';
import { loadCompiledMessages } from './platform';

const nothing = () => undefined;

/**
 * The platform of a server render (app/entry-server.tsx): the page is rendered once and thrown away, so
 * no call is made (a call never answers), no timer fires, nothing is stored; only the messages load.
 */
export const serverPlatform = (now: () => number): Platform => ({
  call: () => new Promise(nothing),
  clock: { timer$: () => NEVER, interval$: () => NEVER, now },
  writeFlag: () => false,
  removeQueryParams: nothing,
  storeTracking: nothing,
  leaveSite: nothing,
  requestPush: () => Promise.resolve(),
  publishTotals: nothing,
  loadMessages: loadCompiledMessages,
  rememberLanguage: nothing,
  reloadMemberData: nothing,
  hideChats: nothing,
  reportCredits: nothing,
  announceMatch: nothing,
  live$: NEVER,
  visible$: NEVER,
  outbox: { tell: nothing, state$: NEVER, sent$: EMPTY },
});
