import { NEVER, of } from 'rxjs';
import { createClock } from '../../adapters/clock';
import type { EndpointName, ResponseOf } from '../../io/contract';
import type { ApiCall, CallArgs, Platform } from '../../machines/shared/platform';

const unused = (name: string) => () => {
  throw new Error(`platform.${name} is not used by this test`);
};

/** A platform whose every effect fails loudly: tests override the few they use. */
export const testPlatform = (overrides: Partial<Platform> = {}): Platform => ({
  call: () => Promise.reject(new Error('platform.call is not used by this test')),
  staffCall: () => Promise.reject(new Error('platform.staffCall is not used by this test')),
  staffSessionEnded$: NEVER,
  clock: createClock(),
  writeFlag: unused('writeFlag'),
  removeQueryParams: unused('removeQueryParams'),
  storeTracking: unused('storeTracking'),
  leaveSite: unused('leaveSite'),
  requestPush: unused('requestPush'),
  push: { read: unused('push.read'), requestPermission: unused('push.requestPermission'), subscribe: unused('push.subscribe'), unsubscribe: unused('push.unsubscribe'), changed$: NEVER },
  publishTotals: unused('publishTotals'),
  loadMessages: unused('loadMessages'),
  rememberLanguage: unused('rememberLanguage'),
  reloadMemberData: unused('reloadMemberData'),
  hideChats: unused('hideChats'),
  reportCredits: unused('reportCredits'),
  reportUser: unused('reportUser'),
  startSession: unused('startSession'),
  accountDeleted: unused('accountDeleted'),
  goToCheckout: unused('goToCheckout'),
  announceMatch: unused('announceMatch'),
  readTracking: unused('readTracking'),
  signupEmail: { remember: unused('signupEmail.remember'), recall: unused('signupEmail.recall') },
  geolocation: { supported: false, permission$: NEVER, position: unused('geolocation.position') },
  live$: NEVER,
  visible$: of(true),
  outbox: { tell: unused('outbox.tell'), state$: NEVER, sent$: NEVER },
  ...overrides,
});

/** Fake answers per contract endpoint, each with the endpoint's own argument and answer types. */
export type FakeCalls = { readonly [N in EndpointName]?: (args: CallArgs<N>) => Promise<ResponseOf<N>> };

/** A platform call that answers from `calls`; an endpoint without a fake fails as a network failure. */
export const fakeCall =
  (calls: FakeCalls): ApiCall =>
  (name, args = {}) => {
    const answer = calls[name];
    return answer === undefined ? Promise.reject({ kind: 'network' }) : answer(args);
  };
