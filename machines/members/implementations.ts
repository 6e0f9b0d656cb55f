import { fromPromise } from 'xstate';
import type { SearchQuery, SearchResults } from '../../io/entities/search';
import type { Implementations } from '../shared/feature';
import type { Platform } from '../shared/platform';
import type { membersMachine, RegionsByCountry } from './members.machine';

/** The members listing's search call, and the regions of the site's countries for its filter panel. */
export const createMembersImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof membersMachine> => ({
  actors: {
    searchMembers: fromPromise<SearchResults, SearchQuery>(({ input, signal }) => call('searchMembers', { query: input, signal })),
    loadRegions: fromPromise<RegionsByCountry, void>(async ({ signal }) => (await call('getRegions', { signal })).regions),
  },
});
