import { isRight } from 'fp-ts/Either';
import { assertEvent, assign, setup } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';
import type { SearchQuery, SearchResults } from '../../io/entities/search';
import { promiseNotProvided } from '../shared/not-provided';
import { httpFailureOf } from '../shared/http-failure';
import { checkFilters, draftOf, searchHref, type FilterDraft, type FilterErrors, type FilterField } from './filters';

/** The regions of each of the site's countries (GET /api/regions.php). */
export type RegionsByCountry = Readonly<Record<string, ReadonlyArray<string>>>;

export interface MembersContext {
  /** The search shown (and in the URL). */
  readonly query: SearchQuery;
  readonly results: ReadonlyArray<MemberSummary>;
  /** Members of relaxed filters, when the search finds less than a page. */
  readonly similar: ReadonlyArray<MemberSummary>;
  readonly numResults: number;
  readonly pageSize: number;
  /** The filter panel as typed, and why it cannot be searched with yet. */
  readonly draft: FilterDraft;
  readonly errors: FilterErrors;
  readonly regions: RegionsByCountry;
}

/** Number of result pages, at least 1. */
export const pageCount = (context: MembersContext): number =>
  context.pageSize === 0 ? 1 : Math.max(1, Math.ceil(context.numResults / context.pageSize));

export interface MembersInput {
  readonly query: SearchQuery;
  /**
   * The results of the unfiltered first page the page came with (server-rendered /members, decoded from
   * the page by app/): the listing starts with them instead of asking the server again. Null or absent, or
   * a URL with filters or a page (the server inlines the plain first page only): it searches.
   */
  readonly firstPage?: SearchResults | null;
}

const noResults = { results: [], similar: [], numResults: 0, pageSize: 0 };

const contextOf = ({ query, firstPage }: MembersInput): MembersContext => {
  const base = { query, draft: draftOf(query), errors: {}, regions: {} };
  const served = firstPage !== undefined && firstPage !== null && searchHref(query) === searchHref({});
  return served
    ? { ...base, results: firstPage.results, similar: firstPage.similar ?? [], numResults: firstPage.numResults, pageSize: firstPage.pageSize }
    : { ...base, ...noResults };
};

export type MembersEvent =
  | { type: 'members.page'; page: number }
  | { type: 'members.retry' }
  /** The URL's search changed (a link, the back button): show that search. */
  | { type: 'members.query'; query: SearchQuery }
  | { type: 'filters.edit'; field: FilterField; value: string }
  | { type: 'filters.submit' };

/** The members listing behind /members: the filter panel, and one page of search results at a time. */
export const membersMachine = setup({
  types: {
    context: {} as MembersContext,
    events: {} as MembersEvent,
    input: {} as MembersInput,
  },
  actors: {
    searchMembers: promiseNotProvided<SearchResults, SearchQuery>('searchMembers'),
    loadRegions: promiseNotProvided<RegionsByCountry>('loadRegions'),
  },
  actions: {
    storeResults: assign((_, results: SearchResults) => ({
      results: results.results,
      similar: results.similar ?? [],
      numResults: results.numResults,
      pageSize: results.pageSize,
    })),
    storeRegions: assign((_, regions: RegionsByCountry) => ({ regions })),
    // Only an HttpFailure is an expected failure; anything else is rethrown (see httpFailureOf).
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    choosePage: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'members.page');
        return { ...context.query, page: event.page };
      },
    }),
    followUrl: assign(({ event }) => {
      assertEvent(event, 'members.query');
      return { query: event.query, draft: draftOf(event.query), errors: {} };
    }),
    // A new country has its own regions: the region typed for the old one is dropped. An edited age clears
    // both age errors (min above max belongs to the pair).
    editDraft: assign(({ context, event }) => {
      assertEvent(event, 'filters.edit');
      const cleared: ReadonlyArray<string> = event.field === 'min_age' || event.field === 'max_age' ? ['min_age', 'max_age'] : [event.field];
      return {
        draft: { ...context.draft, [event.field]: event.value, ...(event.field === 'country' ? { countryregion: '' } : {}) },
        errors: Object.fromEntries(Object.entries(context.errors).filter(([field]) => !cleared.includes(field))),
      };
    }),
    applyDraft: assign(({ context }) => {
      const checked = checkFilters(context.draft);
      return isRight(checked) ? { query: checked.right, errors: {} } : { errors: checked.left };
    }),
  },
  guards: {
    // Every answer of the server has a page size; only a listing that came with results starts with one.
    startsWithResults: ({ context }) => context.pageSize > 0,
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'members.page');
      return event.page >= 1 && event.page <= pageCount(context) && event.page !== (context.query.page ?? 1);
    },
    isOtherQuery: ({ context, event }) => {
      assertEvent(event, 'members.query');
      return searchHref(event.query) !== searchHref(context.query);
    },
    draftChecks: ({ context }) => isRight(checkFilters(context.draft)),
  },
}).createMachine({
  id: 'members',
  context: ({ input }) => contextOf(input),
  type: 'parallel',
  states: {
    results: {
      initial: 'starting',
      on: {
        'members.page': { guard: 'isOtherPage', target: '.loading', actions: 'choosePage' },
        'members.query': { guard: 'isOtherQuery', target: '.loading', actions: 'followUrl' },
        'filters.edit': { actions: 'editDraft' },
        'filters.submit': [{ guard: 'draftChecks', target: '.loading', actions: 'applyDraft' }, { actions: 'applyDraft' }],
      },
      states: {
        starting: {
          always: [{ guard: 'startsWithResults', target: 'loaded' }, { target: 'loading' }],
        },
        loading: {
          invoke: {
            id: 'searchMembers',
            src: 'searchMembers',
            input: ({ context }) => context.query,
            onDone: { target: 'loaded', actions: { type: 'storeResults', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        loaded: {},
        failed: {
          on: { 'members.retry': 'loading' },
        },
      },
    },
    // The region choice needs the site's regions; without them the panel offers no region (no retry: it is optional).
    regions: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadRegions',
            src: 'loadRegions',
            onDone: { target: 'ready', actions: { type: 'storeRegions', params: ({ event }) => event.output } },
            onError: { target: 'unavailable', actions: { type: 'checkFailure', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        ready: {},
        unavailable: {},
      },
    },
  },
});
