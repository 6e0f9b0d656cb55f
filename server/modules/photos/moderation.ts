import type { Queryable } from '../../db/database';

/**
 * Whether a site approves a photo as soon as it passed the automatic checks (a real, decodable image,
 * re-encoded; see pipeline.ts): its photo moderation (issue 14). 'post' (the default): an upload is active
 * at once and reviewed after. 'pre': it stays pending, seen only by its owner and the site's moderators,
 * until a moderator approves it in the staff console.
 */
export const approvesAutomatically = async (q: Queryable, domain: string): Promise<boolean> => {
  const [row] = await q.query<{ photo_moderation: string }>('SELECT photo_moderation FROM sites WHERE domain = $1', [domain]);
  return row?.photo_moderation !== 'pre';
};
