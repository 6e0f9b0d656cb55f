import { assign, setup } from 'xstate';
import type { PublicNeeds, PublicPageData } from '../../io/public-page';
import { actorError } from '../shared/http-failure';
import { promiseNotProvided } from '../shared/not-provided';
import { meets, missingOf } from './needs';

export interface PublicPageInput {
  readonly needs: PublicNeeds;
  /** What the page came with from the server (PageData), or {} after a navigation. */
  readonly served: PublicPageData;
}

export interface PublicPageContext {
  readonly needs: PublicNeeds;
  readonly data: PublicPageData;
  readonly error: unknown;
}

export type PublicPageEvent = { type: 'page.retry' };

/**
 * A public page's data (the company's facts, members near the visitor, one member's teaser): ready at once
 * with what the server inlined (so the hydrated page matches the server's markup), else loaded once.
 */
export const publicPageMachine = setup({
  types: { context: {} as PublicPageContext, input: {} as PublicPageInput, events: {} as PublicPageEvent },
  actors: { loadPublicData: promiseNotProvided<PublicPageData, PublicNeeds>('loadPublicData') },
  actions: {
    storeData: assign({ data: ({ context }, loaded: PublicPageData) => ({ ...context.data, ...loaded }) }),
    storeError: assign({ error: (_, error: unknown) => error }),
  },
  guards: {
    isComplete: ({ context }) => meets(context.needs, context.data),
  },
}).createMachine({
  id: 'publicPage',
  context: ({ input }) => ({ needs: input.needs, data: input.served, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isComplete', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPublicData',
        src: 'loadPublicData',
        input: ({ context }) => missingOf(context.needs, context.data),
        onDone: { target: 'ready', actions: { type: 'storeData', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: actorError } },
      },
    },
    failed: {
      on: { 'page.retry': 'loading' },
    },
    ready: {},
  },
});
