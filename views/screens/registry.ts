import { lazy, type ComponentType } from 'react';
import { preloadable, type PreloadableScreen } from './preloadable';
import type { MessagePack } from '../../io/message-packs';
import type { RouteId } from '../../machines/shell/route-table';

/**
 * Loads a route chunk and the message packs it shows; app/ wraps it with the progress bar and the
 * one-reload-per-minute guard. tests/locales/message-packs.test.ts checks each screen's packs.
 */
export type ChunkLoader = <T>(importer: () => Promise<T>, packs?: ReadonlyArray<MessagePack>) => Promise<T>;

/** What a route shows: a lazy screen in its own chunk, loadable ahead of a hydration. */
export type ScreenEntry = PreloadableScreen;

/** Every screen its own chunk, loaded on first visit; made once per app so no re-render remounts one. */
const lazyScreens = (load: ChunkLoader) => ({
  legal: preloadable(() => load(() => import('../documents/LegalScreen'), ['screen']).then((m) => ({ default: m.LegalScreen }))),
  langConfig: preloadable(() => load(() => import('./LangConfigScreen'), ['screen']).then((m) => ({ default: m.LangConfigScreen }))),
  statecharts: preloadable(() => load(() => import('../statecharts/StatechartsScreen'), ['statecharts']).then((m) => ({ default: m.StatechartsScreen }))),
  staff: preloadable(() => load(() => import('../staff/StaffConsoleScreen'), ['staff', 'payments']).then((m) => ({ default: m.StaffConsoleScreen }))),
  landing: preloadable(() => load(() => import('./LandingScreen'), ['landing', 'members']).then((m) => ({ default: m.LandingScreen }))),
  login: preloadable(() => load(() => import('./LoginScreen'), ['login', 'screen']).then((m) => ({ default: m.LoginScreen }))),
  members: preloadable(() => load(() => import('./MembersScreen'), ['members']).then((m) => ({ default: m.MembersScreen }))),
  profile: preloadable(() => load(() => import('./MemberProfileScreen'), ['profile']).then((m) => ({ default: m.MemberProfileScreen }))),
  chats: preloadable(() => load(() => import('../chat/ChatsScreen'), ['chat', 'profile']).then((m) => ({ default: m.ChatsScreen }))),
  likes: preloadable(() => load(() => import('./LikesScreen'), ['likes', 'members']).then((m) => ({ default: m.LikesScreen }))),
  swipeGame: preloadable(() => load(() => import('../swipe-game/SwipeGameScreen'), ['swipeGame', 'members']).then((m) => ({ default: m.SwipeGameScreen }))),
  matchFinder: preloadable(() => load(() => import('../match-finder/MatchFinderScreen'), ['matchFinder', 'members']).then((m) => ({ default: m.MatchFinderScreen }))),
  ownProfile: preloadable(() => load(() => import('./ProfileScreen'), ['profileEdit', 'profile', 'screen']).then((m) => ({ default: m.ProfileScreen }))),
  settings: preloadable(() => load(() => import('./SettingsScreen'), ['settings', 'screen', 'features']).then((m) => ({ default: m.SettingsScreen }))),
  notifications: preloadable(() => load(() => import('./NotificationsScreen'), ['settings', 'screen']).then((m) => ({ default: m.NotificationsScreen }))),
  credits: preloadable(() => load(() => import('../payments/CreditsScreen'), ['payments', 'features']).then((m) => ({ default: m.CreditsScreen }))),
  repeatOrder: preloadable(() => load(() => import('../payments/RepeatOrderScreen'), ['payments']).then((m) => ({ default: m.RepeatOrderScreen }))),
  directDebit: preloadable(() => load(() => import('../payments/DirectDebitScreen'), ['payments']).then((m) => ({ default: m.DirectDebitScreen }))),
  transactions: preloadable(() => load(() => import('../payments/TransactionsScreen'), ['payments']).then((m) => ({ default: m.TransactionsScreen }))),
  premium: preloadable(() => load(() => import('../payments/PremiumScreen'), ['payments', 'screen']).then((m) => ({ default: m.PremiumScreen }))),
  signup: preloadable(() => load(() => import('../signup/SignupScreen'), ['signup', 'profileEdit', 'profile', 'features']).then((m) => ({ default: m.SignupScreen }))),
  completeSignup: preloadable(() => load(() => import('../signup/CompleteSignupScreen'), ['signup', 'chat']).then((m) => ({ default: m.CompleteSignupScreen }))),
  signupMatches: preloadable(() => load(() => import('../signup/SignupMatchesScreen'), ['signup', 'matchFinder', 'members']).then((m) => ({ default: m.SignupMatchesScreen }))),
  activateDone: preloadable(() => load(() => import('../signup/ActivateScreens'), ['signup', 'chat']).then((m) => ({ default: m.ActivateDoneScreen }))),
  activateError: preloadable(() => load(() => import('../signup/ActivateScreens'), ['signup', 'chat']).then((m) => ({ default: m.ActivateErrorScreen }))),
  pricing: preloadable(() => load(() => import('../payments/PremiumScreen'), ['payments', 'screen']).then((m) => ({ default: m.PricingScreen }))),
  resetPassword: preloadable(() => load(() => import('../account/ResetPasswordScreen'), ['account']).then((m) => ({ default: m.ResetPasswordScreen }))),
  newPassword: preloadable(() => load(() => import('../account/NewPasswordScreen'), ['account']).then((m) => ({ default: m.NewPasswordScreen }))),
  mailChange: preloadable(() => load(() => import('../account/MailChangeScreen'), ['account']).then((m) => ({ default: m.MailChangeScreen }))),
  accountDeleted: preloadable(() => load(() => import('../account/AccountDeletedScreen'), ['account']).then((m) => ({ default: m.AccountDeletedScreen }))),
  complaints: preloadable(() => load(() => import('../account/ComplaintsScreen'), ['account', 'screen']).then((m) => ({ default: m.ComplaintsScreen }))),
  memberLanding: preloadable(() => load(() => import('../landers/MemberLandingScreen'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MemberLandingScreen }))),
  memberSignup: preloadable(() => load(() => import('../landers/MemberSignupScreen'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MemberSignupScreen }))),
  memberChatLanding: preloadable(() => load(() => import('../landers/MemberChatLandingScreen'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MemberChatLandingScreen }))),
  memberPhotoLanding: preloadable(() => load(() => import('../landers/MemberPhotoLandingScreen'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MemberPhotoLandingScreen }))),
  tinderswipe: preloadable(() => load(() => import('../landers/TinderSwipeLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.TinderSwipeLander }))),
  aloneTonight: preloadable(() => load(() => import('../landers/AloneTonightLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.AloneTonightLander }))),
  collageLander: preloadable(() => load(() => import('../landers/CollageLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.CollageLander }))),
  galleryLander: preloadable(() => load(() => import('../landers/GalleryLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.GalleryLander }))),
  iconsLander: preloadable(() => load(() => import('../landers/IconsLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.IconsLander }))),
  mapLander: preloadable(() => load(() => import('../landers/MapLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MapLander }))),
  socialNetworkLander: preloadable(() => load(() => import('../landers/SocialNetworkLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.SocialNetworkLander }))),
  transitionsVideoLander: preloadable(() => load(() => import('../landers/TransitionsVideoLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.TransitionsVideoLander }))),
  videoLander: preloadable(() => load(() => import('../landers/VideoLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.VideoLander }))),
});

/** The signup modal's form (spec §2), its own chunk: loaded when a visitor first opens it. */
export const createSignupModal = (load: ChunkLoader): ComponentType =>
  lazy(() => load(() => import('../signup/SignupModal'), ['signup', 'profile']).then((m) => ({ default: m.SignupModal })));

/**
 * Route → screen, one entry per route id of machines/shell/route-table: a route without a screen (or a
 * screen for an id the table does not have) is a compile error. A new screen is one entry here.
 */
export const createScreenRegistry = (load: ChunkLoader): Record<RouteId, ScreenEntry> => {
  const screens = lazyScreens(load);
  return {
    index: screens.landing,
    login: screens.login,
    staff: screens.staff,
    members: screens.members,
    member: screens.profile,
    'likes-member': screens.profile,
    chats: screens.chats,
    chat: screens.chats,
    'member-chat': screens.chats,
    likes: screens.likes,
    'likes-type': screens.likes,
    page: screens.legal,
    'lang-config': screens.langConfig,
    statecharts: screens.statecharts,
    'member-landing': screens.memberLanding,
    'member-signup': screens.memberSignup,
    'member-landing2': screens.memberChatLanding,
    'member-landing3': screens.memberPhotoLanding,
    'credits-repeat': screens.repeatOrder,
    'credits-method': screens.credits,
    credits: screens.credits,
    directdebit: screens.directDebit,
    premium: screens.premium,
    pricing: screens.pricing,
    profile: screens.ownProfile,
    settings: screens.settings,
    notifications: screens.notifications,
    signup: screens.signup,
    'complete-signup': screens.completeSignup,
    'signup-matches': screens.signupMatches,
    'reset-password-do': screens.newPassword,
    'reset-password': screens.resetPassword,
    'activate-done': screens.activateDone,
    'activate-error': screens.activateError,
    'mail-change': screens.mailChange,
    'account-deleted': screens.accountDeleted,
    'match-finder': screens.matchFinder,
    'swipe-game': screens.swipeGame,
    complaints: screens.complaints,
    transactions: screens.transactions,
    'lander-tinderswipe': screens.tinderswipe,
    'lander-alonetonight': screens.aloneTonight,
    'lander-collagelanding': screens.collageLander,
    'lander-gallery': screens.galleryLander,
    'lander-iconslanding': screens.iconsLander,
    'lander-maplanding': screens.mapLander,
    'lander-socialnetwork': screens.socialNetworkLander,
    'lander-transitionsvideolanding': screens.transitionsVideoLander,
    'lander-video': screens.videoLander,
  };
};
