import { isRight, left, right, type Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import { CountryCode, IntFromString } from '../../io/codec/primitives';
import { Gender, PlaceName } from '../../io/entities/profile-attributes';
import { maximumSearchAge, minimumSearchAge, type SearchQuery } from '../../io/entities/search';

/** The filters the panel offers, named as they travel in the URL and to the server. */
export type FilterField = 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age';
export const filterFields: ReadonlyArray<FilterField> = ['gender', 'country', 'countryregion', 'min_age', 'max_age'];

/** The panel's inputs as typed, before they are checked ('' is "any"). */
export type FilterDraft = Readonly<Record<FilterField, string>>;
export const emptyDraft: FilterDraft = { gender: '', country: '', countryregion: '', min_age: '', max_age: '' };

/** Why an age filter cannot be searched with; the view holds the texts. */
export type FilterError = 'ageNotWhole' | 'ageOutOfRange' | 'minAboveMax';
export type FilterErrors = Readonly<Partial<Record<FilterField, FilterError>>>;

const ageIn = (text: string): Either<FilterError, number | undefined> => {
  if (text.trim() === '') return right(undefined);
  if (!/^\d{1,3}$/.test(text.trim())) return left('ageNotWhole');
  const age = Number(text.trim());
  return age < minimumSearchAge || age > maximumSearchAge ? left('ageOutOfRange') : right(age);
};

const optional = <A>(codec: t.Decoder<unknown, A>, value: string | null): A | undefined => {
  if (value === null || value === '') return undefined;
  const decoded = codec.decode(value);
  return isRight(decoded) ? decoded.right : undefined;
};

/** `{ [key]: value }`, or nothing when the value is absent: a query with `gender: undefined` is not the query without gender. */
const field = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> => (value === undefined ? {} : ({ [key]: value } as Record<K, V>));

/**
 * The search the draft asks for (from its first page), or the error of each field that stops it. Ages are
 * whole years in the site's range and the minimum is not above the maximum; a region only with its country.
 */
export const checkFilters = (draft: FilterDraft): Either<FilterErrors, SearchQuery> => {
  const minAge = ageIn(draft.min_age);
  const maxAge = ageIn(draft.max_age);
  const errors: Partial<Record<FilterField, FilterError>> = {};
  if (!isRight(minAge)) errors.min_age = minAge.left;
  if (!isRight(maxAge)) errors.max_age = maxAge.left;
  if (isRight(minAge) && isRight(maxAge) && minAge.right !== undefined && maxAge.right !== undefined && minAge.right > maxAge.right) {
    errors.max_age = 'minAboveMax';
  }
  if (Object.keys(errors).length > 0 || !isRight(minAge) || !isRight(maxAge)) return left(errors);
  const country = optional(CountryCode, draft.country);
  return right({
    ...field('gender', optional(Gender, draft.gender)),
    ...field('country', country),
    ...field('countryregion', country === undefined ? undefined : optional(PlaceName, draft.countryregion)),
    ...field('min_age', minAge.right),
    ...field('max_age', maxAge.right),
  });
};

/** The panel's inputs showing a query. */
export const draftOf = (query: SearchQuery): FilterDraft => ({
  gender: query.gender ?? '',
  country: query.country ?? '',
  countryregion: query.countryregion ?? '',
  min_age: query.min_age === undefined ? '' : String(query.min_age),
  max_age: query.max_age === undefined ? '' : String(query.max_age),
});

/**
 * The search a URL's query string asks for. A shared or hand-edited link never breaks the screen: a value
 * that does not decode is left out, ages that do not check drop the filters, and other parameters are ignored.
 */
export const queryFromSearch = (search: string): SearchQuery => {
  const params = new URLSearchParams(search);
  const draft: FilterDraft = {
    gender: params.get('gender') ?? '',
    country: params.get('country') ?? '',
    countryregion: params.get('countryregion') ?? '',
    min_age: params.get('min_age') ?? '',
    max_age: params.get('max_age') ?? '',
  };
  const checked = checkFilters(draft);
  const filters = isRight(checked) ? checked.right : {};
  const page = optional(IntFromString, params.get('page'));
  return page === undefined || page <= 1 ? filters : { ...filters, page };
};

/** The URL of a search: the filters in a fixed order, then the page when past the first. */
export const searchHref = (query: SearchQuery): string => {
  const params = new URLSearchParams();
  for (const field of filterFields) {
    const value = query[field];
    if (value !== undefined) params.set(field, String(value));
  }
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search === '' ? '/members' : `/members?${search}`;
};
