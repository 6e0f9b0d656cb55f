import type { AnyStateMachine } from 'xstate';
import { activationDoneMachine } from '../signup/activation-done.machine';
import { alertsMachine } from '../alerts/alerts.machine';
import { auditMachine } from '../staff/audit.machine';
import { bannedMachine } from '../staff/banned.machine';
import { reportQueueMachine } from '../staff/report-queue.machine';
import { supportMachine } from '../staff/support.machine';
import { deskMachine } from '../staff/desk.machine';
import { siteSettingsMachine } from '../staff/site-settings.machine';
import { packagePricesMachine } from '../staff/package-prices.machine';
import { discountCodesMachine } from '../staff/discount-codes.machine';
import { staffAccountsMachine } from '../staff/staff-accounts.machine';
import { dashboardMachine } from '../staff/dashboard.machine';
import { complaintQueueMachine } from '../staff/complaint-queue.machine';
import { memberDataMachine } from '../staff/member-data.machine';
import { appMachine } from '../app/app.machine';
import { chatMachine } from '../chat/chat.machine';
import { complaintMachine } from '../account/complaint.machine';
import { completeSignupMachine } from '../signup/complete-signup.machine';
import { connectivityMachine } from '../connectivity/connectivity.machine';
import { creditsMachine } from '../credits/credits.machine';
import { deletionMachine } from '../deletion/deletion.machine';
import { directDebitMachine } from '../direct-debit/direct-debit.machine';
import { emailChangeMachine } from '../email-change/email-change.machine';
import { entryWarningMachine } from '../entry-warning/entry-warning.machine';
import { geolocationMachine } from '../geolocation/geolocation.machine';
import { landerDeckMachine } from '../lander-deck/lander-deck.machine';
import { likeModalMachine } from '../like-modal/like-modal.machine';
import { likesMachine } from '../likes/likes.machine';
import { localeMachine } from '../locale/locale.machine';
import { locationMachine } from '../location/location.machine';
import { mailChangeMachine } from '../account/mail-change.machine';
import { matchFinderMachine } from '../match-finder/match-finder.machine';
import { matchModalMachine } from '../match-modal/match-modal.machine';
import { membersMachine } from '../members/members.machine';
import { notificationsMachine } from '../notifications/notifications.machine';
import { outboxMachine } from '../chat/outbox.machine';
import { passwordMachine } from '../password/password.machine';
import { paymentMachine } from '../payment/payment.machine';
import { photosMachine } from '../photos/photos.machine';
import { photoQueueMachine } from '../staff/photo-queue.machine';
import { textQueueMachine } from '../staff/text-queue.machine';
import { staffConsoleMachine } from '../staff/console.machine';
import { pricesMachine } from '../credits/prices.machine';
import { profileEditMachine } from '../profile-edit/profile-edit.machine';
import { profileViewMachine } from '../profile-view/profile-view.machine';
import { progressMachine } from '../progress/progress.machine';
import { publicPageMachine } from '../public-page/public-page.machine';
import { pushMachine } from '../push/push.machine';
import { reactivationMachine } from '../account/reactivation.machine';
import { removalMachine } from '../chat/removal.machine';
import { repeatOrderMachine } from '../credits/repeat-order.machine';
import { reportMachine } from '../report/report.machine';
import { resendActivationMachine } from '../activation/resend.machine';
import { resetPasswordMachine } from '../account/reset-password.machine';
import { resetRequestMachine } from '../account/reset-request.machine';
import { settingsMachine } from '../settings/settings.machine';
import { signupFormMachine } from '../signup/signup-form.machine';
import { signupModalMachine } from '../signup/signup-modal.machine';
import { signupStepsMachine } from '../signup/signup-steps.machine';
import { swipeGameMachine } from '../swipe-game/swipe-game.machine';
import { timeBonusMachine } from '../time-bonus/time-bonus.machine';
import { trackingMachine } from '../tracking/tracking.machine';
import { visualiserMachine } from './visualiser.machine';
import { transactionsMachine } from '../payment/transactions.machine';

/**
 * Every machine of machines/, under the id it was created with. A machine added to machines/ and not
 * here fails tests/machines/statecharts/catalog.test.ts; the one-line descriptions are messages keyed by
 * these ids (views/statecharts/machine-descriptions.ts), so a missing one does not compile.
 */
export const machineCatalog = {
  app: appMachine,
  locale: localeMachine,
  progress: progressMachine,
  connectivity: connectivityMachine,
  alerts: alertsMachine,
  timeBonus: timeBonusMachine,
  likeModal: likeModalMachine,
  matchModal: matchModalMachine,
  entryWarning: entryWarningMachine,
  tracking: trackingMachine,
  push: pushMachine,
  geolocation: geolocationMachine,
  location: locationMachine,
  publicPage: publicPageMachine,
  landerDeck: landerDeckMachine,
  members: membersMachine,
  profileView: profileViewMachine,
  report: reportMachine,
  likes: likesMachine,
  matchFinder: matchFinderMachine,
  swipeGame: swipeGameMachine,
  photos: photosMachine,
  profileEdit: profileEditMachine,
  chat: chatMachine,
  outbox: outboxMachine,
  removal: removalMachine,
  credits: creditsMachine,
  prices: pricesMachine,
  repeatOrder: repeatOrderMachine,
  directDebit: directDebitMachine,
  payment: paymentMachine,
  transactions: transactionsMachine,
  signupForm: signupFormMachine,
  signupModal: signupModalMachine,
  signupSteps: signupStepsMachine,
  completeSignup: completeSignupMachine,
  activationDone: activationDoneMachine,
  resendActivation: resendActivationMachine,
  settings: settingsMachine,
  emailChange: emailChangeMachine,
  password: passwordMachine,
  notifications: notificationsMachine,
  deletion: deletionMachine,
  mailChange: mailChangeMachine,
  resetRequest: resetRequestMachine,
  resetPassword: resetPasswordMachine,
  reactivation: reactivationMachine,
  complaint: complaintMachine,
  staffConsole: staffConsoleMachine,
  desk: deskMachine,
  siteSettings: siteSettingsMachine,
  packagePrices: packagePricesMachine,
  discountCodes: discountCodesMachine,
  staffAccounts: staffAccountsMachine,
  photoQueue: photoQueueMachine,
  textQueue: textQueueMachine,
  reportQueue: reportQueueMachine,
  banned: bannedMachine,
  support: supportMachine,
  memberData: memberDataMachine,
  complaintQueue: complaintQueueMachine,
  audit: auditMachine,
  dashboard: dashboardMachine,
  statecharts: visualiserMachine,
} satisfies Record<string, AnyStateMachine>;

export type MachineId = keyof typeof machineCatalog;

/** Where a machine belongs in the product: the visualiser's list groups them so. */
export type MachineArea = 'shell' | 'members' | 'chat' | 'payments' | 'account' | 'staff' | 'tools';

const area = (name: MachineArea, ids: ReadonlyArray<MachineId>) => ({ name, ids });

/** The catalog in the visualiser's order, each machine in one area (checked by the catalog test). */
export const machineAreas = [
  area('shell', ['app', 'locale', 'progress', 'connectivity', 'alerts', 'timeBonus', 'likeModal', 'matchModal', 'entryWarning', 'tracking', 'push', 'geolocation', 'location', 'publicPage', 'landerDeck']),
  area('members', ['members', 'profileView', 'report', 'likes', 'matchFinder', 'swipeGame', 'photos', 'profileEdit']),
  area('chat', ['chat', 'outbox', 'removal']),
  area('payments', ['credits', 'prices', 'repeatOrder', 'directDebit', 'payment', 'transactions']),
  area('account', ['signupForm', 'signupModal', 'signupSteps', 'completeSignup', 'activationDone', 'resendActivation', 'settings', 'emailChange', 'password', 'notifications', 'deletion', 'mailChange', 'resetRequest', 'resetPassword', 'reactivation', 'complaint']),
  area('staff', [
    'staffConsole', 'photoQueue', 'textQueue', 'reportQueue', 'banned', 'support', 'memberData', 'complaintQueue', 'audit', 'desk', 'siteSettings', 'packagePrices',
    'discountCodes', 'staffAccounts', 'dashboard',
  ]),
  area('tools', ['statecharts']),
];

export const machineIds = Object.keys(machineCatalog) as MachineId[];

export const isMachineId = (id: string): id is MachineId => Object.hasOwn(machineCatalog, id);
