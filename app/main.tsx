import { isRight } from 'fp-ts/Either';
import { StrictMode } from 'react';
import { distinctUntilChanged, from, map } from 'rxjs';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { createClock } from '../adapters/clock';
import { online$ } from '../adapters/connectivity';
import { createHttp } from '../adapters/http';
import { isStandalone } from '../adapters/location';
import { readCookie } from '../adapters/storage';
import { pageHidden$, sendPageHiddenBeacon } from '../adapters/visibility';
import { locales } from '../io/entities/locale';
import { Settings } from '../io/entities/settings';
import { connectivityMachine } from '../machines/connectivity/connectivity.machine';
import { countryOfSettings } from '../machines/shared/visitor-country';
import { createApp } from '../views/App';
import { AppActorProvider } from '../views/app-actor';
import { IntlRoot } from '../views/IntlRoot';
import { ShellProvider } from '../views/shell-actors';
import { SlotsProvider } from '../views/slots';
import { chunkLoader } from './chunks';
import { provideFeatures, providedLogic } from './features';
import { createPlatform, languageCookie, messagesLoaderFor } from './platform';
import { once } from './once';
import { startFeatures } from './wire-features';

declare global {
  interface Window {
    __SETTINGS__?: unknown;
  }
}

const fetchFn: typeof fetch = (input, init) => window.fetch(input, init);
const http = createHttp({ fetch: fetchFn });
const clock = createClock();

/** The server inlines the site's settings into index.html; the call is the fallback (e.g. under `vite dev`). */
const loadSettings = async (): Promise<Settings> => {
  const inlined = Settings.decode(window.__SETTINGS__);
  return isRight(inlined) ? inlined.right : once(http.call('getSettings', { query: { forced_domain: window.location.hostname } }));
};

const start = async () => {
  const settings = await loadSettings();

  const platform = createPlatform({ http, clock, window, baseTitle: settings.index_title, reloadMemberData: () => app.send({ type: 'push.message' }) });
  const machines = provideFeatures(platform);
  const app = createActor(machines.app, {
    input: { settings, pushSubscribed: false },
  });
  const locale = createActor(machines.locale, {
    input: {
      facts: {
        cookie: readCookie(document, languageCookie),
        domainLanguage: settings.domain_language,
        browserLanguages: navigator.languages,
        country: countryOfSettings(settings),
      },
      available: locales.filter((candidate) => messagesLoaderFor(candidate) !== undefined),
    },
  });
  const progress = createActor(machines.progress);
  const connectivity = createActor(connectivityMachine, { input: { online: navigator.onLine } });

  http.sessionExpired$.subscribe(() => app.send({ type: 'session.expired' }));
  pageHidden$(document).subscribe(() => sendPageHiddenBeacon(navigator, fetchFn));
  online$(window, navigator).subscribe((online) => connectivity.send({ type: online ? 'connectivity.online' : 'connectivity.offline' }));
  from(app)
    .pipe(map((snapshot) => snapshot.context.user !== null), distinctUntilChanged())
    .subscribe((loggedIn) => locale.send({ type: 'session.changed', loggedIn }));
  locale.subscribe((snapshot) => {
    document.documentElement.lang = snapshot.context.locale;
  });
  for (const actor of [app, locale, progress, connectivity]) actor.start();
  const slots = startFeatures({ app, machines, clock, window });

  const App = createApp(chunkLoader({ progress, clock, storage: window.sessionStorage, reload: () => window.location.reload() }));
  const environment = {
    standalone: isStandalone(window),
    hasHistory: () => window.history.length > 1,
    goBack: () => window.history.back(),
    year: new Date(clock.now()).getFullYear(),
  };
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <ShellProvider actors={{ locale, progress, connectivity }} environment={environment}>
        <IntlRoot>
          <AppActorProvider actor={app} logic={providedLogic(machines)}>
            <SlotsProvider slots={slots}>
              <Router>
                <App />
              </Router>
            </SlotsProvider>
          </AppActorProvider>
        </IntlRoot>
      </ShellProvider>
    </StrictMode>,
  );
};

void start();
