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

export type MembersEvent = { type: 'members.page'; page: number } | { type: 'members.retry' };

/** The members listing behind /members: one page of search results at a time. */
export const membersMachine = setup({
  types: {
    context: {} as MembersContext,
    events: {} as MembersEvent,
    input: {} as { query: SearchQuery },
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
    isOtherPage: ({ context, event }) => {
      assertEvent(event, 'members.page');
      return event.page >= 1 && event.page <= pageCount(context) && event.page !== (context.query.page ?? 1);
    },
  },
}).createMachine({
  id: 'members',
  context: ({ input }) => ({ query: input.query, results: [], numResults: 0, pageSize: 0 }),
  initial: 'loading',
  on: {
    'members.page': { guard: 'isOtherPage', target: '.loading', actions: 'choosePage' },
  },
  states: {
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
