import { createClock } from '../../adapters/clock';
import type { Platform } from '../../machines/shared/platform';

const unused = (name: string) => () => {
  throw new Error(`platform.${name} is not used by this test`);
};

/** A platform whose every effect fails loudly: tests override the few they use. */
export const testPlatform = (overrides: Partial<Platform> = {}): Platform => ({
  call: () => Promise.reject(new Error('platform.call is not used by this test')),
  clock: createClock(),
  writeFlag: unused('writeFlag'),
  removeQueryParams: unused('removeQueryParams'),
  storeTracking: unused('storeTracking'),
  leaveSite: unused('leaveSite'),
  requestPush: unused('requestPush'),
  publishTotals: unused('publishTotals'),
  loadMessages: unused('loadMessages'),
  rememberLanguage: unused('rememberLanguage'),
  reloadMemberData: unused('reloadMemberData'),
  ...overrides,
});
