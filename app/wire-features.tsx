import { EMPTY, catchError, distinctUntilChanged, filter, from, map, startWith, switchMap, type Observable } from 'rxjs';
import { createActor, type ActorRefFrom } from 'xstate';
import type { Clock } from '../adapters/clock';
import { isSmartphone, place$ } from '../adapters/location';
import type { MemberSummary } from '../io/entities/member';
import type { appMachine } from '../machines/app/app.machine';
import { selectSessionPhase } from '../machines/app/selectors';
import { AlertsBar } from '../views/alerts/AlertsBar';
import { LikeModal } from '../views/like-modal/LikeModal';
import { MatchModal } from '../views/match-modal/MatchModal';
import type { Platform } from '../machines/shared/platform';
import type { Slots } from '../views/slots';
import { TimeBonusBanner } from '../views/time-bonus/TimeBonusBanner';
import { TimeBonusModal } from '../views/time-bonus/TimeBonusModal';
import { readAllFlags, readTimeBonusDismissal, trackingInputOf } from './inputs';
import { provideShellFeatures } from './shell-features';
import { enablePush, startPush, type PushActor } from './push-binding';
import { matchModalOpenOnMatch } from '../machines/match-modal/types';

export interface FeatureDeps {
  readonly app: ActorRefFrom<typeof appMachine>;
  /** What the shell features' implementations run on (app/platform.ts). */
  readonly platform: Platform;
  readonly clock: Clock;
  readonly window: Window;
  /** Matches made on a screen (platform.announceMatch). */
  readonly matches$: Observable<MemberSummary>;
}

/**
 * The shell's behaviours (spec §2, §4): each a machine fed by the streams it needs (the place in the app,
 * the member), and rendered into the layouts' slots. app/main.tsx loads this module as its own chunk and
 * starts it beside the running app, after the first paint.
 */
export const startFeatures = ({ app, platform, clock, window: win, matches$ }: FeatureDeps): Slots => {
  // The push alert's button asks the member's push machine (below), once there is one.
  let push: PushActor | null = null;
  const machines = provideShellFeatures({ ...platform, requestPush: () => (push === null ? Promise.resolve() : enablePush(push)) });
  const { localStorage: storage, location } = win;
  const settings = app.getSnapshot().context.settings;
  const path = location.pathname;

  const { inspect } = platform;
  const alerts = createActor(machines.alerts, {
    input: { flags: readAllFlags(storage), smartphone: isSmartphone(win) },
    inspect,
  });
  const timeBonus = createActor(machines.timeBonus, {
    input: { dismissedAt: readTimeBonusDismissal(storage), path, now: clock.now() },
    inspect,
  });
  const likeModal = createActor(machines.likeModal, { input: { path, search: location.search }, inspect });
  const matchModal = createActor(machines.matchModal, { inspect });
  const tracking = createActor(machines.tracking, { input: trackingInputOf({ storage, location }), inspect });
  for (const actor of [alerts, timeBonus, likeModal, matchModal, tracking]) actor.start();

  place$(win).subscribe(({ path: now, search }) => {
    for (const actor of [alerts, likeModal, tracking]) actor.send({ type: 'route.changed', path: now, search });
    timeBonus.send({ type: 'route.changed', path: now });
  });

  // The app is already running: its current snapshot first, then every change.
  const snapshots = from(app).pipe(startWith(app.getSnapshot()));
  // Only once the server has said who is here.
  snapshots
    .pipe(
      map((snapshot) => ({ phase: selectSessionPhase(snapshot), user: snapshot.context.user })),
      distinctUntilChanged((a, b) => a.phase === b.phase && a.user === b.user),
    )
    .subscribe(({ phase, user }) => {
      if (phase !== 'in' && phase !== 'out') return;
      alerts.send({ type: 'session.changed', user });
      timeBonus.send({ type: 'session.changed', user, now: clock.now() });
      if (phase === 'in' && push === null) push = startPush(machines.push, settings.push_public_key, { alerts, app }, inspect);
      if (phase === 'out' && push !== null) {
        push.stop();
        push = null;
        alerts.send({ type: 'push.stateChanged', state: 'unknown' });
        app.send({ type: 'push.subscriptionChanged', subscribed: false });
      }
    });
  // The match modal decides itself whether a load brings a fresh liker to greet.
  snapshots
    .pipe(
      map((snapshot) => snapshot.context.likes),
      distinctUntilChanged(),
    )
    .subscribe((likes) => matchModal.send({ type: 'likes.changed', likes }));
  matches$.subscribe((member) => matchModal.send(matchModalOpenOnMatch(member)));
  // While a member is here, their live stream: a message or a read reloads chats and likes at once (the
  // refresh cadence goes on beside it, and covers the time the stream is down).
  platform.live$
    // The first opening is not a change for the lists: the tab has just loaded them (a reload would restart it).
    .pipe(filter((signal) => signal.type !== 'typing' && signal.type !== 'delivered' && signal.type !== 'opened' && signal.type !== 'settings'))
    .subscribe((signal) => app.send({ type: 'live.changed', signal }));
  // A site admin published the settings: the composer's price and everything else shown follow without a
  // reload. The newest read wins; a failed one leaves the settings shown until the next notice or page load.
  platform.live$
    .pipe(
      filter((signal) => signal.type === 'settings'),
      switchMap(() => from(platform.call('getSettings', { query: {} })).pipe(catchError(() => EMPTY))),
    )
    .subscribe((settings) => app.send({ type: 'settings.changed', settings }));

  return {
    alerts: (
      <>
        <TimeBonusBanner actor={timeBonus} />
        <AlertsBar actor={alerts} />
      </>
    ),
    modals: (
      <>
        <TimeBonusModal actor={timeBonus} />
        <LikeModal actor={likeModal} />
        <MatchModal actor={matchModal} cdnPrefix={settings.cdn_prefix} />
      </>
    ),
  };
};
