import type { Queryable } from '../db/database';
import type { Decision } from '../events/decision';
import type { Aggregate, Event } from '../events/event';
import { aggregateStream, appendToStream } from '../events/event-store';
import { project } from './projections';

/**
 * The command path every write takes: fold the stream, decide, append with the version read (optimistic
 * concurrency), and update the read tables, all in the caller's transaction.
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
  }
  return decision;
};
