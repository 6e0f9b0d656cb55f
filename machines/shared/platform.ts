import type { Observable } from 'rxjs';
import type { InspectionEvent } from 'xstate';
import type { BodyOf, EndpointName, QueryOf, ResponseOf } from '../../io/contract';
import type { StaffCallArgs, StaffEndpointName, StaffResponseOf } from '../../io/staff-contract';
import type { LocalFlag } from '../../io/entities/flags';
import type { LiveSignal } from '../../io/entities/live';
import type { Locale } from '../../io/entities/locale';
import type { User } from '../../io/entities/user';
import type { MemberSummary } from '../../io/entities/member';
import type { GiftId } from '../../io/entities/gift';
import type { ChatTarget, OutboxEntry } from '../../io/entities/outbox';
import type { TrackingRecord } from '../../io/entities/signup';
import type { OutboxSent } from '../chat/outbox.machine';
import type { SessionNotice } from '../app/types';
import type { CompiledMessages, MessagesRequest } from '../locale/locale.machine';
import type { GeolocationPort } from '../geolocation/port';

export interface CallArgs<N extends EndpointName> {
  readonly query?: QueryOf<N>;
  readonly body?: BodyOf<N>;
  /** A multipart body instead of `body` (the photo upload, whose contract body is empty). */
  readonly form?: FormData;
  readonly signal?: AbortSignal;
  /** A keyed call's Idempotency-Key when the caller keeps it (the outbox, across reloads); else one per call. */
  readonly idempotencyKey?: string;
}

/**
 * One answer of a contract call, rejected with an HttpFailure. A call the http adapter ends silently (a
 * 403 it announced as session.expired) stays pending: the machine leaves the state and stops the actor.
 */
export type ApiCall = <N extends EndpointName>(name: N, args?: CallArgs<N>) => Promise<ResponseOf<N>>;

/** One answer of a staff console call; a call whose session ended stays pending (the console hears staffSessionEnded$). */
export type StaffApiCall = <N extends StaffEndpointName>(name: N, args?: StaffCallArgs<N>) => Promise<StaffResponseOf<N>>;

/** Time as the app sees it (virtual in tests). */
export interface PlatformClock {
  /** Emits once after `ms`. */
  timer$(ms: number): Observable<unknown>;
  /** Emits every `ms`. */
  interval$(ms: number): Observable<unknown>;
  /** Milliseconds since the epoch. */
  now(): number;
}

/** What a screen asks of the member's outbox (the keys are made where the outbox runs). */
export type OutboxCommand =
  | { readonly type: 'queue'; readonly target: ChatTarget; readonly text: string; readonly gift: GiftId | null }
  | { readonly type: 'retry'; readonly key: string }
  | { readonly type: 'discard'; readonly key: string };

/** The outbox as a screen sees it: its entries, the one on its way, and each one the server stored. */
export interface OutboxPort {
  readonly tell: (command: OutboxCommand) => void;
  readonly state$: Observable<{ readonly entries: ReadonlyArray<OutboxEntry>; readonly sending: string | null }>;
  readonly sent$: Observable<OutboxSent>;
}

/** The browser's web push as the push feature sees it (app/ gives adapters/push.ts); what it answers is decoded there. */
export interface PushPort {
  /** Whether push is there at all, Notification.permission, and the current subscription's toJSON() or null. */
  readonly read: () => Promise<{ readonly supported: boolean; readonly permission: string; readonly subscription: unknown }>;
  /** The browser's own prompt; answers the permission as it then is. */
  readonly requestPermission: () => Promise<string>;
  /** Subscribes with the server's VAPID public key; answers the subscription's toJSON(). */
  readonly subscribe: (publicKey: string) => Promise<unknown>;
  readonly unsubscribe: () => Promise<void>;
  /** A subscription made or ended in this tab, or the permission changed in the browser. */
  readonly changed$: Observable<void>;
}

/** The inspection channel as the visualiser sees it (adapters/inspection-channel.ts). */
export interface InspectionPort {
  readonly post: (message: unknown) => void;
  readonly messages$: Observable<unknown>;
  readonly close: () => void;
}

/**
 * What the browser offers the features, as plain functions: app/ builds it once from the adapters, each
 * feature's `create<Feature>Implementations` takes the part it needs and turns it into its machine's
 * actors. Machines stay pure; only these injected functions touch the outside world.
 */
export interface Platform {
  readonly call: ApiCall;
  /** The staff console's calls (the staffContract of io/): the staff cookie, never the member's session. */
  readonly staffCall: StaffApiCall;
  /** A staff call found the staff session gone (idle 30 minutes, logged out in another tab). */
  readonly staffSessionEnded$: Observable<void>;
  /**
   * Sees every actor's events and snapshots (XState's inspection API): the statechart visualiser's live
   * view and the session recording. Absent where nobody watches (production members).
   */
  readonly inspect?: (event: InspectionEvent) => void;
  /** Opens the channel the app's tabs broadcast their actors' snapshots on (the visualiser listens); null without one. */
  readonly openInspection?: () => InspectionPort | null;
  /** Saves a text as a file the browser downloads (the visualiser's session recordings, support's data exports). */
  readonly saveFile?: (name: string, type: string, text: string) => void;
  readonly clock: PlatformClock;
  /** Stores a local flag (spec §3) as set at `unixSeconds`; false when storage refused it. */
  readonly writeFlag: (flag: LocalFlag, unixSeconds: number) => boolean;
  /** Takes the named parameters off the current URL without a new history entry. */
  readonly removeQueryParams: (names: ReadonlyArray<string>) => void;
  /** Keeps the visitor's tracking record (spec §3); may throw when storage is full or disabled. */
  readonly storeTracking: (record: TrackingRecord) => void;
  /** Takes the visitor off the site (the entry warning's "leave"). */
  readonly leaveSite: () => void;
  /** Asks the browser for push permission and subscribes (the shell's push machine: the push alert's button). */
  readonly requestPush: () => Promise<void>;
  /** The browser's web push. */
  readonly push: PushPort;
  /** Shows the attention count in the page title and on the app badge (0 clears it). */
  readonly publishTotals: (count: number) => void;
  /** Some packs of a locale's compiled messages, each from its own chunk (the server may give them all). */
  readonly loadMessages: (request: MessagesRequest) => Promise<CompiledMessages>;
  /** Remembers the chosen language in the browser (the language cookie). */
  readonly rememberLanguage: (locale: Locale) => void;
  /** Has the app reload the member's chats and likes now. */
  readonly reloadMemberData: () => void;
  /** The member's balance after a spend: the credits badge follows at once. */
  readonly reportCredits: (credits: number) => void;
  /** The member as the server now has them (after a purchase: credits and premium): the whole shell follows. */
  readonly reportUser: (user: User) => void;
  /**
   * The server logged this member in without the login form (a signup, a password reset, a reactivation link);
   * the app greets them with `notice` when there is one.
   */
  readonly startSession: (user: User, notice?: SessionNotice) => void;
  /**
   * The member's account was deleted and the server ended every session of theirs: the page goes to
   * /account-deleted first (a page for anyone), then the app forgets the member, as when a session expires.
   */
  readonly accountDeleted: () => void;
  /**
   * Leaves for a payment provider's checkout page (a full navigation that replaces this page in the history,
   * so "back" from the provider does not begin the payment again); false when the address is not one to follow.
   */
  readonly goToCheckout: (url: string) => boolean;
  /** Takes a conversation (or every one with a member) off the member's list at once, before the server confirms. */
  readonly hideChats: (target: ChatTarget) => void;
  /** The visitor's tracking record: the current URL's, else the one kept by an earlier visit; {} when none. */
  readonly readTracking: () => TrackingRecord;
  /**
   * The address this tab signed up with, for /complete-signup (the user call does not carry it): kept for
   * the browser session, null when unknown (another tab, a new session).
   */
  readonly signupEmail: { readonly remember: (email: string) => void; readonly recall: () => string | null };
  /** The browser's geolocation (the signup's location step). */
  readonly geolocation: GeolocationPort;
  /** A like back made a match with `member`: the match modal greets them (spec §4). */
  readonly announceMatch: (member: MemberSummary) => void;
  /** Whether the page can be seen (a hidden tab or a locked phone reads nothing): now, then every change. */
  readonly visible$: Observable<boolean>;
  /** The member's live stream (one per tab, shared), silent while nobody is logged in. */
  readonly live$: Observable<LiveSignal>;
  /** The member's unsent messages, sent in the background whichever screen is open. */
  readonly outbox: OutboxPort;
}
