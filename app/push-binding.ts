import type { Platform } from '../machines/shared/platform';
import { distinctUntilChanged, filter, from, map, startWith } from 'rxjs';
import { createActor, waitFor, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { PushPermission } from '../io/entities/push';
import type { appMachine } from '../machines/app/app.machine';
import type { pushMachine } from '../machines/push/push.machine';
import { selectPushBusy, selectPushState, selectPushSubscribed } from '../machines/push/selectors';

export type PushActor = ActorRefFrom<typeof pushMachine>;

/** Who hears of the member's push: the alerts (the push alert) and the app (the refresh cadence). */
export interface PushListeners {
  readonly alerts: Pick<AnyActorRef, 'send'>;
  readonly app: Pick<ActorRefFrom<typeof appMachine>, 'send' | 'getSnapshot'>;
}

/** Asks the push machine to switch push on; done when it has settled (on, refused, or failed). */
export const enablePush = async (push: PushActor): Promise<void> => {
  push.send({ type: 'push.enable' });
  await waitFor(push, (snapshot) => !selectPushBusy(snapshot));
};

/**
 * The member's push in this browser, started: its state reaches the push alert (push.stateChanged) and the refresh
 * cadence (spec §4: 300 s while subscribed).
 */
export const startPush = (machine: typeof pushMachine, publicKey: string, to: PushListeners, inspect?: Platform['inspect']): PushActor => {
  const push = createActor(machine, { input: { publicKey }, inspect });
  const states = from(push).pipe(startWith(push.getSnapshot()));
  states
    .pipe(map(selectPushState), distinctUntilChanged())
    .subscribe((state: PushPermission) => to.alerts.send({ type: 'push.stateChanged', state }));
  // Only a change: the event restarts the cadence's wait.
  states
    .pipe(map(selectPushSubscribed), filter((subscribed) => subscribed !== to.app.getSnapshot().context.pushSubscribed))
    .subscribe((subscribed) => to.app.send({ type: 'push.subscriptionChanged', subscribed }));
  push.start();
  return push;
};
