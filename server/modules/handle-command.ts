import { touchedPayload, touchesAnything, type AddressedNotice } from '../cache/change';
import type { Queryable } from '../db/database';
import type { Decision } from '../events/decision';
import type { Aggregate, Event, StoredEvent } from '../events/event';
import { aggregateStream, appendToStream } from '../events/event-store';
import { DomainEvent } from './domain-event';
import { liveNoticesOf } from './live/notices';
import { queueNotificationMails } from './notify/queue';
import { queuePushes } from './push/queue';
import { project } from './projections';
import { touchedBy, touchedByAll } from './touched';

/** A decided event that DomainEvent (server/modules/domain-event.ts) does not accept: unregistered, or invalid data. */
class UnknownEvent extends Error {
  constructor(type: string) {
    super(`event ${type} does not match DomainEvent (server/modules/domain-event.ts)`);
    this.name = 'UnknownEvent';
  }
}

/** Tells every process's caches whom the events changed, and members' open tabs what they should hear, once the transaction commits. */
const announceTouched = async (tx: Queryable, events: ReadonlyArray<StoredEvent<Event>>): Promise<void> => {
  const touched = [];
  const live: AddressedNotice[] = [];
  for (const event of events) {
    if (!DomainEvent.is(event)) throw new UnknownEvent(event.type);
    touched.push(await touchedBy(tx, event));
    live.push(...(await liveNoticesOf(tx, event)));
  }
  const all = touchedByAll(touched);
  if (touchesAnything(all) || live.length > 0) await tx.announce(touchedPayload(all, live));
};

/**
 * The command path every write takes: fold the stream, decide, append with the version read (optimistic
 * concurrency), update the read tables, announce whom they changed and queue the pushes and notification mails they want, all in the
 * caller's transaction.
 */
export const handleCommand = async <S, E extends Event, R>(
  tx: Queryable,
  aggregate: Aggregate<S, E>,
  streamId: string,
  decide: (state: S) => Decision<E, R>,
  at: Date,
): Promise<Decision<E, R>> => {
  const { state, version } = await aggregateStream(tx, streamId, aggregate);
  const decision = decide(state);
  if (decision.kind === 'accepted' && decision.events.length > 0) {
    const stored = await appendToStream(tx, streamId, version, decision.events, at);
    await project(tx, stored);
    await announceTouched(tx, stored);
    await queuePushes(tx, stored, at);
    await queueNotificationMails(tx, stored, at);
  }
  return decision;
};
