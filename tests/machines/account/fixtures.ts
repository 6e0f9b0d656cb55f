import type { NotificationSettings } from '../../../io/entities/account';

export const allOn: NotificationSettings['email'] = {
  new_conversations: true, new_messages: true, like: true, unread_message_reminders: true, promotions: true, weekly_updates: true, news: true,
  reminders: true,
};

export const notificationSettings = (email: Partial<NotificationSettings['email']> = {}, disabled: NotificationSettings['disabled'] = []): NotificationSettings => ({
  email: { ...allOn, ...email },
  disabled,
});

export const httpError = (status: number, error: string, field?: string) => ({
  kind: 'http', status, body: field === undefined ? { error } : { error, field },
});
