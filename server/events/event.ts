import * as t from 'io-ts';

/** A domain event as decided and as stored in events.type / events.data. Past tense: MessageSent. */
export interface Event {
  readonly type: string;
  readonly data: unknown;
}

export interface EventMetadata {
  readonly position: number;
  readonly streamId: string;
  readonly version: number;
  readonly occurredAt: Date;
}

/** An event read back from (or just appended to) the store. */
export type StoredEvent<E extends Event> = E & { readonly metadata: EventMetadata };

/** The io-ts codec of an aggregate's events: decodes events.type + events.data read from the store. */
export type EventCodec<E extends Event> = t.Type<E, unknown>;

/** The state of a stream folded from its events (emmett: initialState + evolve). */
export interface Aggregate<S, E extends Event> {
  readonly codec: EventCodec<E>;
  readonly initialState: () => S;
  readonly evolve: (state: S, event: E) => S;
}

/** The codec of one event type: `{ type: '<Name>', data: { ...props } }`. */
export const eventCodec = <T extends string, D extends t.Props>(type: T, data: D) =>
  t.type({ type: t.literal(type), data: t.type(data) });
