import * as t from 'io-ts';
import { closedPartial } from '../codec/closed';
import { boundedString, CountryCode, IntFromString, NonNegativeInt } from '../codec/primitives';
import { Gender } from './profile-attributes';
import { MemberSummary } from './member';

/**
 * Where a page of search results ended: the sort key of its last row (photo first, then newest signup,
 * then highest id). The next page starts strictly after it, so page 1,000 costs what page 1 costs.
 */
export const SearchSortKey = t.readonly(t.type({ hasPhoto: t.boolean, signupMs: NonNegativeInt, id: NonNegativeInt }));
export type SearchSortKey = t.TypeOf<typeof SearchSortKey>;

const base64urlPattern = /^[A-Za-z0-9_-]{1,64}$/;
const sortKeyPattern = /^([01])\.(\d{1,15})\.(\d{1,15})$/;

const toBase64url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64url = (text: string): string => {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return '';
  }
};

/**
 * The sort key as it travels: opaque to the client (base64url of "photo.signupMs.id"), decoded and checked
 * by the server. A tampered cursor is a 400 naming `cursor`, never a query with odd values.
 */
export const SearchCursor = new t.Type<SearchSortKey, string, unknown>(
  'SearchCursor',
  SearchSortKey.is,
  (u, c) => {
    if (typeof u !== 'string' || !base64urlPattern.test(u)) return t.failure(u, c, 'expected a search cursor');
    const match = sortKeyPattern.exec(fromBase64url(u));
    if (match === null) return t.failure(u, c, 'expected a search cursor');
    const [, photo = '0', signupMs = '0', id = '0'] = match;
    return t.success({ hasPhoto: photo === '1', signupMs: Number(signupMs), id: Number(id) });
  },
  (key) => toBase64url(`${key.hasPhoto ? 1 : 0}.${key.signupMs}.${key.id}`),
);

/** The ages a search may ask for: members are adults; the filter panel and the server check the same range. */
export const minimumSearchAge = 18;
export const maximumSearchAge = 120;

/**
 * Search filters as they travel in the query string of GET /api/members.php. `cursor` (the previous
 * answer's `next`) is the scalable way on; `page` alone still works (an offset, for the first pages).
 */
export const SearchQuery = closedPartial(
  {},
  {
    gender: Gender,
    country: CountryCode,
    countryregion: boundedString(100),
    min_age: IntFromString,
    max_age: IntFromString,
    page: IntFromString,
    cursor: SearchCursor,
  },
  'SearchQuery',
);
export type SearchQuery = t.TypeOf<typeof SearchQuery>;

/**
 * One page of results. `numResults` is exact up to a cap (counting every match of a broad search over a
 * million members is the slow part), and `numResultsCapped` says there are more than that. `next` is the
 * cursor of the following page (null on the last). `similar`: members of relaxed filters when the search
 * finds less than one page. The server always sends the last three; they are optional here so that an
 * answer without them (an older server, a test double) still decodes.
 */
export const SearchResults = t.intersection([
  t.type({
    results: t.array(MemberSummary),
    pageNumber: NonNegativeInt,
    numResults: NonNegativeInt,
    pageSize: NonNegativeInt,
  }),
  t.partial({
    numResultsCapped: t.boolean,
    next: t.union([SearchCursor, t.null]),
    similar: t.array(MemberSummary),
  }),
]);
export type SearchResults = t.TypeOf<typeof SearchResults>;
