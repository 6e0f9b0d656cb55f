import type { Settings } from '../../../io/entities/settings';
import type { Teasers } from '../../../io/public-page';
import type { Queryable } from '../../db/database';
import { searchAnswer } from './search-answer';

/** A landing's wall of members: enough for a collage, a swipe deck or a map, few enough to paint fast on a phone. */
export const teaserCount = 12;

/**
 * Members a visitor may see (the visitor rules of search: the site's own fictional profiles always, real
 * members only where the site allows logged-out search), in the visitor's country when the site serves it,
 * those with a photo first, as search orders them.
 */
export const teasersFor = async (db: Queryable, settings: Settings, now: Date): Promise<Teasers> => {
  const country = settings.geoip_country;
  const query = country !== null && settings.countries.includes(country) ? { country } : {};
  const near = await searchAnswer(db, { query, settings, viewerId: null, now });
  const members = near.results.length > 0 || country === null ? near.results : (await searchAnswer(db, { query: {}, settings, viewerId: null, now })).results;
  return { members: members.slice(0, teaserCount) };
};
