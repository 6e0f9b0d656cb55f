import { fromPromise } from 'xstate';
import type { MemberTeaser, PublicNeeds, PublicPageData } from '../../io/public-page';
import type { Implementations } from '../shared/feature';
import { httpFailureOf } from '../shared/http-failure';
import type { Platform } from '../shared/platform';
import { loadPublicData } from './load';
import type { publicPageMachine } from './public-page.machine';

/** A member landing's member: null when no member by that id is one a visitor may see (404). */
const memberTeaser = async (call: Platform['call'], id: number, signal: AbortSignal): Promise<MemberTeaser | null> => {
  try {
    return await call('getMemberTeaser', { query: { id }, signal });
  } catch (error) {
    const failure = httpFailureOf(error);
    if (failure.kind === 'http' && failure.status === 404) return null;
    throw error;
  }
};

/** GET companyinfo.php, teasers.php and member-teaser.php for the parts a page still misses, side by side. */
export const createPublicPageImplementations = ({ call }: Pick<Platform, 'call'>): Implementations<typeof publicPageMachine> => ({
  actors: {
    loadPublicData: fromPromise<PublicPageData, PublicNeeds>(({ input, signal }) =>
      loadPublicData(input, {
        company: () => call('getCompanyInfo', { signal }),
        teasers: () => call('getTeasers', { signal }),
        member: (id) => memberTeaser(call, id, signal),
      }),
    ),
  },
});
