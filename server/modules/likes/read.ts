import type { Queryable } from '../../db/database';

/** Whether `from` has liked `to` (a like not taken back). */
export const hasLiked = async (q: Queryable, from: number, to: number): Promise<boolean> =>
  (await q.query<{ liked: boolean }>('SELECT EXISTS (SELECT 1 FROM likes WHERE from_id = $1 AND to_id = $2) AS liked', [from, to]))[0]?.liked === true;
