import * as t from 'io-ts';

// C0 controls and DEL. A NUL reaches PostgreSQL as an error (a 500), and none of these belongs in a name,
// an address, a code or a query value. Tab and newlines are refused too: no field of the contract is
// multi-line text yet; the first one that is (a chat message) gets its own codec allowing \t \n \r.
const isControl = (code: number): boolean => code <= 0x1f || code === 0x7f;

/** Contains no C0 control character and no DEL. */
const hasNoControlCharacter = (s: string): boolean => {
  for (let i = 0; i < s.length; i += 1) if (isControl(s.charCodeAt(i))) return false;
  return true;
};

/**
 * A string of at most `max` characters (after trimming nothing: what is sent is what is counted), without
 * control characters. Every string a request carries goes through this codec (or one built on it).
 */
export const boundedString = (max: number, min = 0) =>
  t.refinement(t.string, (s) => s.length >= min && s.length <= max && hasNoControlCharacter(s), `string(${min}..${max})`);

/** Multi-line text (a chat message): tab and line breaks allowed, other control characters not. */
const isTextControl = (code: number): boolean => isControl(code) && code !== 0x09 && code !== 0x0a && code !== 0x0d;
const hasNoTextControl = (s: string): boolean => {
  for (let i = 0; i < s.length; i += 1) if (isTextControl(s.charCodeAt(i))) return false;
  return true;
};
export const boundedText = (max: number, min = 0) =>
  t.refinement(t.string, (s) => s.length >= min && s.length <= max && hasNoTextControl(s), `text(${String(min)}..${String(max)})`);

export const NonNegativeInt = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0, 'NonNegativeInt');

interface EmailBrand {
  readonly Email: unique symbol;
}
// Deliberately simple: one @, a dot in the domain, no spaces. Deliverability is proven by the activation mail.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const Email = t.brand(
  boundedString(254, 3),
  (s): s is t.Branded<string, EmailBrand> => emailPattern.test(s),
  'Email',
);
export type Email = t.TypeOf<typeof Email>;

/** An ISO 8601 timestamp with time zone, e.g. 2026-11-22T10:00:00.000Z. */
const isoPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
export const IsoDateTime = t.refinement(t.string, (s) => isoPattern.test(s) && !Number.isNaN(Date.parse(s)), 'IsoDateTime');

/** A calendar date, YYYY-MM-DD. */
export const IsoDate = t.refinement(
  t.string,
  (s) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)),
  'IsoDate',
);

/** ISO 3166-1 alpha-2, upper case. */
export const CountryCode = t.refinement(t.string, (s) => /^[A-Z]{2}$/.test(s), 'CountryCode');

/** A positive database id as the spec's calls carry it. */
export const Id = t.refinement(t.number, (n) => Number.isInteger(n) && n > 0, 'Id');

/** A whole number carried as a query-string value ("42"); encodes back to a string. */
export const IntFromString = new t.Type<number, string, unknown>(
  'IntFromString',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => {
    if (typeof u !== 'string' || !/^-?\d{1,9}$/.test(u)) return t.failure(u, c, 'expected a whole number');
    return t.success(Number(u));
  },
  String,
);

/** A member or record id carried in a query string ("42"), positive. */
export const IdFromString = t.refinement(IntFromString, (n) => n > 0, 'IdFromString');
