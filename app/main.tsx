import { isRight } from 'fp-ts/Either';
import * as t from 'io-ts';
import { distinctUntilChanged, EMPTY, filter, from, map, pairwise, ReplaySubject, share, Subject, switchMap, take } from 'rxjs';
import { lazy, startTransition, Suspense, type ReactNode } from 'react';
import { createActor, waitFor } from 'xstate';
import { createClock } from '../adapters/clock';
import { online$ } from '../adapters/connectivity';
import { saveFileIn } from '../adapters/download';
import { createHttp } from '../adapters/http';
import { createStaffHttp } from '../adapters/staff-http';
import { isSmartphone, isStandalone } from '../adapters/location';
import { createPushAdapter, pushMessages$ } from '../adapters/push';
import { clearOfflineCopy, registerServiceWorker } from '../adapters/service-worker';
import { readCookie } from '../adapters/storage';
import { pageHidden$, pageVisible$, sendPageHiddenBeacon } from '../adapters/visibility';
import { locales } from '../io/entities/locale';
import type { MemberSummary } from '../io/entities/member';
import { SearchResults } from '../io/entities/search';
import { Settings } from '../io/entities/settings';
import { InlinedSession, inlinedMembersId, inspectionBlockId, languageCookieName } from '../io/page';
import { inlinedPublicDataId, PublicPageData } from '../io/public-page';
import { connectivityMachine } from '../machines/connectivity/connectivity.machine';
import { selectHasPacks, selectIsReady, selectLocale } from '../machines/locale/selectors';
import { countryOfSettings } from '../machines/shared/visitor-country';
import { createApp } from '../views/App';
import { chunkLoader, type ChunkDeps } from './chunks';
import { provideFeatures } from './features';
import { once } from './once';
import { lazyOutbox } from './lazy-outbox';
import { callOn, createPlatform, hasMessages } from './platform';
import { startEntryWarning } from './entry-warning';
import type { Slots } from '../views/slots';
import type { ChunkLoader } from '../views/screens/registry';
import { ServedPacks, servedPacksId, type MessagePack } from '../io/message-packs';
import { Root } from './root';

const fetchFn: typeof fetch = (input, init) => window.fetch(input, init);
const http = createHttp({ fetch: fetchFn });
const staffHttp = createStaffHttp({ fetch: fetchFn });
const clock = createClock();

/**
 * A JSON data block the server inlined (server/http/pages.ts), decoded with its codec; undefined when it
 * is missing or does not decode (e.g. under `vite dev`, which serves index.html without them).
 */
const inlined = <A,>(codec: t.Decoder<unknown, A>, id: string): A | undefined => {
  const text = document.getElementById(id)?.textContent;
  if (text === undefined || text === '') return undefined;
  try {
    const decoded = codec.decode(JSON.parse(text));
    return isRight(decoded) ? decoded.right : undefined;
  } catch {
    return undefined;
  }
};

/** The settings call is the fallback; it names the site and the current route (spec §7). */
const loadSettings = async (): Promise<Settings> =>
  inlined(Settings, 'rdv-settings') ??
  once(http.call('getSettings', { query: { forced_domain: window.location.hostname, route: window.location.pathname } }));

/**
 * The shell features (alerts, modals, tracking: app/wire-features.tsx) as their own chunk, started once
 * beside the running app. The server renders without them and Root adds the slots only after hydration,
 * so a visitor's first paint and hydration do not wait for them. A chunk that fails reloads the page once (as
 * a screen's does); after that the page goes on without them.
 */
const shellFeatures = (start: (module: typeof import('./wire-features')) => Slots, load: ChunkLoader) => {
  let started: Promise<Slots> | undefined;
  const slots = () =>
    (started ??= load(() => import('./wire-features'), ['features']).then(start, (error: unknown) => {
      console.error('the shell features did not load', error);
      return { alerts: null, modals: null };
    }));
  const slot = (pick: (loaded: Slots) => ReactNode) => {
    const Part = lazy(async () => {
      const loaded = pick(await slots());
      return { default: () => loaded };
    });
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
  return { start: slots, slots: { alerts: slot((loaded) => loaded.alerts), modals: slot((loaded) => loaded.modals) } };
};

/**
 * Ends the current task: the browser may paint and handle input before the next part of the start runs
 * (evaluating the modules, starting the actors and hydrating were one long task on a phone).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const start = async () => {
  // React DOM is evaluated in a task of its own, while the rest starts (the server preloads its chunk).
  const reactDom = import('react-dom/client');
  await nextTask();
  const settings = await loadSettings();
  // Demo and development servers turn on the statechart visualiser's live view (/statecharts in another tab).
  const inspection = inlined(t.literal(true), inspectionBlockId) === true ? await (await import('./inspection')).startInspection(globalThis, () => clock.now()) : undefined;
  const inspect = inspection?.inspect;
  // Who is here came with the page: no GET /api/user.php (and so no 403 for a visitor) before the first paint.
  const session = inlined(InlinedSession, 'rdv-session');

  // A match made on a screen reaches the match modal, which loads with the shell features.
  const matches$ = new Subject<MemberSummary>();
  // Who is here, once the app knows: the live stream and the outbox are the member's own.
  const memberId$ = new ReplaySubject<number | null>(1);
  // One event stream per tab while a member is here, shared by the shell and an open chat. It and the
  // outbox load with the member: a visitor's page does not download them.
  const live$ = memberId$.pipe(
    distinctUntilChanged(),
    switchMap((memberId) =>
      memberId === null ? EMPTY : from(import('../adapters/live')).pipe(switchMap(({ liveSignals$ }) => liveSignals$((path) => new EventSource(path)))),
    ),
    share(),
  );
  const outbox = lazyOutbox(async () =>
    (await import('./outbox')).startOutbox({
      inspect,
      call: callOn(http),
      storage: window.localStorage,
      online$: online$(window, navigator),
      memberId$,
      newKey: () => crypto.randomUUID(),
      now: () => clock.now(),
    }),
  );
  const platform = createPlatform({
    live$,
    visible$: pageVisible$(document),
    outbox,
    http,
    staffHttp,
    clock,
    window,
    baseTitle: settings.index_title,
    push: createPushAdapter(window),
    reloadMemberData: () => app.send({ type: 'push.message' }),
    hideChats: (target) => app.send({ type: 'chats.removed', target }),
    reportCredits: (credits) => app.send({ type: 'credits.changed', credits }),
    reportUser: (user) => app.send({ type: 'user.changed', user }),
    startSession: (user, notice) => app.send({ type: 'session.started', user, notice }),
    endSession: () => app.send({ type: 'session.expired' }),
    announceMatch: (member) => matches$.next(member),
    saveFile: saveFileIn(document, URL),
    ...(inspection === undefined ? {} : { inspection }),
  });
  const machines = provideFeatures(platform);
  const app = createActor(machines.app, {
    input: { settings, pushSubscribed: false, ...(session === undefined ? {} : { session }) },
    inspect,
  });
  const locale = createActor(machines.locale, {
    input: {
      // The packs the server's markup shows, and the shell features' (they load beside it on every page):
      // all in before hydration, so no text changes under markup React has not hydrated yet (it would
      // throw that markup away and render it anew, a flash and a layout shift).
      packs: [...(inlined(ServedPacks, servedPacksId) ?? []), 'features'],
      facts: {
        cookie: readCookie(document, languageCookieName),
        domainLanguage: settings.domain_language,
        browserLanguages: navigator.languages,
        country: countryOfSettings(settings),
      },
      available: locales.filter(hasMessages),
    },
    inspect,
  });
  const progress = createActor(machines.progress, { inspect });
  const connectivity = createActor(connectivityMachine, { input: { online: navigator.onLine }, inspect });

  http.sessionExpired$.subscribe(() => app.send({ type: 'session.expired' }));
  pageHidden$(document).subscribe(() => sendPageHiddenBeacon(navigator, fetchFn));
  online$(window, navigator).subscribe((online) => connectivity.send({ type: online ? 'connectivity.online' : 'connectivity.offline' }));
  from(app)
    .pipe(map((snapshot) => snapshot.context.user !== null), distinctUntilChanged())
    .subscribe((loggedIn) => locale.send({ type: 'session.changed', loggedIn }));
  from(app)
    .pipe(map((snapshot) => snapshot.context.user?.id ?? null))
    .subscribe(memberId$);
  // The first member here: their pages work offline (the built client only: Vite's dev server has no service
  // worker), and what they left unsent goes out now, whichever screen is open.
  const firstMember$ = memberId$.pipe(
    filter((memberId) => memberId !== null),
    take(1),
  );
  firstMember$.subscribe(() => {
    if (import.meta.env.PROD) registerServiceWorker(navigator);
  });
  firstMember$.pipe(switchMap(() => outbox.sent$)).subscribe(({ sent }) => platform.reportCredits(sent.credits));
  // Spec §4: a push message (passed on by the service worker) reloads chats and likes.
  pushMessages$(navigator).subscribe(() => platform.reloadMemberData());
  // A member who leaves (logout, an expired session, another login) takes their offline copy along.
  memberId$.pipe(distinctUntilChanged(), pairwise()).subscribe(([before]) => {
    if (before !== null) void clearOfflineCopy('caches' in window ? window.caches : undefined);
  });
  for (const actor of [app, locale, progress, connectivity]) actor.start();
  await nextTask();
  const entryWarning = startEntryWarning({ app, machine: machines.entryWarning, session, window, inspect });
  const reload = () => window.location.reload();
  const needMessages = async (packs: ReadonlyArray<MessagePack>) => {
    locale.send({ type: 'messages.need', packs });
    await waitFor(locale, selectHasPacks(packs));
  };
  const features = shellFeatures(
    ({ startFeatures }) => startFeatures({ app, platform, clock, window, matches$ }),
    chunkLoader({ progress: { send: () => undefined }, clock, storage: window.sessionStorage, reload, needMessages }),
  );
  // Requested now, beside the messages, and on every page: tracking
  // runs also where a layout has no slots.
  void features.start();
  // The server rendered in the language it chose; hydrate with the same messages, not a blank first frame.
  await waitFor(locale, selectIsReady);
  locale.subscribe((snapshot) => {
    document.documentElement.lang = snapshot.context.locale;
  });

  // A member's alerts (under the navigation) belong to the first paint: arriving later, they would push the
  // screen down (a layout shift). A visitor's page paints and hydrates without waiting for them.
  const slots = session?.user == null ? features.slots : await features.start();

  const { createRoot, hydrateRoot } = await reactDom;
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  // Server markup in the language we also chose: hydrate it. Otherwise (member screens, another language) render anew.
  const serverRendered = root.firstElementChild !== null && document.documentElement.lang === selectLocale(locale.getSnapshot());

  // The progress bar is for navigations: not for the served page's own chunk, which loads while that page
  // is on screen (and a bar would not match the server's markup, which has none).
  let showProgress = !serverRendered;
  const navigationProgress: ChunkDeps['progress'] = { send: (event) => (showProgress ? progress.send(event) : undefined) };
  const App = createApp(chunkLoader({ progress: navigationProgress, clock, storage: window.sessionStorage, reload, needMessages }));
  const environment = {
    standalone: isStandalone(window),
    hasHistory: () => window.history.length > 1,
    smartphone: () => isSmartphone(window),
    goBack: () => window.history.back(),
    year: new Date(clock.now()).getFullYear(),
  };
  // The page answers input from here on; the attribute tells so to whoever drives it (the browser tests),
  // who would otherwise click a served button that no script listens to yet.
  const hydrated = () => {
    entryWarning.hydrated();
    document.documentElement.dataset.hydrated = 'true';
  };
  const page = (rendersAnew: boolean) => (
    <Root
      rendersAnew={rendersAnew}
      shell={{ locale, progress, connectivity }}
      environment={environment}
      app={app}
      platform={platform}
      slots={slots}
      App={App}
      pageData={{ members: inlined(SearchResults, inlinedMembersId) ?? null, public: inlined(PublicPageData, inlinedPublicDataId) ?? {} }}
      entryWarning={entryWarning.view}
      onHydrated={hydrated}
    />
  );
  if (serverRendered) {
    // The route's screen is loaded first: hydration then never suspends on it, so nothing that changes above
    // it meanwhile (messages, the session, the slots) makes React throw its served markup away.
    await App.preloadScreen(window.location.pathname);
    await nextTask();
    showProgress = true;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (a phone's long task: input waits, Lighthouse's blocking time).
    startTransition(() => {
      hydrateRoot(root, page(false));
    });
  } else {
    createRoot(root).render(page(true));
  }
  document.documentElement.lang = selectLocale(locale.getSnapshot());
};

void start();
