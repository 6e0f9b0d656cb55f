import type { SnapshotFrom } from 'xstate';
import type { User } from '../../io/entities/user';
import type { appMachine } from '../app/app.machine';
import { creditsBadgeTone } from '../app/totals';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** Spec §2: what the top navigation offers next to the areas: the credits link, a Get Premium button, or nothing. */
export type CreditsOrPremium = 'credits' | 'getPremium' | 'none';

/** Paid members see their credits; unpaid members a Get Premium button; visitors neither. */
export const creditsOrPremium = (user: User | null): CreditsOrPremium => (user === null ? 'none' : user.paid_user ? 'credits' : 'getPremium');

export const selectCreditsOrPremium = (s: AppSnapshot): CreditsOrPremium => creditsOrPremium(s.context.user);

/** The member's credits (0 for a visitor). */
export const selectCredits = (s: AppSnapshot): number => s.context.user?.credits ?? 0;

/** Spec §2: the credits badge at 10 credits or fewer, warning colour above 0, danger at 0 ('none': no badge). */
export const selectCreditsBadgeTone = (s: AppSnapshot): ReturnType<typeof creditsBadgeTone> => creditsBadgeTone(selectCredits(s));
