import { defaultLocale, Locale } from '../../../io/entities/locale';
import { PushPayload } from '../../../io/entities/push';
import type { Queryable } from '../../db/database';
import type { Event, StoredEvent } from '../../events/event';
import { conversationMemberIds } from '../conversations/read';
import { DomainEvent } from '../domain-event';
import { mailText } from '../mail/texts';

/** How a push is sent (RFC 8030 §5.2–5.4): how long the push service keeps it for an offline device, how urgent, and what a newer one replaces. */
interface Delivery {
  readonly ttlSeconds: number;
  readonly urgency: 'high' | 'normal';
  /** A newer push of the same topic replaces one the push service still holds (base64url, at most 32 characters). */
  readonly topic: string;
}

interface Wanted {
  readonly to: number;
  readonly kind: PushPayload['kind'];
  /** Whose action it is: named in the text. */
  readonly from: number;
  readonly url: string;
  readonly delivery: Delivery;
}

const day = 24 * 3600;

// Rides on the change feed like the mail outbox's wake: an empty Touched (caches drop nothing) with a `push` flag.
const wakePayload = JSON.stringify({ members: [], sites: false, push: true });

/** A change-feed payload that says a push was queued. */
export const isPushWake = (payload: string): boolean => payload === wakePayload;

/**
 * Who hears of an event by push, and how: a message its receiver (urgent; one per conversation waits at the push
 * service), a like the liked member (one waits at most). A message's text never goes into a push: a notification
 * shows on a locked phone's screen, so it names the sender only.
 */
const wantedBy = async (q: Queryable, event: DomainEvent): Promise<Wanted[]> => {
  switch (event.type) {
    case 'MessageSent': {
      const { conversationId, from } = event.data;
      const delivery: Delivery = { ttlSeconds: day, urgency: 'high', topic: `m${String(conversationId)}` };
      return (await conversationMemberIds(q, conversationId))
        .filter((id) => id !== from)
        .map((to) => ({ to, kind: 'message', from, url: `/chats/${String(conversationId)}`, delivery }));
    }
    case 'LikeGiven': {
      const { from, to } = event.data;
      return [{ to, kind: 'like', from, url: `/likes/m/${String(from)}`, delivery: { ttlSeconds: day, urgency: 'normal', topic: 'likes' } }];
    }
    default:
      return [];
  }
};

/**
 * The receiver's subscriptions of sessions still open and not expired (a logged-out browser gets nothing, nor
 * one whose session ran out, say on a shared computer), and their language.
 */
const subscriptionsOf = (q: Queryable, memberId: number, at: Date) =>
  q.query<{ endpoint: string; language: string; site: string; support_email: string | null }>(
    `SELECT p.endpoint, m.language, m.site, st.settings->>'support_email' AS support_email
     FROM push_subscriptions p JOIN sessions s ON s.hash = p.session_hash JOIN members m ON m.id = p.member_id LEFT JOIN sites st ON st.domain = m.site
     WHERE p.member_id = $1 AND s.expires_at > $2`,
    [memberId, at.toISOString()],
  );

/** RFC 8292 §2.1: a contact for the push service, the site's support address (its web address without one). */
const contactOf = (site: string, supportEmail: string | null): string =>
  supportEmail !== null && /^[^\s@]+@[^\s@]+$/.test(supportEmail) ? `mailto:${supportEmail}` : `https://${site}`;

const nameOf = async (q: Queryable, memberId: number): Promise<string> =>
  (await q.query<{ name: string }>('SELECT name FROM members WHERE id = $1', [memberId]))[0]?.name ?? '';

const payloadOf = (wanted: Wanted, language: string, name: string): string => {
  const locale = Locale.is(language) ? language : defaultLocale;
  const payload: PushPayload = {
    kind: wanted.kind,
    title: mailText(locale, `push.${wanted.kind}.title`, {}),
    body: mailText(locale, `push.${wanted.kind}.body`, { name }),
    url: wanted.url,
  };
  return JSON.stringify(PushPayload.encode(payload));
};

/**
 * Queues the pushes the events want in the caller's transaction (server/modules/handle-command.ts): a push
 * exists if and only if its change commits, and the sender wakes once it has. A rebuild replays projections
 * only, so it sends nothing again.
 */
export const queuePushes = async (tx: Queryable, events: ReadonlyArray<StoredEvent<Event>>, at: Date): Promise<void> => {
  let queued = false;
  for (const event of events) {
    if (!DomainEvent.is(event)) continue;
    for (const wanted of await wantedBy(tx, event)) {
      const subscriptions = await subscriptionsOf(tx, wanted.to, at);
      if (subscriptions.length === 0) continue;
      const name = await nameOf(tx, wanted.from);
      for (const { endpoint, language, site, support_email: supportEmail } of subscriptions) {
        const { ttlSeconds, urgency, topic } = wanted.delivery;
        await tx.query(
          `INSERT INTO push_outbox (endpoint, contact, payload, urgency, topic, ttl_seconds, created_at, next_attempt_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
          [endpoint, contactOf(site, supportEmail), payloadOf(wanted, language, name), urgency, topic, ttlSeconds, at.toISOString()],
        );
        queued = true;
      }
    }
  }
  if (queued) await tx.announce(wakePayload);
};
