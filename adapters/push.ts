import { defer, EMPTY, filter, from, fromEvent, map, merge, Observable, Subject, switchMap } from 'rxjs';
import { serviceWorkerPath } from './service-worker';

/** Where this browser stands on push, as it says it (not decoded yet: the push feature decodes it). */
export interface PushReading {
  /** Service workers, the Push API and notifications are all there. */
  readonly supported: boolean;
  /** Notification.permission: 'default', 'granted' or 'denied'. */
  readonly permission: string;
  /** The current subscription's toJSON(), or null when there is none. */
  readonly subscription: unknown;
}

/** The browser's push, as plain functions and streams (adapters know nothing of machines). */
export interface PushAdapter {
  readonly read: () => Promise<PushReading>;
  /** Asks the member (the browser's own prompt); answers the permission as it then is. */
  readonly requestPermission: () => Promise<string>;
  /** Subscribes with the server's VAPID public key (base64url); answers the subscription's toJSON(). */
  readonly subscribe: (publicKey: string) => Promise<unknown>;
  /** Ends this browser's subscription, if it has one. */
  readonly unsubscribe: () => Promise<void>;
  /** Something about push changed: a subscription made or ended in this tab, or the permission changed in the browser. */
  readonly changed$: Observable<void>;
}

export type PushWindow = Pick<Window, 'isSecureContext'> & {
  readonly navigator: Pick<Navigator, 'serviceWorker' | 'permissions'>;
  readonly Notification: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  readonly PushManager?: unknown;
};

const isSupported = (win: PushWindow): boolean =>
  win.isSecureContext && 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;

/** The key as the Push API wants it: the bytes of the base64url text. */
export const applicationServerKeyOf = (publicKey: string): Uint8Array<ArrayBuffer> => {
  const base64 = (publicKey + '='.repeat((4 - (publicKey.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

// The worker's registration: the one the page registered for offline use, else registered now (a member who
// enables push on their first page, before the offline worker was registered).
const registrationOf = async (container: ServiceWorkerContainer): Promise<ServiceWorkerRegistration> => {
  await ((await container.getRegistration()) ?? container.register(serviceWorkerPath));
  return container.ready;
};

/** The permission as the Permissions API reports each change of it (a member who allows or blocks in the browser's settings). */
const permissionChanges$ = (win: PushWindow): Observable<void> =>
  defer(() => {
    const { permissions } = win.navigator;
    if (!('permissions' in win.navigator) || typeof permissions.query !== 'function') return EMPTY;
    return from(permissions.query({ name: 'notifications' })).pipe(
      switchMap((status) => fromEvent(status, 'change')),
      map((): void => undefined),
    );
  });

export const createPushAdapter = (win: PushWindow): PushAdapter => {
  const changedHere = new Subject<void>();
  return {
    read: async () => {
      if (!isSupported(win)) return { supported: false, permission: 'default', subscription: null };
      const { permission } = win.Notification;
      // The registration is not waited for unless one exists: a page that never registered one has no subscription.
      const registration = await win.navigator.serviceWorker.getRegistration();
      const subscription = registration === undefined ? null : await registration.pushManager.getSubscription();
      return { supported: true, permission, subscription: subscription?.toJSON() ?? null };
    },
    requestPermission: () => win.Notification.requestPermission(),
    subscribe: async (publicKey) => {
      const registration = await registrationOf(win.navigator.serviceWorker);
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKeyOf(publicKey) });
      changedHere.next();
      return subscription.toJSON();
    },
    unsubscribe: async () => {
      const registration = await win.navigator.serviceWorker.getRegistration();
      const subscription = registration === undefined ? null : await registration.pushManager.getSubscription();
      if (subscription !== null) await subscription.unsubscribe();
      changedHere.next();
    },
    changed$: merge(changedHere, isSupported(win) ? permissionChanges$(win) : EMPTY),
  };
};

/** The push messages the service worker passes on to this page (app/sw.ts posts `{ type: 'push.message' }`). */
export const pushMessages$ = (navigator: Pick<Navigator, 'serviceWorker'>): Observable<void> =>
  'serviceWorker' in navigator
    ? fromEvent<MessageEvent>(navigator.serviceWorker, 'message').pipe(
        filter((event) => typeof event.data === 'object' && event.data !== null && (event.data as { type?: unknown }).type === 'push.message'),
        map((): void => undefined),
      )
    : EMPTY;
