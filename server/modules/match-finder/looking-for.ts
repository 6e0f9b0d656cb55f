import type { Gender } from '../../../io/entities/profile-attributes';
import { ProfileTraits } from '../../../io/entities/profile-attributes';
import { checked } from '../members/member-row';

const everyone: ReadonlyArray<Gender> = ['female', 'male', 'couple', 'trans'];
const otherOf = (gender: 'male' | 'female'): Gender => (gender === 'male' ? 'female' : 'male');

/**
 * The genders a member looks for, from their gender and stated sexuality (spec §3). A man or woman who
 * states nothing is taken as hetero (the common case); gay and lesbian mean their own gender; bi both.
 * Couples and trans members are shown everyone: a sexuality alone does not say whom they look for.
 */
export const lookingFor = (gender: Gender, sexuality: ProfileTraits['sexuality']): ReadonlyArray<Gender> => {
  if (gender === 'couple' || gender === 'trans') return everyone;
  switch (sexuality) {
    case undefined:
    case 'hetero':
      return [otherOf(gender)];
    case 'gay':
    case 'lesbian':
      return [gender];
    case 'bi':
      return [otherOf(gender), gender];
    default: {
      const _exhaustive: never = sexuality;
      return _exhaustive;
    }
  }
};

/** The stated sexuality in a members.attributes value. */
export const sexualityOf = (attributes: unknown): ProfileTraits['sexuality'] => checked(ProfileTraits, attributes, 'attributes').sexuality;
