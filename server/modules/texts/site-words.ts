import type { Queryable } from '../../db/database';

/** A site's flagged words (SiteConfigured.flaggedWords, server side only); none for a site not configured. */
export const flaggedWordsOf = async (q: Queryable, domain: string): Promise<ReadonlyArray<string>> => {
  const [row] = await q.query<{ flagged_words: unknown }>('SELECT flagged_words FROM sites WHERE domain = $1', [domain]);
  const words = row?.flagged_words;
  return Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : [];
};
