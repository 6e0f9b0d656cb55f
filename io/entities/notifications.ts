import * as t from 'io-ts';

export const NotificationType = t.keyof({
  new_conversations: null, new_messages: null, like: null, unread_message_reminders: null,
  promotions: null, weekly_updates: null, news: null, reminders: null,
});
export type NotificationType = t.TypeOf<typeof NotificationType>;

/** The member's choice per notification type and channel. */
export const NotificationSettings = t.record(NotificationType, t.type({ email: t.boolean, push: t.boolean }));
