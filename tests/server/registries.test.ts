import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import type { Projection } from '../../server/events/projection';
import { DomainEvent } from '../../server/modules/domain-event';
import { projections, readTables } from '../../server/modules/projections';

/** Every module's events.ts and projection file, found on disk: a new module is checked without being listed. */
const eventModules = import.meta.glob<Record<string, unknown>>('../../server/modules/*/events.ts', { eager: true });
const projectionModules = import.meta.glob<Record<string, unknown>>(
  ['../../server/modules/*/projection.ts', '../../server/modules/*/projections/*.ts'],
  { eager: true },
);

/** The event type names a codec accepts: `{ type: literal, data }` codecs, through unions. */
const eventTypesOf = (codec: unknown): ReadonlyArray<string> => {
  if (codec instanceof t.UnionType) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- io-ts: instanceof narrows to a type whose parameter is any
    const members: ReadonlyArray<unknown> = codec.types;
    return members.flatMap(eventTypesOf);
  }
  if (codec instanceof t.InterfaceType) {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- io-ts: instanceof narrows to a type whose parameter is any
    const props: Record<string, unknown> = codec.props;
    const tag = props['type'];
    return tag instanceof t.LiteralType && typeof tag.value === 'string' ? [tag.value] : [];
  }
  return [];
};

const isProjection = (value: unknown): value is Projection =>
  typeof value === 'object' && value !== null && 'name' in value && 'tables' in value && 'handle' in value;

describe('server registries', () => {
  it('finds the modules it checks', () => {
    expect(Object.keys(eventModules).length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(projectionModules).length).toBeGreaterThanOrEqual(4);
  });

  it('DomainEvent holds every event codec of every module', () => {
    const known = new Set(eventTypesOf(DomainEvent));
    const missing = Object.entries(eventModules).flatMap(([file, exports]) =>
      Object.entries(exports)
        .flatMap(([name, value]) => eventTypesOf(value).map((type) => ({ file, name, type })))
        .filter(({ type }) => !known.has(type))
        .map(({ file, name }) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('every projection a module exports is registered, and its tables are rebuilt', () => {
    const registered = new Set(projections);
    const exported = Object.entries(projectionModules).flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([name, value]) => (isProjection(value) ? [{ id: `${file}: ${name}`, projection: value }] : [])),
    );
    expect(exported.length).toBeGreaterThanOrEqual(4);
    expect(exported.filter(({ projection }) => !registered.has(projection)).map(({ id }) => id)).toEqual([]);
    expect(exported.flatMap(({ projection }) => projection.tables).filter((table) => !readTables.includes(table))).toEqual([]);
  });

  it('the walk would notice a missing event codec', () => {
    const Unlisted = t.type({ type: t.literal('NeverRegistered'), data: t.type({}) });
    expect(eventTypesOf(t.union([Unlisted, DomainEvent])).filter((type) => !eventTypesOf(DomainEvent).includes(type))).toEqual(['NeverRegistered']);
  });
});
