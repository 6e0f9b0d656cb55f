import type { Queryable } from '../db/database';
import type { Event, EventCodec, StoredEvent } from './event';

/** A read model: the tables it owns and how an event changes them. Runs inside the appending transaction. */
export interface Projection {
  readonly name: string;
  /** Emptied by a rebuild before all events are replayed. */
  readonly tables: ReadonlyArray<string>;
  readonly handle: (tx: Queryable, event: StoredEvent<Event>) => Promise<void>;
}

/** A projection of the events `codec` accepts; other events pass by untouched. */
export const defineProjection = <Ev extends Event>(
  name: string,
  codec: EventCodec<Ev>,
  tables: ReadonlyArray<string>,
  apply: (tx: Queryable, event: StoredEvent<Ev>) => Promise<void>,
): Projection => ({
  name,
  tables,
  handle: async (tx, event) => {
    if (codec.is(event)) await apply(tx, event);
  },
});
