import * as t from 'io-ts';
import { isRight } from 'fp-ts/Either';
import { fromCallback, fromPromise } from 'xstate';
import { PushSubscriptionJson, type PushSubscriptionValue } from '../../io/entities/push';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { PermissionAnswer, pushMachine, PushReading } from './push.machine';

type Subscription = t.TypeOf<typeof PushSubscriptionJson>;

const Permission = t.keyof({ granted: null, denied: null, default: null });

/** What the browser answered, decoded: a shape we do not know is a failure, never a guess. */
const decodeOrThrow = <A>(codec: t.Decoder<unknown, A>, value: unknown, what: string): A => {
  const decoded = codec.decode(value);
  if (isRight(decoded)) return decoded.right;
  throw new Error(`the browser's ${what} does not decode`);
};

const readingOf = async (push: Platform['push']): Promise<PushReading> => {
  const { supported, permission, subscription } = await push.read();
  if (!supported) return { kind: 'unsupported' };
  if (decodeOrThrow(Permission, permission, 'notification permission') === 'denied') return { kind: 'denied' };
  if (subscription === null) return { kind: 'none' };
  return { kind: 'subscribed', subscription: decodeOrThrow(PushSubscriptionJson, subscription, 'push subscription') };
};

/** Push on the browser's Push API (platform.push) and the server's subscription call. */
export const createPushImplementations = ({ push, call }: Pick<Platform, 'push' | 'call'>): Implementations<typeof pushMachine> => ({
  actors: {
    readPush: fromPromise<PushReading, void>(() => readingOf(push)),
    askPermission: fromPromise<PermissionAnswer, void>(async () => decodeOrThrow(Permission, await push.requestPermission(), 'notification permission')),
    subscribe: fromPromise<Subscription, { publicKey: string }>(async ({ input }) =>
      decodeOrThrow(PushSubscriptionJson, await push.subscribe(input.publicKey), 'push subscription'),
    ),
    unsubscribe: fromPromise<void, void>(() => push.unsubscribe()),
    saveSubscription: fromPromise<void, { subscription: PushSubscriptionValue }>(async ({ input, signal }) => {
      await call('savePushSubscription', { query: { push: '1' }, body: { subscription: input.subscription }, signal });
    }),
    watchPush: fromCallback(({ sendBack }) => {
      const subscription = push.changed$.subscribe(() => sendBack({ type: 'push.changed' }));
      return () => subscription.unsubscribe();
    }),
  },
});
