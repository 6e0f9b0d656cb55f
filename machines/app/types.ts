import type { User } from '../../io/entities/user';
import type { Settings } from '../../io/entities/settings';
import type { Chat, LikesOverview } from '../../io/entities/chat';
import type { LiveSignal } from '../../io/entities/live';
import type { ChatTarget } from '../../io/entities/outbox';
import type { LoginError } from './login-error';

export interface Credentials {
  readonly email: string;
  readonly password: string;
  /** The account is deleted but not final yet (spec §8): this login brings it back. */
  readonly reactivate: boolean;
}

/**
 * What greets a member whose session began elsewhere than the login form, or by bringing a deleted account
 * back; message ids are the view's (views/shell/SessionNotice.tsx).
 */
export type SessionNotice = 'passwordReset' | 'reactivated';

/** Everything a refresh cycle brings back. */
export interface MemberData {
  readonly user: User;
  readonly chats: ReadonlyArray<Chat>;
  readonly likes: LikesOverview;
}

export interface AppInput {
  readonly settings: Settings;
  readonly pushSubscribed: boolean;
  /** The session the page was served with; absent: ask the server (loadUser). */
  readonly session?: { readonly user: User | null };
}

export interface AppContext {
  readonly settings: Settings;
  readonly user: User | null;
  /** True until the start has used the inlined session instead of loading it. */
  readonly inlinedSession: boolean;
  readonly chats: ReadonlyArray<Chat>;
  readonly likes: LikesOverview | null;
  readonly loginError: LoginError | null;
  /** The notice the member's session greets them with (shown while logged in, until dismissed). */
  readonly notice: SessionNotice | null;
  readonly pushSubscribed: boolean;
}

export type AppEvent =
  | { type: 'session.login'; email: string; password: string; reactivate?: boolean }
  /** The server opened a session without the login form (a signup, a password reset, a reactivation link): this member is here now. */
  | { type: 'session.started'; user: User; notice?: SessionNotice }
  | { type: 'notice.dismiss' }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  | { type: 'timer.elapsed' }
  | { type: 'push.subscriptionChanged'; subscribed: boolean }
  | { type: 'push.message' }
  /** The member's live stream told of a message or a receipt, or reopened after notices may have been missed. */
  | { type: 'live.changed'; signal: LiveSignal }
  /** A send or a purchase changed the member's balance (the credits badge follows at once). */
  | { type: 'credits.changed'; credits: number }
  /** A site admin published the site's settings (read again after a live notice). */
  | { type: 'settings.changed'; settings: Settings }
  | { type: 'user.changed'; user: User }
  /** The member removed a conversation, or every one with a member (spec §4: locally first, the server follows). */
  | { type: 'chats.removed'; target: ChatTarget };

/** Sent to the totals sink whenever the attention count may have changed. */
export interface TotalsChanged {
  type: 'totals.changed';
  count: number;
}
