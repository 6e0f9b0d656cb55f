import type { SuggestionReason } from '../../../io/entities/like';

/** What ranking needs of a member: age, living area and interests. */
export interface Traits {
  readonly age: number;
  readonly country: string;
  readonly region: string;
  readonly interests: ReadonlyArray<string>;
}

export interface Candidate extends Traits {
  readonly id: number;
  /** The candidate has liked the seeker. */
  readonly likedYou: boolean;
}

export interface Ranked {
  readonly id: number;
  readonly reason: SuggestionReason;
}

export interface Preferences {
  readonly minAge: number;
  readonly maxAge: number;
}

/** Years either side of the seeker's own age that the match finder looks in. */
export const ageSpread = 8;
/** How many suggestions the match finder gives. */
export const suggestionCount = 20;
/** A candidate at least this much like one of the members the seeker liked is suggested for that. */
const likenessThreshold = 2;

export const preferencesOf = (age: number): Preferences => ({ minAge: Math.max(18, age - ageSpread), maxAge: age + ageSpread });

const livesNear = (a: Traits, b: Traits): boolean => a.country === b.country && a.region === b.region;

/** 0–3: same living area, an age within 3 years, at least 2 interests shared. */
const likeness = (a: Traits, b: Traits): number => {
  const shared = a.interests.filter((interest) => b.interests.includes(interest)).length;
  return Number(livesNear(a, b)) + Number(Math.abs(a.age - b.age) <= 3) + Number(shared >= 2);
};

/**
 * The suggestions for `seeker`, best first: who liked them, then who is most like the members they liked,
 * then who lives in their region, then who is of their age range; a closer age, then the higher id, decide
 * between equals, so the order is total. Each carries the strongest of those reasons.
 */
export const rankSuggestions = (
  seeker: Traits,
  preferences: Preferences,
  candidates: ReadonlyArray<Candidate>,
  liked: ReadonlyArray<Traits>,
  limit = suggestionCount,
): Ranked[] => {
  const scored = candidates.map((candidate) => {
    const similarity = Math.max(0, ...liked.map((other) => likeness(candidate, other)));
    const alike = similarity >= likenessThreshold;
    const near = livesNear(candidate, seeker);
    const inRange = candidate.age >= preferences.minAge && candidate.age <= preferences.maxAge;
    const reason: SuggestionReason = candidate.likedYou ? 'liked_you' : alike ? 'like_those_you_liked' : near ? 'near_you' : 'your_age_range';
    const score = (candidate.likedYou ? 1000 : 0) + (alike ? 100 * similarity : 0) + (near ? 20 : 0) + (inRange ? 10 : 0) - Math.min(9, Math.abs(candidate.age - seeker.age));
    return { id: candidate.id, reason, score };
  });
  return scored
    .sort((a, b) => b.score - a.score || b.id - a.id)
    .slice(0, limit)
    .map(({ id, reason }) => ({ id, reason }));
};
