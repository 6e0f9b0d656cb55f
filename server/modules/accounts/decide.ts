import { banMember, disableByStaff, unbanMember, warnMember, type ModerationRejection, type StaffDecisionData } from './moderation';
import type { Locale } from '../../../io/entities/locale';
import type { MainImage } from '../../../io/entities/user';
import { accept, reject, type Decision } from '../../events/decision';
import { normalizeEmail } from './email';
import { editProfile, type EditProfileData, type InvalidProfileField } from './edit-profile';
import { correctCredits, grantCredits, refundCredits, spendCredits, type CorrectionData, type CreditsRejection, type GrantData, type RefundData, type SpendData } from './credits';
import { changeEmail, changePassword, resetPassword, type ChangeEmailData, type ChangePasswordData, type CredentialsRejection, type ResetPasswordData } from './credentials';
import type { AccountEvent, AccountState, NotificationsDisabledReason } from './events';
import { deleteAccount, eraseAccount, reactivateAccount, requestErasure, type DeleteAccountData, type LeavingRejection, type ReactivateAccountData } from './leaving';
import { resumeNotifications, setNotificationChoices, type SetNotificationChoicesData } from './notifications';
import { approveText, editText, flaggedTextEvents, type TextEditData, type TextReviewRejection } from './text-review';

type MemberProfile = Extract<AccountEvent, { type: 'MemberRegistered' }>['data'];

/** Commands on an account. Ids, hashes and the time are decided outside and passed in. */
export type AccountCommand =
  | {
      readonly type: 'RegisterMember';
      /** `flaggedWords`: the site's word list the name is checked with (absent: none; the other text rules apply regardless). */
      readonly data: Omit<MemberProfile, 'registeredAt'> & { readonly at: Date; readonly flaggedWords?: ReadonlyArray<string> };
    }
  | { readonly type: 'ConfirmEmail'; readonly data: { readonly at: Date } }
  | { readonly type: 'DisableProfile'; readonly data: { readonly at: Date } }
  | { readonly type: 'EnableProfile'; readonly data: { readonly at: Date } }
  | { readonly type: 'DisableNotifications'; readonly data: { readonly reason: NotificationsDisabledReason; readonly at: Date } }
  | { readonly type: 'ChangeLanguage'; readonly data: { readonly language: Locale; readonly at: Date } }
  | { readonly type: 'SetMainImage'; readonly data: { readonly image: MainImage; readonly at: Date } }
  | { readonly type: 'PurchaseCredits'; readonly data: { readonly paymentId: string; readonly credits: number; readonly at: Date } }
  | { readonly type: 'GrantCredits'; readonly data: GrantData }
  | { readonly type: 'SpendCredits'; readonly data: SpendData }
  | { readonly type: 'RefundCredits'; readonly data: RefundData }
  | { readonly type: 'StartSession'; readonly data: { readonly sessionHash: string; readonly expiresAt: Date; readonly at: Date } }
  | { readonly type: 'EndSession'; readonly data: { readonly sessionHash: string; readonly at: Date } }
  | { readonly type: 'EditProfile'; readonly data: EditProfileData }
  | { readonly type: 'SetInvisibleMode'; readonly data: { readonly invisible: boolean; readonly at: Date } }
  | { readonly type: 'DeleteAccount'; readonly data: DeleteAccountData }
  | { readonly type: 'ReactivateAccount'; readonly data: ReactivateAccountData }
  | { readonly type: 'EraseAccount'; readonly data: { readonly at: Date } }
  | { readonly type: 'ChangePassword'; readonly data: ChangePasswordData }
  | { readonly type: 'ResetPassword'; readonly data: ResetPasswordData }
  | { readonly type: 'ChangeEmail'; readonly data: ChangeEmailData }
  | { readonly type: 'SetNotificationChoices'; readonly data: SetNotificationChoicesData }
  | { readonly type: 'ResumeNotifications'; readonly data: { readonly at: Date } }
  | { readonly type: 'BanMember' | 'UnbanMember' | 'WarnMember' | 'DisableProfileByStaff' | 'RequestErasure'; readonly data: StaffDecisionData }
  | { readonly type: 'CorrectCredits'; readonly data: CorrectionData }
  | { readonly type: 'ApproveText'; readonly data: Omit<TextEditData, 'replacement' | 'reason'> }
  | { readonly type: 'EditText'; readonly data: TextEditData };

export type AccountRejection =
  | 'already_registered' | 'not_registered' | CreditsRejection | InvalidProfileField | LeavingRejection | CredentialsRejection | ModerationRejection | TextReviewRejection;

/**
 * What a deleted or erased account still takes: the leaving commands themselves, ending a session, and money
 * (a payment paid or refunded late is still recorded: money is never lost). Anything else is refused.
 */
const allowedWhileGone: ReadonlySet<AccountCommand['type']> = new Set([
  'DeleteAccount', 'ReactivateAccount', 'EraseAccount', 'EndSession', 'PurchaseCredits', 'GrantCredits', 'RefundCredits', 'DisableNotifications',
]);

type AccountDecision = Decision<AccountEvent, AccountRejection>;
type Registered = Extract<AccountState, { status: 'registered' }>;
type CommandOf<T extends AccountCommand['type']> = Extract<AccountCommand, { type: T }>;

export const registerMember = ({ data }: CommandOf<'RegisterMember'>, state: AccountState): AccountDecision => {
  if (state.status === 'registered') return reject('already_registered');
  const { at, flaggedWords, ...profile } = data;
  const email = profile.email === null ? null : normalizeEmail(profile.email);
  return accept(
    { type: 'MemberRegistered', data: { ...profile, email, registeredAt: at.toISOString() } },
    ...flaggedTextEvents('name', profile.name, { memberId: profile.memberId, country: profile.country, flaggedWords, at }),
  );
};

/** Confirming twice (the activation link opened again) records nothing. */
export const confirmEmail = ({ data }: CommandOf<'ConfirmEmail'>, state: Registered): AccountDecision =>
  state.emailConfirmed ? accept() : accept({ type: 'EmailConfirmed', data: { memberId: state.memberId, confirmedAt: data.at.toISOString() } });

export const disableProfile = ({ data }: CommandOf<'DisableProfile'>, state: Registered): AccountDecision =>
  state.profileEnabled ? accept({ type: 'ProfileDisabled', data: { memberId: state.memberId, disabledAt: data.at.toISOString() } }) : accept();

export const enableProfile = ({ data }: CommandOf<'EnableProfile'>, state: Registered): AccountDecision =>
  state.profileEnabled ? accept() : accept({ type: 'ProfileEnabled', data: { memberId: state.memberId, enabledAt: data.at.toISOString() } });

/** Each reason is recorded once: a second bounce adds nothing. */
export const disableNotifications = ({ data }: CommandOf<'DisableNotifications'>, state: Registered): AccountDecision =>
  state.notificationsDisabled.includes(data.reason)
    ? accept()
    : accept({ type: 'NotificationsDisabled', data: { memberId: state.memberId, reason: data.reason, disabledAt: data.at.toISOString() } });

/** Choosing the language already set records nothing. */
export const changeLanguage = ({ data }: CommandOf<'ChangeLanguage'>, state: Registered): AccountDecision =>
  state.language === data.language
    ? accept()
    : accept({ type: 'LanguageChanged', data: { memberId: state.memberId, language: data.language, changedAt: data.at.toISOString() } });

export const setMainImage = ({ data }: CommandOf<'SetMainImage'>, state: Registered): AccountDecision =>
  accept({ type: 'MainImageSet', data: { memberId: state.memberId, image: data.image, setAt: data.at.toISOString() } });

/** Idempotent on the payment id: a payment reported twice (a retried webhook) is credited once. */
export const purchaseCredits = ({ data }: CommandOf<'PurchaseCredits'>, state: Registered): AccountDecision => {
  if (state.paymentIds.has(data.paymentId)) return accept();
  return data.credits <= 0
    ? reject('no_credits')
    : accept({
        type: 'CreditsPurchased',
        data: { memberId: state.memberId, paymentId: data.paymentId, credits: data.credits, purchasedAt: data.at.toISOString() },
      });
};

export const startSession = ({ data }: CommandOf<'StartSession'>, state: Registered): AccountDecision =>
  accept({
    type: 'SessionStarted',
    data: { memberId: state.memberId, sessionHash: data.sessionHash, startedAt: data.at.toISOString(), expiresAt: data.expiresAt.toISOString() },
  });

/** Ending a session that is not open (already ended, or never this member's) records nothing. */
export const endSession = ({ data }: CommandOf<'EndSession'>, state: Registered): AccountDecision =>
  state.sessions.has(data.sessionHash)
    ? accept({ type: 'SessionEnded', data: { memberId: state.memberId, sessionHash: data.sessionHash, endedAt: data.at.toISOString() } })
    : accept();

/** Choosing the mode already set records nothing. */
export const setInvisibleMode = ({ data }: CommandOf<'SetInvisibleMode'>, state: Registered): AccountDecision =>
  state.invisible === data.invisible
    ? accept()
    : accept({ type: 'InvisibleModeChanged', data: { memberId: state.memberId, invisible: data.invisible, changedAt: data.at.toISOString() } });

export const decide = (command: AccountCommand, state: AccountState): AccountDecision => {
  if (command.type === 'RegisterMember') return registerMember(command, state);
  if (state.status !== 'registered') return reject('not_registered');
  // A banned member logs in nowhere: no session starts, whatever path asks for one.
  if (state.banned && command.type === 'StartSession') return reject('banned');
  if (state.lifecycle.kind !== 'live' && !allowedWhileGone.has(command.type)) return reject('account_deleted');
  switch (command.type) {
    case 'ConfirmEmail':
      return confirmEmail(command, state);
    case 'DisableProfile':
      return disableProfile(command, state);
    case 'EnableProfile':
      return enableProfile(command, state);
    case 'DisableNotifications':
      return disableNotifications(command, state);
    case 'ChangeLanguage':
      return changeLanguage(command, state);
    case 'SetMainImage':
      return setMainImage(command, state);
    case 'PurchaseCredits':
      return purchaseCredits(command, state);
    case 'GrantCredits':
      return grantCredits(command.data, state);
    case 'SpendCredits':
      return spendCredits(command.data, state);
    case 'RefundCredits':
      return refundCredits(command.data, state);
    case 'StartSession':
      return startSession(command, state);
    case 'EndSession':
      return endSession(command, state);
    case 'EditProfile':
      return editProfile(command.data, state);
    case 'SetInvisibleMode':
      return setInvisibleMode(command, state);
    case 'DeleteAccount':
      return deleteAccount(command.data, state);
    case 'ReactivateAccount':
      return reactivateAccount(command.data, state);
    case 'EraseAccount':
      return eraseAccount(command.data.at, state);
    case 'ChangePassword':
      return changePassword(command.data, state);
    case 'ResetPassword':
      return resetPassword(command.data, state);
    case 'ChangeEmail':
      return changeEmail(command.data, state);
    case 'SetNotificationChoices':
      return setNotificationChoices(command.data, state);
    case 'ResumeNotifications':
      return resumeNotifications(command.data.at, state);
    case 'BanMember':
      return banMember(command.data, state);
    case 'UnbanMember':
      return unbanMember(command.data, state);
    case 'WarnMember':
      return warnMember(command.data, state);
    case 'DisableProfileByStaff':
      return disableByStaff(command.data, state);
    case 'CorrectCredits':
      return correctCredits(command.data, state);
    case 'ApproveText':
      return approveText(command.data, state);
    case 'EditText':
      return editText(command.data, state);
    case 'RequestErasure':
      return requestErasure(command.data, state);
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
