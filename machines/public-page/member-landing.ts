import { authTargets } from '../shell/route-table';

/**
 * Spec §2 "a logged-in user is sent to members instead": a member landing (/members/{id}/landing,
 * /signup, /landing2, /landing3) is a teaser for visitors; a member goes to that member's profile, or to
 * the members when the path names no member. null: stay (a visitor, or the session not known yet).
 */
export const memberLandingRedirect = (session: 'loading' | 'in' | 'out' | 'unavailable', memberId: number | null): string | null => {
  if (session !== 'in') return null;
  return memberId === null ? authTargets.home : `${authTargets.home}/${String(memberId)}`;
};
