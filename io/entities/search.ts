import * as t from 'io-ts';
import { closedPartial } from '../codec/closed';
import { boundedString, CountryCode, IntFromString, NonNegativeInt } from '../codec/primitives';
import { Gender } from './profile-attributes';
import { MemberSummary } from './member';

/** Search filters as they travel in the query string of GET /api/members.php. */
export const SearchQuery = closedPartial(
  {},
  {
    gender: Gender,
    country: CountryCode,
    countryregion: boundedString(100),
    min_age: IntFromString,
    max_age: IntFromString,
    page: IntFromString,
  },
  'SearchQuery',
);
export type SearchQuery = t.TypeOf<typeof SearchQuery>;

export const SearchResults = t.type({
  results: t.array(MemberSummary),
  pageNumber: NonNegativeInt,
  numResults: NonNegativeInt,
  pageSize: NonNegativeInt,
});
export type SearchResults = t.TypeOf<typeof SearchResults>;
