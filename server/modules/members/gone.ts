import type { MemberRow } from './member-row';

/**
 * A member who deleted the account (profile_status 'deleted', for the 14 days reactivation is possible) or
 * whose account was erased: gone from everything others see. Reads that list members for others ask for
 * profile_status 'active' and so leave them out already; these two are for reads that join members by an
 * id they hold (likes, conversations).
 */
export const notGoneSql = (alias: string): string => `${alias}.profile_status NOT IN ('deleted', 'erased')`;

export const isGone = (row: MemberRow): boolean => row.profile_status === 'deleted' || row.profile_status === 'erased';
