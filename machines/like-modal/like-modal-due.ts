import { queryValue } from '../tracking/query-string';

/** The like modal a URL asks for: about which member, and after how long. */
export interface LikeModalDue {
  readonly memberId: number;
  readonly delayMs: number;
}

/** A t beyond this is not a delay anyone meant: it is ignored. */
export const maxDelaySeconds = 3_600;

/** t: whole or decimal seconds ("5", "2.5"), at most an hour. */
const delayMsOf = (t: string | null): number | null => {
  if (t === null || !/^\d{1,4}(\.\d{1,3})?$/.test(t)) return null;
  const seconds = Number(t);
  return seconds <= maxDelaySeconds ? Math.round(seconds * 1000) : null;
};

const idOf = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
};

// /members/{id} and its chat and landing variants, and /likes/m/{id}: the pages about one member.
const memberPath = /^\/(?:members|likes\/m)\/([^/]+)(?:\/|$)/;

/**
 * The member the modal is about: the query parameter id when it holds one (a lander about a member
 * whose path does not name them), else the member of a /members/{id} or /likes/m/{id} path.
 */
export const memberIdOf = (path: string, search: string): number | null =>
  idOf(queryValue(search, 'id')) ?? idOf(memberPath.exec(path)?.[1]);

/** Spec §2: the query parameter t (delay in seconds) asks for the like modal; null without t or a member. */
export const likeModalDue = (path: string, search: string): LikeModalDue | null => {
  const delayMs = delayMsOf(queryValue(search, 't'));
  const memberId = memberIdOf(path, search);
  return delayMs === null || memberId === null ? null : { memberId, delayMs };
};
