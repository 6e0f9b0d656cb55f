import type { Queryable } from '../../db/database';
import type { Event, StoredEvent } from '../../events/event';
import { DomainEvent } from '../domain-event';
import { composeBody } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { legalLinks } from '../mail/page-links';
import { mailText, type MailTextId } from '../mail/texts';
import { receiverOf, type Receiver } from './receiver';
import { mailKindOf, mailsWantedBy, type WantedMail } from './wanted';

const textsOf: Readonly<Record<WantedMail['type'], { subject: MailTextId; text: MailTextId; link: MailTextId }>> = {
  new_conversations: { subject: 'notify.conversation.subject', text: 'notify.conversation.text', link: 'notify.chat.link' },
  new_messages: { subject: 'notify.message.subject', text: 'notify.message.text', link: 'notify.chat.link' },
  like: { subject: 'notify.like.subject', text: 'notify.like.text', link: 'notify.like.link' },
};

const nameOf = async (q: Queryable, memberId: number): Promise<string> =>
  (await q.query<{ name: string }>('SELECT name FROM members WHERE id = $1', [memberId]))[0]?.name ?? '';

/**
 * The mail names the sender and links to the conversation or the likes; never the message's text (a mailbox
 * may be shared); it ends with the legal links. No request is at hand here, so the origin is the site's own
 * https address.
 */
const queueOne = async (tx: Queryable, wanted: WantedMail, receiver: Receiver, at: Date): Promise<void> => {
  const origin = `https://${receiver.site}`;
  const values = { name: receiver.name, sender: await nameOf(tx, wanted.from), site: receiver.siteName };
  const say = (id: MailTextId): string => mailText(receiver.language, id, values);
  const texts = textsOf[wanted.type];
  const body = composeBody(
    [say('notify.greeting'), say(texts.text), { href: `${origin}${wanted.path}`, label: say(texts.link) }, say('notify.settings'),
      { href: `${origin}/notifications`, label: say('notify.settings.link') }, say('signature'),
      ...await legalLinks(tx, origin, receiver.language)],
    receiver.language,
  );
  await queueMail(tx, {
    site: receiver.site, memberId: receiver.id, to: receiver.email, origin, fromName: receiver.mailName, language: receiver.language,
    kind: mailKindOf[wanted.type], subject: say(texts.subject), ...body,
  }, at);
};

/**
 * Queues the notification mails the events want in the caller's transaction (server/modules/handle-command.ts),
 * like the pushes: a mail exists if and only if its change commits. A rebuild replays projections only.
 */
export const queueNotificationMails = async (tx: Queryable, events: ReadonlyArray<StoredEvent<Event>>, at: Date): Promise<void> => {
  for (const event of events) {
    if (!DomainEvent.is(event)) continue;
    for (const wanted of await mailsWantedBy(tx, event)) {
      const receiver = await receiverOf(tx, wanted, at);
      if (receiver !== null) await queueOne(tx, wanted, receiver, at);
    }
  }
};
