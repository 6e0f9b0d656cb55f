import * as t from 'io-ts';
import { StateValue } from './state-value';

/**
 * A recorded session (issue 12): every machine actor a tab started, with its input, and every event it
 * processed with the snapshot it reached, in order. Machines are pure, so feeding the same events to the
 * same machine with the same input reaches the same snapshots: machines/statecharts/replay.ts checks that.
 * Events from invoked actors (HTTP answers, timers, connectivity, push) are events like any other here.
 */
export const recordingFormat = 'rendezvous-session/1';

/** A snapshot as recorded: JSON only, with secrets masked (maskSecrets). */
export const RecordedSnapshot = t.type({
  value: StateValue,
  context: t.unknown,
  status: t.keyof({ active: null, done: null, error: null, stopped: null }),
});
export type RecordedSnapshot = t.TypeOf<typeof RecordedSnapshot>;

export const RecordedActor = t.type({
  /** XState's session id within the tab. */
  actor: t.string,
  machine: t.string,
  input: t.unknown,
  /** The actor that invoked or spawned it, or null for one the app or a view started. */
  parent: t.union([t.string, t.null]),
  at: t.number,
});
export type RecordedActor = t.TypeOf<typeof RecordedActor>;

export const RecordedEvent = t.intersection([t.type({ type: t.string }), t.UnknownRecord]);

export const RecordedStep = t.type({
  actor: t.string,
  event: RecordedEvent,
  /** Who sent it: `outside` (the app, a view, an adapter), or the sending actor's id (an invoked promise, a timer). */
  source: t.string,
  at: t.number,
  snapshot: RecordedSnapshot,
});
export type RecordedStep = t.TypeOf<typeof RecordedStep>;

export const Recording = t.type({
  format: t.literal(recordingFormat),
  tab: t.string,
  startedAt: t.number,
  actors: t.array(RecordedActor),
  steps: t.array(RecordedStep),
  /** The recording stopped at its size limit: later steps are missing. */
  truncated: t.boolean,
});
export type Recording = t.TypeOf<typeof Recording>;

/** Keys whose values a recording never holds in clear: masked by length, so a guard on their length still holds. */
const secretKey = /password|iban|code|token|repeat/i;

/**
 * An object that carries a secret without naming it in its key: a form event `{ field: 'iban', value }`, or an
 * event whose type names the secret (`dd.code`, `reset.password`, `deletion.password`): its string values go masked.
 */
const carriesSecret = (object: Record<string, unknown>): boolean =>
  (typeof object['field'] === 'string' && secretKey.test(object['field'])) || (typeof object['type'] === 'string' && secretKey.test(object['type']));

const mask = (value: unknown): unknown => (typeof value === 'string' ? '•'.repeat(value.length) : value === undefined ? undefined : '•');

/**
 * A value as a recording holds it: through JSON (what a file keeps), with every secret masked. The recorder
 * and the replay both pass snapshots and events through it, so they compare alike.
 */
export const recordable = (value: unknown): unknown => {
  const json: unknown = JSON.parse(
    JSON.stringify(value ?? null, function (this: unknown, key, inner: unknown) {
      if (key === '') return inner;
      if (secretKey.test(key)) return mask(inner);
      const holder = this as Record<string, unknown>;
      // The event's type and field name stay readable; what it carries does not.
      if (key !== 'type' && key !== 'field' && typeof inner === 'string' && carriesSecret(holder)) return mask(inner);
      return inner;
    }),
  );
  return json;
};
