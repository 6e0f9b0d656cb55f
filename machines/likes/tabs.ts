import * as t from 'io-ts';
import type { LikesOverview, ReceivedLike } from '../../io/entities/chat';
import type { MemberSummary } from '../../io/entities/member';

/** The tabs of /likes/{type}: received (the default of /likes), given, and mutual (matches). */
export const LikesTab = t.keyof({ received: null, given: null, mutual: null });
export type LikesTab = t.TypeOf<typeof LikesTab>;

export const likesTabs: ReadonlyArray<LikesTab> = ['received', 'given', 'mutual'];

/** The tab a /likes path names: /likes is received; an unknown type is no tab at all (the 404 page). */
export const tabOf = (type: string | undefined): LikesTab | null => (type === undefined ? 'received' : LikesTab.is(type) ? type : null);

export const tabHref = (tab: LikesTab): string => `/likes/${tab}`;

/** The tab an arrow key (or Home/End) moves to, wrapping round at either end. */
export const neighbourTab = (tab: LikesTab, move: 'next' | 'previous' | 'first' | 'last'): LikesTab => {
  const last = likesTabs.length - 1;
  const index = likesTabs.indexOf(tab);
  const target = move === 'first' ? 0 : move === 'last' ? last : move === 'next' ? (index === last ? 0 : index + 1) : index === 0 ? last : index - 1;
  return likesTabs[target] ?? tab;
};

/** The three lists of the tabs, from one likes overview. */
export interface LikeLists {
  /** Members who liked the viewer, new ones first (spec §4), otherwise in the server's order. */
  readonly received: ReadonlyArray<ReceivedLike>;
  /** Members the viewer liked. */
  readonly given: ReadonlyArray<MemberSummary>;
  /** Members in both lists: the matches. */
  readonly mutual: ReadonlyArray<MemberSummary>;
  /** Ids of the members the viewer liked. */
  readonly likedIds: ReadonlyArray<number>;
}

const newFirst = (likes: ReadonlyArray<ReceivedLike>): ReadonlyArray<ReceivedLike> => [
  ...likes.filter((like) => like.like_new),
  ...likes.filter((like) => !like.like_new),
];

const computeLists = (overview: LikesOverview): LikeLists => {
  const likers = new Set(overview.liked_by.map((like) => like.profile.id));
  return {
    received: newFirst(overview.liked_by),
    given: overview.likes,
    mutual: overview.likes.filter((member) => likers.has(member.id)),
    likedIds: overview.likes.map((member) => member.id),
  };
};

// One computation per overview the app loaded: the selectors hand React the same arrays until it changes.
const listsByOverview = new WeakMap<LikesOverview, LikeLists>();

export const likeListsOf = (overview: LikesOverview): LikeLists => {
  const known = listsByOverview.get(overview);
  if (known !== undefined) return known;
  const lists = computeLists(overview);
  listsByOverview.set(overview, lists);
  return lists;
};

export const noLikeLists: LikeLists = { received: [], given: [], mutual: [], likedIds: [] };

// Same for the given list without the members being (or just) unliked on this screen.
const shownByLists = new WeakMap<ReadonlyArray<MemberSummary>, { unliked: ReadonlyArray<number>; shown: ReadonlyArray<MemberSummary> }>();

/** The given likes still to show: a member unliked on this screen goes at once (and comes back if that fails). */
export const withoutUnliked = (given: ReadonlyArray<MemberSummary>, unliked: ReadonlyArray<number>): ReadonlyArray<MemberSummary> => {
  const known = shownByLists.get(given);
  if (known !== undefined && known.unliked === unliked) return known.shown;
  const shown = unliked.length === 0 ? given : given.filter((member) => !unliked.includes(member.id));
  shownByLists.set(given, { unliked, shown });
  return shown;
};

/** A liker the viewer has not liked (nor just liked back on this screen): the received tab offers a like back. */
export const offersLikeBack = (lists: LikeLists, likedBack: ReadonlyArray<number>, memberId: number): boolean =>
  !lists.likedIds.includes(memberId) && !likedBack.includes(memberId);
