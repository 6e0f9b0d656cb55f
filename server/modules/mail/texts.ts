import { readFileSync } from 'node:fs';
import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { decode, describeFailure } from '../../../io/codec/decode';
import { locales, type Locale } from '../../../io/entities/locale';

/**
 * The server's texts, one file per locale in locales/mail (Dutch is the source); `{name}` placeholders. Mostly
 * mails; `directdebit.sms` is the text message that carries a direct debit's code, `unsubscribe.*` the page a
 * List-Unsubscribe link opens, `push.*` the push notifications, `notify.*` the
 * notification mails (a message, a like), `textedit.*` a moderator's edit of a member's text, `legal.*` the labels of the links to the legal pages a mail ends with.
 */
const MailTexts = t.type({
  'activation.expiry': t.string,
  'activation.greeting': t.string,
  'activation.ignore': t.string,
  'activation.intro': t.string,
  'activation.link': t.string,
  'activation.subject': t.string,
  'complaint.answer.intro': t.string,
  'complaint.answer.subject': t.string,
  'complaint.greeting': t.string,
  'complaint.intro': t.string,
  'complaint.reference': t.string,
  'complaint.subject': t.string,
  'complaint.yours': t.string,
  'deletion.expiry': t.string,
  'deletion.greeting': t.string,
  'deletion.intro': t.string,
  'deletion.link': t.string,
  'deletion.subject': t.string,
  'deletion.support': t.string,
  'directdebit.sms': t.string,
  'legal.privacy': t.string,
  'warning.consequence': t.string,
  'warning.greeting': t.string,
  'warning.intro': t.string,
  'warning.policy': t.string,
  'warning.reason': t.string,
  'warning.subject': t.string,
  'legal.terms': t.string,
  'mailchange.expiry': t.string,
  'mailchange.greeting': t.string,
  'mailchange.ignore': t.string,
  'mailchange.intro': t.string,
  'mailchange.link': t.string,
  'mailchange.notice.notyou': t.string,
  'mailchange.notice.subject': t.string,
  'mailchange.notice.text': t.string,
  'mailchange.subject': t.string,
  'notify.chat.link': t.string,
  'notify.conversation.subject': t.string,
  'notify.conversation.text': t.string,
  'notify.greeting': t.string,
  'notify.like.link': t.string,
  'notify.like.subject': t.string,
  'notify.like.text': t.string,
  'notify.message.subject': t.string,
  'notify.message.text': t.string,
  'notify.settings': t.string,
  'notify.settings.link': t.string,
  'password.greeting': t.string,
  'password.notyou': t.string,
  'password.reset.link': t.string,
  'password.subject': t.string,
  'password.text': t.string,
  'push.like.body': t.string,
  'push.like.title': t.string,
  'push.message.body': t.string,
  'push.message.title': t.string,
  'reset.expiry': t.string,
  'reset.greeting': t.string,
  'reset.ignore': t.string,
  'reset.intro': t.string,
  'reset.link': t.string,
  'reset.subject': t.string,
  'reset.unknown.hint': t.string,
  'reset.unknown.ignore': t.string,
  'reset.unknown.intro': t.string,
  'reset.unknown.link': t.string,
  'reset.unknown.subject': t.string,
  'unsubscribe.button': t.string,
  'unsubscribe.done': t.string,
  'unsubscribe.invalid': t.string,
  'unsubscribe.question': t.string,
  'unsubscribe.title': t.string,
  signature: t.string,
  'textedit.greeting': t.string,
  'textedit.intro.about': t.string,
  'textedit.intro.name': t.string,
  'textedit.now': t.string,
  'textedit.reason.advertising': t.string,
  'textedit.reason.contact_details': t.string,
  'textedit.reason.link': t.string,
  'textedit.reason.offensive_words': t.string,
  'textedit.rules': t.string,
  'textedit.subject': t.string,
});
type MailTexts = t.TypeOf<typeof MailTexts>;
export type MailTextId = keyof MailTexts;

const textsDir = new URL('../../../locales/mail/', import.meta.url);

// Read from disk (the server imports nothing of locales/) at start: a locale missing a text, or holding one
// nobody uses, stops the start rather than a mail going out half translated.
const load = (locale: Locale): MailTexts => {
  const raw: unknown = JSON.parse(readFileSync(new URL(`${locale}.json`, textsDir), 'utf8'));
  const decoded = decode(MailTexts, raw);
  if (E.isLeft(decoded)) throw new Error(`locales/mail/${locale}.json: ${describeFailure(decoded.left)}`);
  const extra = Object.keys(raw as object).filter((key) => !(key in MailTexts.props));
  if (extra.length > 0) throw new Error(`locales/mail/${locale}.json: unknown texts ${extra.join(', ')}`);
  return decoded.right;
};

const texts = Object.fromEntries(locales.map((locale) => [locale, load(locale)])) as Record<Locale, MailTexts>;

/** A mail text in `locale` with its `{placeholders}` filled in (a placeholder without a value stays as written). */
export const mailText = (locale: Locale, id: MailTextId, values: Readonly<Record<string, string>>): string =>
  texts[locale][id].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
