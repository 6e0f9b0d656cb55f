import { lazy, type ComponentType } from 'react';
import type { MessagePack } from '../../io/message-packs';
import type { RouteId } from '../../machines/shell/route-table';

/**
 * Loads a route chunk and the message packs it shows; app/ wraps it with the progress bar and the
 * one-reload-per-minute guard. tests/locales/message-packs.test.ts checks each screen's packs.
 */
export type ChunkLoader = <T>(importer: () => Promise<T>, packs?: ReadonlyArray<MessagePack>) => Promise<T>;

/** What a route shows: a lazy screen in its own chunk. */
export type ScreenEntry = ComponentType;

/** Every screen its own chunk, loaded on first visit; made once per app so no re-render remounts one. */
const lazyScreens = (load: ChunkLoader) => ({
  legal: lazy(() => load(() => import('../documents/LegalScreen'), ['screen']).then((m) => ({ default: m.LegalScreen }))),
  langConfig: lazy(() => load(() => import('./LangConfigScreen'), ['screen']).then((m) => ({ default: m.LangConfigScreen }))),
  landing: lazy(() => load(() => import('./LandingScreen'), ['landing', 'members']).then((m) => ({ default: m.LandingScreen }))),
  login: lazy(() => load(() => import('./LoginScreen'), ['login']).then((m) => ({ default: m.LoginScreen }))),
  members: lazy(() => load(() => import('./MembersScreen'), ['members']).then((m) => ({ default: m.MembersScreen }))),
  profile: lazy(() => load(() => import('./MemberProfileScreen'), ['profile']).then((m) => ({ default: m.MemberProfileScreen }))),
  chats: lazy(() => load(() => import('../chat/ChatsScreen'), ['chat', 'profile']).then((m) => ({ default: m.ChatsScreen }))),
  likes: lazy(() => load(() => import('./LikesScreen'), ['likes', 'members']).then((m) => ({ default: m.LikesScreen }))),
  swipeGame: lazy(() => load(() => import('../swipe-game/SwipeGameScreen'), ['swipeGame', 'members']).then((m) => ({ default: m.SwipeGameScreen }))),
  matchFinder: lazy(() => load(() => import('../match-finder/MatchFinderScreen'), ['matchFinder', 'members']).then((m) => ({ default: m.MatchFinderScreen }))),
  ownProfile: lazy(() => load(() => import('./ProfileScreen'), ['profileEdit', 'profile', 'screen']).then((m) => ({ default: m.ProfileScreen }))),
  settings: lazy(() => load(() => import('./SettingsScreen'), ['settings', 'screen', 'features']).then((m) => ({ default: m.SettingsScreen }))),
  notifications: lazy(() => load(() => import('./NotificationsScreen'), ['settings', 'screen']).then((m) => ({ default: m.NotificationsScreen }))),
  credits: lazy(() => load(() => import('../payments/CreditsScreen'), ['payments', 'features']).then((m) => ({ default: m.CreditsScreen }))),
  repeatOrder: lazy(() => load(() => import('../payments/RepeatOrderScreen'), ['payments']).then((m) => ({ default: m.RepeatOrderScreen }))),
  directDebit: lazy(() => load(() => import('../payments/DirectDebitScreen'), ['payments']).then((m) => ({ default: m.DirectDebitScreen }))),
  transactions: lazy(() => load(() => import('../payments/TransactionsScreen'), ['payments']).then((m) => ({ default: m.TransactionsScreen }))),
  premium: lazy(() => load(() => import('../payments/PremiumScreen'), ['payments', 'screen']).then((m) => ({ default: m.PremiumScreen }))),
  signup: lazy(() => load(() => import('../signup/SignupScreen'), ['signup', 'profileEdit', 'profile', 'features']).then((m) => ({ default: m.SignupScreen }))),
  completeSignup: lazy(() => load(() => import('../signup/CompleteSignupScreen'), ['signup', 'chat']).then((m) => ({ default: m.CompleteSignupScreen }))),
  signupMatches: lazy(() => load(() => import('../signup/SignupMatchesScreen'), ['signup', 'matchFinder', 'members']).then((m) => ({ default: m.SignupMatchesScreen }))),
  activateDone: lazy(() => load(() => import('../signup/ActivateScreens'), ['signup', 'chat']).then((m) => ({ default: m.ActivateDoneScreen }))),
  activateError: lazy(() => load(() => import('../signup/ActivateScreens'), ['signup', 'chat']).then((m) => ({ default: m.ActivateErrorScreen }))),
  pricing: lazy(() => load(() => import('../payments/PremiumScreen'), ['payments', 'screen']).then((m) => ({ default: m.PricingScreen }))),
  resetPassword: lazy(() => load(() => import('../account/ResetPasswordScreen'), ['account']).then((m) => ({ default: m.ResetPasswordScreen }))),
  newPassword: lazy(() => load(() => import('../account/NewPasswordScreen'), ['account']).then((m) => ({ default: m.NewPasswordScreen }))),
  mailChange: lazy(() => load(() => import('../account/MailChangeScreen'), ['account']).then((m) => ({ default: m.MailChangeScreen }))),
  accountDeleted: lazy(() => load(() => import('../account/AccountDeletedScreen'), ['account']).then((m) => ({ default: m.AccountDeletedScreen }))),
  complaints: lazy(() => load(() => import('../account/ComplaintsScreen'), ['account', 'screen']).then((m) => ({ default: m.ComplaintsScreen }))),
  memberLanding: lazy(() => load(() => import('../landers/MemberLandingScreen'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MemberLandingScreen }))),
  memberSignup: lazy(() => load(() => import('../landers/MemberSignupScreen'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MemberSignupScreen }))),
  memberChatLanding: lazy(() => load(() => import('../landers/MemberChatLandingScreen'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MemberChatLandingScreen }))),
  memberPhotoLanding: lazy(() => load(() => import('../landers/MemberPhotoLandingScreen'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MemberPhotoLandingScreen }))),
  tinderswipe: lazy(() => load(() => import('../landers/TinderSwipeLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.TinderSwipeLander }))),
  aloneTonight: lazy(() => load(() => import('../landers/AloneTonightLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.AloneTonightLander }))),
  collageLander: lazy(() => load(() => import('../landers/CollageLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.CollageLander }))),
  galleryLander: lazy(() => load(() => import('../landers/GalleryLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.GalleryLander }))),
  iconsLander: lazy(() => load(() => import('../landers/IconsLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.IconsLander }))),
  mapLander: lazy(() => load(() => import('../landers/MapLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.MapLander }))),
  socialNetworkLander: lazy(() => load(() => import('../landers/SocialNetworkLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.SocialNetworkLander }))),
  transitionsVideoLander: lazy(() => load(() => import('../landers/TransitionsVideoLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.TransitionsVideoLander }))),
  videoLander: lazy(() => load(() => import('../landers/VideoLander'), ['landers', 'signup', 'profile', 'members']).then((m) => ({ default: m.VideoLander }))),
});

/** The signup modal's form (spec §2), its own chunk: loaded when a visitor first opens it. */
export const createSignupModal = (load: ChunkLoader): ScreenEntry =>
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
