import { InterestTag } from '../../../io/entities/profile-attributes';

/** The 50 interest ids, in the codec's order. */
export const interestIds: ReadonlyArray<InterestTag> = Object.keys(InterestTag.keys).filter(InterestTag.is);
