import type { SearchQuery, SearchResults } from '../../../io/entities/search';
import type { Settings } from '../../../io/entities/settings';
import type { Queryable } from '../../db/database';
import { summaryOf } from './member-row';
import { pageSize, searchMembers } from './search';

/**
 * GET /api/members.php's answer for a valid query: one composition, so the members page the server inlines
 * (server/http/pages.ts) is exactly what the browser's own search would have answered.
 */
export const searchAnswer = async (
  q: Queryable,
  { query, settings, viewerId, now }: { query: SearchQuery; settings: Settings; viewerId: number | null; now: Date },
): Promise<SearchResults> => {
  const found = await searchMembers(q, { query, countries: settings.countries, viewerId, now });
  return {
    results: found.rows.map((row) => summaryOf(row, settings, now)),
    pageNumber: query.page ?? 1,
    numResults: found.total,
    numResultsCapped: found.capped,
    pageSize,
    next: found.next,
    similar: found.similar.map((row) => summaryOf(row, settings, now)),
  };
};
