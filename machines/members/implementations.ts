import { fromPromise } from 'xstate';
import type { SearchQuery, SearchResults } from '../../io/entities/search';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { membersMachine } from './members.machine';

/** The members listing's search call. */
export const createMembersImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof membersMachine> => ({
  actors: {
    searchMembers: fromPromise<SearchResults, SearchQuery>(({ input, signal }) => call('searchMembers', { query: input, signal })),
  },
});
