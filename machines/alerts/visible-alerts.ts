import type { LocalFlag } from '../../io/entities/flags';
import type { User } from '../../io/entities/user';

/** The alerts of the default layout (spec §4), in the order they are stacked. */
export type AlertId = 'activation' | 'addPhoto' | 'push' | 'notificationsDisabled';
export const alertOrder: ReadonlyArray<AlertId> = ['activation', 'addPhoto', 'push', 'notificationsDisabled'];

/** The alerts a member can dismiss, and the local flag that remembers it. */
export type DismissibleAlert = Exclude<AlertId, 'activation'>;
export const dismissalFlag: Record<DismissibleAlert, LocalFlag> = {
  addPhoto: 'hide-enrich-alert',
  push: 'hide-push-notification-alert',
  notificationsDisabled: 'hide-disabled-notifications-alert',
};

/** What of the member the alerts look at. */
export type AlertUser = Pick<User, 'status' | 'notifications_disabled'> & { readonly profile: Pick<User['profile'], 'status' | 'main_image'> };

/** Everything the precedence depends on. `route` is a route id of machines/shared/routes (null: no route). */
export interface AlertFacts {
  readonly user: AlertUser | null;
  readonly route: string | null;
  /** The query holds api_signup_complete (signup finished through the API). */
  readonly apiSignupComplete: boolean;
  readonly smartphone: boolean;
  /** Push can be offered: the browser supports it and the member has neither subscribed nor denied it. */
  readonly pushOfferable: boolean;
  readonly dismissed: Readonly<Record<DismissibleAlert, boolean>>;
  /** The member closed the activation modal of this page; the reminder stays as an alert. */
  readonly activationModalClosed: boolean;
}

export interface VisibleAlerts {
  /** Alerts shown in the bar, in stacking order. */
  readonly alerts: ReadonlyArray<AlertId>;
  /** The activation reminder is shown as a modal instead of in the bar. */
  readonly activationModal: boolean;
}

/** Routes where each alert stays away (ids of machines/shell/route-table). */
export const hiddenOn: Record<AlertId, ReadonlySet<string>> = {
  activation: new Set(['signup', 'settings', 'notifications']),
  addPhoto: new Set(['profile', 'signup', 'activate-done', 'premium', 'notifications', 'directdebit', 'settings']),
  push: new Set(['signup', 'notifications', 'activate-done', 'directdebit', 'premium']),
  notificationsDisabled: new Set(['settings', 'notifications']),
};

const allowedOn = (alert: AlertId, route: string | null) => route === null || !hiddenOn[alert].has(route);

/** Spec §4: an unconfirmed member whose profile is disabled until the e-mail is confirmed. */
const needsActivation = (user: AlertUser) =>
  user.notifications_disabled.length === 0 && user.status === 'not_confirmed' && user.profile.status === 'disabled';

/**
 * Spec §4, "Alerts in the default layout": the activation reminder, otherwise the add-photo warning;
 * then the push alert and the disabled-notifications alert. Nothing for a visitor.
 */
export const visibleAlerts = (facts: AlertFacts): VisibleAlerts => {
  const { user, route, dismissed } = facts;
  if (user === null) return { alerts: [], activationModal: false };
  const activation = needsActivation(user) && allowedOn('activation', route);
  const activationModal = activation && facts.apiSignupComplete && facts.smartphone && !facts.activationModalClosed;
  const shown: Record<AlertId, boolean> = {
    activation: activation && !activationModal,
    addPhoto: !activation && user.profile.main_image === null && !dismissed.addPhoto && allowedOn('addPhoto', route),
    push: facts.pushOfferable && !dismissed.push && allowedOn('push', route),
    notificationsDisabled: user.notifications_disabled.length > 0 && !dismissed.notificationsDisabled && allowedOn('notificationsDisabled', route),
  };
  return { alerts: alertOrder.filter((alert) => shown[alert]), activationModal };
};
