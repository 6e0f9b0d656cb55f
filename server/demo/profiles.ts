import type { Gender, InterestTag, ProfileTraits } from '../../io/entities/profile-attributes';
import type { ProfileEdit } from '../../io/entities/profile';
import type { Queryable } from '../db/database';
import { runAccountCommand } from '../modules/accounts/commands';
import { interestIds } from '../modules/reference/interests';
import { aboutPhrases } from './about-phrases';
import type { DemoMember } from './members';
import { createPrng, type Prng } from './prng';
import { allCountries } from './sites';

type Weights<T> = ReadonlyArray<readonly [T, number]>;
type Sexuality = NonNullable<ProfileTraits['sexuality']>;

const sexualityByGender: Readonly<Record<Gender, Weights<Sexuality>>> = {
  female: [['hetero', 70], ['bi', 20], ['lesbian', 10]],
  male: [['hetero', 75], ['gay', 13], ['bi', 12]],
  couple: [['hetero', 50], ['bi', 50]],
  trans: [['hetero', 30], ['bi', 40], ['gay', 15], ['lesbian', 15]],
};
const hair: Weights<NonNullable<ProfileTraits['hair_colour']>> = [['brown', 40], ['blond', 25], ['black', 18], ['red', 5], ['grey', 8], ['other', 4]];
const eyes: Weights<NonNullable<ProfileTraits['eye_colour']>> = [['brown', 40], ['blue', 30], ['green', 12], ['grey', 8], ['hazel', 10]];
const body: Weights<NonNullable<ProfileTraits['body_type']>> = [['average', 40], ['slim', 25], ['athletic', 18], ['curvy', 12], ['large', 5]];
const single: Weights<NonNullable<ProfileTraits['relationship_status']>> = [['single', 70], ['divorced', 15], ['relationship', 8], ['married', 5], ['widowed', 2]];
const together: Weights<NonNullable<ProfileTraits['relationship_status']>> = [['married', 60], ['relationship', 40]];
const tattoos: Weights<NonNullable<ProfileTraits['tattoos']>> = [['none', 55], ['some', 35], ['many', 10]];
const reasons: Weights<NonNullable<ProfileTraits['reason']>> = [['dating', 35], ['adventure', 25], ['chat', 15], ['relationship', 15], ['friendship', 10]];

const traitsOf = (prng: Prng, gender: Gender): ProfileTraits => {
  const traits: ProfileTraits = {};
  // Most members state a trait; some leave it open, as real members do (absent, not undefined).
  const state = <K extends keyof ProfileTraits>(key: K, weights: Weights<NonNullable<ProfileTraits[K]>>): void => {
    const value = prng.weighted(weights);
    if (prng.chance(0.85)) traits[key] = value;
  };
  state('sexuality', sexualityByGender[gender]);
  state('hair_colour', hair);
  state('eye_colour', eyes);
  state('body_type', body);
  state('relationship_status', gender === 'couple' ? together : single);
  state('tattoos', tattoos);
  state('reason', reasons);
  return traits;
};

/** 3 to 8 distinct interests, in the order drawn. */
const interestsOf = (prng: Prng): InterestTag[] => {
  const left = [...interestIds];
  return Array.from({ length: prng.int(3, 8) }, () => left.splice(prng.int(0, left.length - 1), 1)).flat();
};

/** An opening, one or two more sentences, and on a line of its own a closing, in the member's language. */
const aboutOf = (prng: Prng, member: DemoMember): string => {
  const bank = aboutPhrases[member.language];
  const middles = [...bank.middles];
  const body = Array.from({ length: prng.int(1, 2) }, () => middles.splice(prng.int(0, middles.length - 1), 1)).flat();
  return `${[prng.pick(bank.openings), ...body].join(' ')}\n\n${prng.pick(bank.closings)}`;
};

/** A demo member's profile facts, the same for the same id every time, independent of the seed's other draws. */
export const demoProfileOf = (memberId: number, member: DemoMember): ProfileEdit => {
  const prng = createPrng(memberId * 7_919 + 104_729);
  return { ...traitsOf(prng, member.gender), interests: interestsOf(prng), about: aboutOf(prng, member) };
};

/** Writes the demo profile through the EditProfile command, as the member's PUT /api/profile.php would. */
export const seedProfile = async (tx: Queryable, memberId: number, member: DemoMember, at: Date): Promise<void> => {
  const decision = await runAccountCommand(tx, memberId, {
    type: 'EditProfile',
    data: { changes: demoProfileOf(memberId, member), siteCountries: allCountries, at },
  });
  if (decision.kind === 'rejected') throw new Error(`demo profile of ${memberId} refused: ${JSON.stringify(decision.reason)}`);
};
