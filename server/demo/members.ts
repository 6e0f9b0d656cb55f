import type { Locale } from '../../io/entities/locale';
import type { Gender } from '../../io/entities/profile-attributes';
import { regionsOf } from '../modules/reference/regions';
import { countryProfiles, type NamePool } from './names';
import type { Prng } from './prng';

/** A generated demo member, before it gets an id. */
export interface DemoMember {
  readonly name: string;
  readonly gender: Gender;
  readonly birthDate: string;
  readonly country: string;
  readonly region: string;
  readonly language: Locale;
  readonly fictional: boolean;
  readonly hasAvatar: boolean;
  readonly registeredAt: Date;
}

// Roughly where a Dutch-run product finds its members.
const countryWeights: ReadonlyArray<readonly [string, number]> = [
  ['NL', 40], ['DE', 32], ['US', 30], ['GB', 28], ['BE', 18], ['FR', 18], ['IT', 12], ['ES', 12], ['AT', 8], ['IE', 8],
  ['CA', 10], ['PL', 10], ['AU', 9], ['NZ', 5], ['CH', 8], ['DK', 6], ['FI', 5], ['NO', 6], ['SE', 7],
];
const genderWeights: ReadonlyArray<readonly [Gender, number]> = [['female', 46], ['male', 44], ['couple', 5], ['trans', 5]];

const dayMs = 24 * 60 * 60 * 1000;

const firstName = (prng: Prng, pool: NamePool, gender: Gender): string => {
  switch (gender) {
    case 'female':
      return prng.pick(pool.female);
    case 'male':
      return prng.pick(pool.male);
    case 'couple':
      return `${prng.pick(pool.female)} & ${prng.pick(pool.male)}`;
    case 'trans':
      return prng.pick(prng.chance(0.5) ? pool.female : pool.male);
  }
};

/** 18 to 70, more of them young: an ISO date within the year they turn that age. */
const birthDateOf = (prng: Prng, now: Date): string => {
  const age = 18 + Math.floor(52 * prng.next() ** 1.4);
  const born = new Date(now.getTime() - (age * 365.25 + prng.int(1, 360)) * dayMs);
  return born.toISOString().slice(0, 10);
};

export const generateMember = (prng: Prng, now: Date): DemoMember => {
  const country = prng.weighted(countryWeights);
  const profile = countryProfiles[country];
  if (profile === undefined) throw new Error(`no demo names for ${country}`);
  const gender = prng.weighted(genderWeights);
  return {
    name: firstName(prng, prng.pick(profile.pools), gender),
    gender,
    birthDate: birthDateOf(prng, now),
    country,
    region: prng.pick(regionsOf(country) ?? ['']),
    language: profile.language,
    fictional: prng.chance(0.1),
    hasAvatar: prng.chance(0.85),
    registeredAt: new Date(now.getTime() - prng.int(3, 400) * dayMs - prng.int(0, dayMs)),
  };
};

export const generateMembers = (prng: Prng, count: number, now: Date): DemoMember[] =>
  Array.from({ length: count }, () => generateMember(prng, now));
