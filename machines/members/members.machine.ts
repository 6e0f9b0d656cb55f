import { assertEvent, assign, setup } from 'xstate';
import type { MemberSummary } from '../../io/entities/member';
import type { SearchQuery, SearchResults } from '../../io/entities/search';
import { promiseNotProvided } from '../shared/not-provided';
import { httpFailureOf } from '../shared/http-failure';

export interface MembersContext {
  readonly query: SearchQuery;
  readonly results: ReadonlyArray<MemberSummary>;
  readonly numResults: number;
  readonly pageSize: number;
}

/** Number of result pages, at least 1. */
export const pageCount = (context: MembersContext): number =>
  context.pageSize === 0 ? 1 : Math.max(1, Math.ceil(context.numResults / context.pageSize));

export interface MembersInput {
  readonly query: SearchQuery;
  /**
   * The results of `query` the page came with (server-rendered /members, decoded from the page by app/):
   * the listing starts with them instead of asking the server again. Null or absent: it searches.
   */
  readonly firstPage?: SearchResults | null;
}

const contextOf = ({ query, firstPage }: MembersInput): MembersContext =>
  firstPage === undefined || firstPage === null
    ? { query, results: [], numResults: 0, pageSize: 0 }
    : { query, results: firstPage.results, numResults: firstPage.numResults, pageSize: firstPage.pageSize };

export type MembersEvent = { type: 'members.page'; page: number } | { type: 'members.retry' };

/** The members listing behind /members: one page of search results at a time. */
export const membersMachine = setup({
  types: {
    context: {} as MembersContext,
    events: {} as MembersEvent,
    input: {} as MembersInput,
  },
  actors: {
    searchMembers: promiseNotProvided<SearchResults, SearchQuery>('searchMembers'),
  },
  actions: {
    storeResults: assign((_, results: SearchResults) => ({
      results: results.results,
      numResults: results.numResults,
      pageSize: results.pageSize,
    })),
    // Only an HttpFailure is an expected failure; anything else is rethrown (see httpFailureOf).
    checkFailure: (_, error: unknown) => void httpFailureOf(error),
    choosePage: assign({
      query: ({ context, event }) => {
        assertEvent(event, 'members.page');
        return { ...context.query, page: event.page };
      },
    }),
  },
  guards: {
    // Every answer of the server has a page size; only a listing that came with results starts with one.
    startsWithResults: ({ context }) => context.pageSize > 0,
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'members.page');
      return event.page >= 1 && event.page <= pageCount(context) && event.page !== (context.query.page ?? 1);
    },
  },
}).createMachine({
  id: 'members',
  context: ({ input }) => contextOf(input),
  initial: 'starting',
  on: {
    'members.page': { guard: 'isOtherPage', target: '.loading', actions: 'choosePage' },
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
});
