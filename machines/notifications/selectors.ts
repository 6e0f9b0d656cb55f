import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine';

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

export const selectNotificationsLoading = (s: NotificationsSnapshot) => s.matches('loading');
export const selectNotificationsLoadFailed = (s: NotificationsSnapshot) => s.matches('loadFailed');
/** Each e-mail type's switch as shown (a change shows at once); null until loaded. */
export const selectEmailChoices = (s: NotificationsSnapshot) => s.context.shown;
/** Why e-mail stopped altogether (bounce, spam complaint, unsubscribe); empty while it goes out. */
export const selectEmailStoppedReasons = (s: NotificationsSnapshot) => s.context.confirmed?.disabled ?? noReasons;
/** A save or the resume is on its way. */
export const selectNotificationsSaving = (s: NotificationsSnapshot) => s.hasTag('saving');
/** "Turn e-mail back on" is on its way. */
export const selectResuming = (s: NotificationsSnapshot) => s.hasTag('resuming');
/** What the last failure put back, or null. */
export const selectNotificationsFailure = (s: NotificationsSnapshot) => s.context.failure;

const noReasons: ReadonlyArray<never> = [];
