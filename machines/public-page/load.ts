import type { PublicNeeds, PublicPageData, PublicSources } from '../../io/public-page';

/**
 * The parts of a public page's data that `needs` asks for, read side by side from `sources`: the page
 * server's reads when the server renders, the HTTP calls in the browser (implementations.ts).
 */
export const loadPublicData = async (needs: PublicNeeds, sources: PublicSources): Promise<PublicPageData> => {
  const [company, teasers, member] = await Promise.all([
    needs.company ? sources.company() : undefined,
    needs.teasers ? sources.teasers() : undefined,
    needs.member === null ? undefined : sources.member(needs.member),
  ]);
  return { ...(company === undefined ? {} : { company }), ...(teasers === undefined ? {} : { teasers }), ...(member === undefined ? {} : { member }) };
};
