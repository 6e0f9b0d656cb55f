import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { decode } from '../../io/codec/decode';
import { LiveNotice } from '../../io/entities/live';

/** Whose cached read models a committed command changed: members by id, and whether any site's settings. */
export const Touched = t.readonly(t.type({ members: t.readonlyArray(t.number), sites: t.boolean }));
export type Touched = t.TypeOf<typeof Touched>;

/** A notice for the open tabs of some members (server/modules/live). */
export const AddressedNotice = t.readonly(t.type({ to: t.readonlyArray(t.number), notice: LiveNotice }));
export type AddressedNotice = t.TypeOf<typeof AddressedNotice>;

/** The payload of a change: whom it touched and, when some member's tabs should hear of it, the notices. */
const ChangePayload = t.intersection([Touched, t.partial({ live: t.readonlyArray(AddressedNotice) })]);

/** What a change notification tells a cache: drop these, or drop everything (a rebuild, a payload it cannot read). */
export type Change =
  | { readonly kind: 'touched'; readonly touched: Touched; readonly live: ReadonlyArray<AddressedNotice> }
  | { readonly kind: 'everything' };

const everythingPayload = '*';

export const touchedPayload = (touched: Touched, live: ReadonlyArray<AddressedNotice> = []): string =>
  JSON.stringify(ChangePayload.encode(live.length === 0 ? touched : { ...touched, live }));

/** Announced after the read tables were rewritten wholesale. */
export const everythingChanged = everythingPayload;

const parse = (payload: string): unknown => {
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
};

/** A payload that does not read as a Touched drops everything: a cache must not guess what it can keep. */
export const changeOf = (payload: string): Change => {
  if (payload === everythingPayload) return { kind: 'everything' };
  const decoded = decode(ChangePayload, parse(payload));
  if (E.isLeft(decoded)) return { kind: 'everything' };
  const { members, sites, live } = decoded.right;
  return { kind: 'touched', touched: { members, sites }, live: live ?? [] };
};

export const touchesAnything = (touched: Touched): boolean => touched.sites || touched.members.length > 0;
