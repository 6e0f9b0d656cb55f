import type { Queryable } from '../../db/database';
import { notBlockedSql } from '../blocks/read';
import { memberColumns, type MemberRow } from './member-row';

/**
 * SQL condition: the member `alias` is one the site shows the logged-in viewer (as search lists them):
 * active, not in invisible mode, living in one of the site's countries (a text[] parameter), not the viewer,
 * and no block between the two in either direction.
 */
export const shownToMemberSql = (alias: string, viewerParam: string, countriesParam: string): string =>
  `${alias}.profile_status = 'active' AND NOT ${alias}.invisible AND ${alias}.country = ANY(${countriesParam}::text[])
   AND ${alias}.id <> ${viewerParam} AND ${notBlockedSql(`${alias}.id`, viewerParam)}`;

export interface ShownLookup {
  readonly viewerId: number;
  readonly memberId: number;
  /** The site's countries. */
  readonly countries: ReadonlyArray<string>;
}

/**
 * The member, when the site shows them to the viewer; undefined otherwise, whatever the reason (unknown,
 * disabled, invisible, off-site, blocked either way), so that a 404 never tells a block from the rest.
 */
export const findShownMember = async (q: Queryable, { viewerId, memberId, countries }: ShownLookup): Promise<MemberRow | undefined> =>
  (
    await q.query<MemberRow>(`SELECT ${memberColumns('m')} FROM members m WHERE m.id = $1 AND ${shownToMemberSql('m', '$2', '$3')}`, [
      memberId,
      viewerId,
      [...countries],
    ])
  )[0];
