import * as t from 'io-ts';
import * as E from 'fp-ts/Either';
import { decode } from '../../io/codec/decode';

/** Whose cached read models a committed command changed: members by id, and whether any site's settings. */
export const Touched = t.readonly(t.type({ members: t.readonlyArray(t.number), sites: t.boolean }));
export type Touched = t.TypeOf<typeof Touched>;

/** What a change notification tells a cache: drop these, or drop everything (a rebuild, a payload it cannot read). */
export type Change = { readonly kind: 'touched'; readonly touched: Touched } | { readonly kind: 'everything' };

const everythingPayload = '*';

export const touchedPayload = (touched: Touched): string => JSON.stringify(Touched.encode(touched));

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
  const decoded = decode(Touched, parse(payload));
  return E.isRight(decoded) ? { kind: 'touched', touched: decoded.right } : { kind: 'everything' };
};

export const touchesAnything = (touched: Touched): boolean => touched.sites || touched.members.length > 0;
