import type { SnapshotFrom } from 'xstate';
import type { appMachine } from './app.machine';
import { newLikes, unreadMessages } from './totals';

type AppSnapshot = SnapshotFrom<typeof appMachine>;

/** 'loading' until the first answer about the session; then 'in' or 'out' (or 'unavailable'). A member on the way out already counts as out. */
export const selectSessionPhase = (s: AppSnapshot): 'loading' | 'in' | 'out' | 'unavailable' =>
  s.matches('loggedIn')
    ? 'in'
    : s.matches('loggedOut') || s.matches('loggingIn') || s.matches('loggingOut')
      ? 'out'
      : s.matches('unavailable')
        ? 'unavailable'
        : 'loading';
/** The member, or null when logged out. */
export const selectUser = (s: AppSnapshot) => s.context.user;
export const selectSettings = (s: AppSnapshot) => s.context.settings;
/** Unread messages over all conversations (a number: stable for useSelector). */
export const selectUnreadMessages = (s: AppSnapshot) => unreadMessages(s.context.chats);
export const selectNewLikes = (s: AppSnapshot) => newLikes(s.context.likes);
export const selectLoginError = (s: AppSnapshot) => s.context.loginError;
/** The notice the member's session greets them with (a reset password, a reactivated account), or null. */
export const selectSessionNotice = (s: AppSnapshot) => (s.matches('loggedIn') ? s.context.notice : null);
export const selectIsLoggingIn = (s: AppSnapshot) => s.matches('loggingIn');
/** Conversations as last loaded. */
export const selectChats = (s: AppSnapshot) => s.context.chats;
/** Chats and likes have not answered yet since the member arrived: lists show a loading state, not "none yet". */
export const selectListsLoading = (s: AppSnapshot) => s.hasTag('listsLoading');
/** The server's VAPID public key, which a push subscription is made with ('' when the server offers no push). */
export const selectPushPublicKey = (s: AppSnapshot) => s.context.settings.push_public_key;
