import type { NotificationSettings } from '../../../io/entities/account';
import type { CompanyInfo } from '../../../io/entities/company';

/** A token of the mailed links' shape (43 base64url characters). */
export const aToken = 'A'.repeat(40) + 'b-_';

export const refusal = (status: number, error: string, field?: string) => ({ kind: 'http', status, body: field === undefined ? { error } : { error, field } });
export const network = { kind: 'network' };

export const company: CompanyInfo = {
  name: 'Rendezvous B.V.', address: 'Keizersgracht 1', kvk: '12345678', city: 'Amsterdam', country: 'NL', tradenames: [], vat_numbers: [],
  support_phone: '+31 20 123 4567', delete_discount: 20, added: '2026-01-01T00:00:00.000Z',
};

export const allOn: NotificationSettings['email'] = {
  new_conversations: true, new_messages: true, like: true, unread_message_reminders: true, promotions: true, weekly_updates: true, news: true,
  reminders: true,
};

export const notificationSettings = (email: Partial<NotificationSettings['email']> = {}, disabled: NotificationSettings['disabled'] = []): NotificationSettings => ({
  email: { ...allOn, ...email },
  disabled,
});

