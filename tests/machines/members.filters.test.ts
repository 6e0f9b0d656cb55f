import fc from 'fast-check';
import { isLeft, isRight } from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { checkFilters, emptyDraft, queryFromSearch, searchHref } from '../../machines/members/filters';

describe('search filters', () => {
  it('refuses ages below 18, non-whole ages and a minimum above the maximum, naming the field', () => {
    expect(checkFilters({ ...emptyDraft, min_age: '17' })).toEqual({ _tag: 'Left', left: { min_age: 'ageOutOfRange' } });
    expect(checkFilters({ ...emptyDraft, max_age: '3.5' })).toEqual({ _tag: 'Left', left: { max_age: 'ageNotWhole' } });
    expect(checkFilters({ ...emptyDraft, min_age: '40', max_age: '30' })).toEqual({ _tag: 'Left', left: { max_age: 'minAboveMax' } });
  });

  it('searches with the filters typed, a region only with its country', () => {
    expect(checkFilters({ gender: 'female', country: 'NL', countryregion: 'Utrecht', min_age: '25', max_age: '40' })).toEqual({
      _tag: 'Right',
      right: { gender: 'female', country: 'NL', countryregion: 'Utrecht', min_age: 25, max_age: 40 },
    });
    expect(checkFilters({ ...emptyDraft, countryregion: 'Utrecht' })).toEqual({ _tag: 'Right', right: {} });
  });

  it('any pair of ages in range checks exactly when the minimum is not above the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 18, max: 120 }), fc.integer({ min: 18, max: 120 }), (min, max) => {
        const checked = checkFilters({ ...emptyDraft, min_age: String(min), max_age: String(max) });
        expect(isRight(checked)).toBe(min <= max);
      }),
    );
  });

  it('a search survives its URL: reading the href back gives the same search', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            gender: fc.constantFrom('male', 'female', 'couple', 'trans'),
            country: fc.constantFrom('NL', 'DE', 'BE'),
            min_age: fc.integer({ min: 18, max: 60 }),
            page: fc.integer({ min: 2, max: 500 }),
          },
          { requiredKeys: [] },
        ),
        (query) => {
          expect(queryFromSearch(searchHref(query).replace(/^\/members\??/, ''))).toEqual(query);
        },
      ),
    );
  });

  it('a hand-edited URL never breaks the screen: bad values are dropped', () => {
    expect(queryFromSearch('gender=robot&country=nl&page=-3&t=5')).toEqual({});
    expect(isLeft(checkFilters({ ...emptyDraft, min_age: 'abc' }))).toBe(true);
  });
});
