import type { SnapshotFrom } from 'xstate';
import type { PushPermission } from '../../io/entities/push';
import type { pushMachine } from './push.machine';

type PushSnapshot = SnapshotFrom<typeof pushMachine>;

const states: ReadonlyArray<PushPermission> = ['unsupported', 'denied', 'subscribed', 'not_subscribed'];

/** Spec §4 Push: where this browser stands (each state of the machine carries one of these as a tag). */
export const selectPushState = (s: PushSnapshot): PushPermission => states.find((state) => s.hasTag(state)) ?? 'unknown';
/** Subscribed (while switching it off, until that is done). */
export const selectPushSubscribed = (s: PushSnapshot) => s.hasTag('subscribed');
/** A permission prompt, a subscription or its end is under way. */
export const selectPushBusy = (s: PushSnapshot) => s.hasTag('busy');
/** The member can switch push on now. */
export const selectCanEnablePush = (s: PushSnapshot) => s.can({ type: 'push.enable' });
/** The member can switch push off now. */
export const selectCanDisablePush = (s: PushSnapshot) => s.can({ type: 'push.disable' });
/** The last switch failed (the browser or the server did not take it). */
export const selectPushFailed = (s: PushSnapshot) => s.context.failed;
