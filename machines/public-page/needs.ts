import type { PublicNeeds, PublicPageData } from '../../io/public-page';
import type { RouteEntry } from '../shell/route-table';

const nothing: PublicNeeds = { company: false, teasers: false, member: null };

/** The member a member landing names (/members/{id}/landing…), or null. */
export const memberOf = (path: string): number | null => {
  const id = Number(path.split('/')[2]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * What a public page shows beyond the settings (io/public-page.ts): the legal pages and pricing name the
 * company's facts; the landing and the landers show members near the visitor; a member landing its member.
 * The server renderer and the screens ask this one function, so they never disagree.
 */
export const publicNeedsOf = (entry: RouteEntry | null, path: string): PublicNeeds => {
  if (entry === null) return nothing;
  if (entry.id === 'page' || entry.id === 'pricing' || entry.id === 'premium') return { ...nothing, company: true };
  if (entry.id === 'index' || entry.id.startsWith('lander-')) return { ...nothing, teasers: true };
  if (entry.id.startsWith('member-landing') || entry.id === 'member-signup') return { ...nothing, member: memberOf(path) };
  return nothing;
};

/** The needs that `data` does not meet yet. */
export const missingOf = (needs: PublicNeeds, data: PublicPageData): PublicNeeds => ({
  company: needs.company && data.company === undefined,
  teasers: needs.teasers && data.teasers === undefined,
  member: needs.member !== null && data.member === undefined ? needs.member : null,
});

export const meets = (needs: PublicNeeds, data: PublicPageData): boolean => {
  const missing = missingOf(needs, data);
  return !missing.company && !missing.teasers && missing.member === null;
};
