import type { SnapshotFrom } from 'xstate';
import type { alertsMachine } from './alerts.machine';
import { visibleAlerts, type AlertId } from './visible-alerts';

type AlertsSnapshot = SnapshotFrom<typeof alertsMachine>;

// One array object per distinct list, so useSelector sees the same value until the list itself changes.
const interned = new Map<string, ReadonlyArray<AlertId>>();
const intern = (alerts: ReadonlyArray<AlertId>): ReadonlyArray<AlertId> => {
  const key = alerts.join(' ');
  const known = interned.get(key);
  if (known !== undefined) return known;
  interned.set(key, alerts);
  return alerts;
};

/** The alerts in the bar, in stacking order (the same array object while the list is unchanged). */
export const selectBarAlerts = (s: AlertsSnapshot) => intern(visibleAlerts(s.context).alerts);
/** The activation reminder is shown as a modal. */
export const selectActivationModal = (s: AlertsSnapshot) => visibleAlerts(s.context).activationModal;
/** The push alert's enable button works (not while a request is under way). */
export const selectCanEnablePush = (s: AlertsSnapshot) => s.can({ type: 'alerts.enablePush' });
/** A push permission request is under way. */
export const selectIsRequestingPush = (s: AlertsSnapshot) => s.matches('requestingPush');
/** Why e-mail notifications are off (the first reason the server gave), or null. */
export const selectNotificationsDisabledReason = (s: AlertsSnapshot) => s.context.user?.notifications_disabled[0] ?? null;
