import type { MemberRow } from './member-row';

/**
 * A member who deleted the account (profile_status 'deleted', for the 14 days reactivation is possible),
 * whose account was erased, or whom staff banned (issue 14): gone from everything others see. Reads that list members for others ask for
 * profile_status 'active' and so leave them out already; these two are for reads that join members by an
 * id they hold (likes, conversations).
 */
const goneStatuses = ['deleted', 'erased', 'banned'] as const;

export const notGoneSql = (alias: string): string => `${alias}.profile_status NOT IN (${goneStatuses.map((status) => `'${status}'`).join(', ')})`;

export const isGone = (row: MemberRow): boolean => (goneStatuses as ReadonlyArray<string>).includes(row.profile_status);
