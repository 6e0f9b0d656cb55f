import { isRight } from 'fp-ts/Either';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { createClock } from '../adapters/clock';
import { createHttp } from '../adapters/http';
import { readCookie } from '../adapters/storage';
import { pageHidden$, sendPageHiddenBeacon } from '../adapters/visibility';
import { Settings } from '../io/entities/settings';
import { locales, type Locale } from '../io/entities/locale';
import { chooseLocale } from '../machines/locale/choose-locale';
import { App } from '../views/App';
import { AppActorProvider } from '../views/app-actor';
import { IntlRoot, type CompiledMessages } from '../views/IntlRoot';
import { bindAppMachine, bindMembersMachine } from './bindings';
import { once } from './once';

/** Compiled messages per locale, each its own chunk: only the active locale is downloaded. */
const messageLoaders = import.meta.glob<CompiledMessages>('../locales/compiled/*.json', { import: 'default' });
const loaderFor = (locale: Locale) => messageLoaders[`../locales/compiled/${locale}.json`];
const availableLocales = locales.filter((locale) => loaderFor(locale) !== undefined);

declare global {
  interface Window {
    __SETTINGS__?: unknown;
  }
}

const fetchFn: typeof fetch = (input, init) => window.fetch(input, init);
const http = createHttp({ fetch: fetchFn });

/** The server inlines the site's settings into index.html; the call is the fallback (e.g. under `vite dev`). */
const loadSettings = async (): Promise<Settings> => {
  const inlined = Settings.decode(window.__SETTINGS__);
  return isRight(inlined) ? inlined.right : once(http.call('getSettings', { query: { forced_domain: window.location.hostname } }));
};

const start = async () => {
  const settings = await loadSettings();
  const locale = chooseLocale([readCookie(document, 'rdv_locale'), ...navigator.languages, settings.domain_language], availableLocales);
  const load = loaderFor(locale);
  const messages = load === undefined ? {} : await load();
  document.documentElement.lang = locale;

  const app = createActor(
    bindAppMachine({ http, clock: createClock(), document, navigator, baseTitle: settings.index_title }),
    { input: { settings, pushSubscribed: false } },
  );
  http.sessionExpired$.subscribe(() => app.send({ type: 'session.expired' }));
  pageHidden$(document).subscribe(() => sendPageHiddenBeacon(navigator, fetchFn));
  app.start();

  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <IntlRoot locale={locale} messages={messages}>
        <AppActorProvider actor={app} logic={{ members: bindMembersMachine(http) }}>
          <Router>
            <App year={new Date().getFullYear()} />
          </Router>
        </AppActorProvider>
      </IntlRoot>
    </StrictMode>,
  );
};

void start();
