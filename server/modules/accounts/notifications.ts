import { notificationTypes, type NotificationType } from '../../../io/entities/account';
import { accept, type Decision } from '../../events/decision';
import type { AccountEvent, AccountState, NotificationChoices } from './events';

/**
 * What a new member gets. Promotions and news are marketing: under the ePrivacy directive (art. 13) and the
 * GDPR (art. 6, 7) marketing e-mail needs the member's prior, freely given consent, which a default cannot
 * be, so they start off and the member turns them on. The other six are about the member's own
 * conversations, likes and account, and start on.
 */
export const defaultNotificationChoices: Readonly<Record<NotificationType, boolean>> = {
  new_conversations: true, new_messages: true, like: true, unread_message_reminders: true, promotions: false, weekly_updates: true,
  news: false, reminders: true,
};

/** Every type's setting: the member's choice, else the default. */
export const notificationChoicesOf = (chosen: NotificationChoices): Record<NotificationType, boolean> =>
  Object.fromEntries(notificationTypes.map((type) => [type, chosen[type] ?? defaultNotificationChoices[type]])) as Record<NotificationType, boolean>;

export interface SetNotificationChoicesData {
  readonly email: NotificationChoices;
  readonly at: Date;
}

type Registered = Extract<AccountState, { status: 'registered' }>;

/** Records only the types whose setting differs from what it is now; nothing when none does. */
export const setNotificationChoices = (data: SetNotificationChoicesData, state: Registered): Decision<AccountEvent, never> => {
  const now = notificationChoicesOf(state.notificationChoices);
  const changed = Object.fromEntries(notificationTypes.flatMap((type) => {
    const wanted = data.email[type];
    return wanted === undefined || wanted === now[type] ? [] : [[type, wanted]];
  })) as NotificationChoices;
  return Object.keys(changed).length === 0
    ? accept()
    : accept({ type: 'NotificationChoicesChanged', data: { memberId: state.memberId, email: changed, changedAt: data.at.toISOString() } });
};

/** Clears every reason e-mail stopped; nothing when none is set. */
export const resumeNotifications = (at: Date, state: Registered): Decision<AccountEvent, never> =>
  state.notificationsDisabled.length === 0
    ? accept()
    : accept({ type: 'NotificationsResumed', data: { memberId: state.memberId, resumedAt: at.toISOString() } });
