import type { ReadCaches } from '../../cache/read-caches';
import type { Ticket } from '../../cache/tagged-cache';
import type { Database } from '../../db/database';
import { memberColumns, type MemberRow } from './member-row';

const memberKey = (id: number): string => String(id);

/**
 * Member rows by id through the member cache; the missing ones in one query. Only on the database itself,
 * never inside a transaction: a row read there may not be committed yet.
 */
export const cachedMembers = async (db: Database, caches: ReadCaches, ids: ReadonlyArray<number>): Promise<ReadonlyMap<number, MemberRow>> => {
  const found = new Map<number, MemberRow>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const row = caches.members.get(memberKey(id));
    if (row === undefined) missing.push(id);
    else found.set(id, row);
  }
  if (missing.length === 0) return found;
  const begun = caches.group.begin();
  const rows = await db.query<MemberRow>(`SELECT ${memberColumns('m')} FROM members m WHERE m.id = ANY($1::bigint[])`, [missing]);
  for (const row of rows) {
    caches.members.set(memberKey(row.id), row, [row.id], begun);
    found.set(row.id, row);
  }
  return found;
};

export const cachedMember = async (db: Database, caches: ReadCaches, id: number): Promise<MemberRow | undefined> =>
  (await cachedMembers(db, caches, [id])).get(id);

/** Keeps member rows another query read along (a join), under the same rule as cachedMembers. */
export const keepMembers = (caches: ReadCaches, rows: ReadonlyArray<MemberRow>, begun: Ticket): void => {
  for (const row of rows) caches.members.set(memberKey(row.id), row, [row.id], begun);
};
