import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { IntlProvider, useIntl } from 'react-intl';
import { createActor, waitFor } from 'xstate';
import { createClock } from '../adapters/clock';
import { recordsDismissal } from '../io/entities/flags';
import { locales, type Locale } from '../io/entities/locale';
import type { MessagePack } from '../io/message-packs';
import type { PageFacts, PageHead, RenderedPage } from '../io/page';
import type { PublicSources } from '../io/public-page';
import { loadPublicData } from '../machines/public-page/load';
import { publicNeedsOf } from '../machines/public-page/needs';
import { connectivityMachine } from '../machines/connectivity/connectivity.machine';
import type { CompiledMessages } from '../machines/locale/locale.machine';
import { selectIsReady, selectLocale, selectMessages } from '../machines/locale/selectors';
import { countryOfSettings } from '../machines/shared/visitor-country';
import { legalPages, redirectFor, routeOf, type RouteEntry } from '../machines/shell/route-table';
import { createApp } from '../views/App';
import { EntryWarningModal } from '../views/entry-warning/EntryWarningModal';
import type { ChunkLoader } from '../views/screens/registry';
import { pageHeadText } from '../views/shell/page-head';
import { provideFeatures } from './features';
import { Root, type ServerLocation } from './root';
import { canRenderIn, serverPlatform } from './server-platform';

/**
 * Server rendering of the public pages (`vite build --ssr app/entry-server.tsx`, loaded by
 * server/http/pages.ts). The same machines and views as the browser (app/main.tsx), with actors that do
 * nothing: on the server no call is made, no timer runs; what the page needs came in `facts`.
 */

/**
 * Public pages paint from the server; member screens render in the browser. Not even the members area,
 * whose first page of results the page server inlines: the alerts above it depend on dismissals stored
 * in the browser, so a server-rendered grid would be pushed down when they appear after hydration (a
 * layout shift of 0.14 measured on a 390 px phone).
 */
const serverRendered = (entry: RouteEntry | null): boolean =>
  entry === null || entry.layout === 'lander' || ['index', 'login', 'signup', 'member-signup', 'pricing', 'lang-config', 'page'].includes(entry.id);

/** A loader for one render: every chunk is at hand; it notes the message packs the rendered screens show. */
const recordingLoader = (packs: Set<MessagePack>): ChunkLoader => (importer, screenPacks = []) => {
  for (const pack of screenPacks) packs.add(pack);
  return importer();
};

const splitUrl = (url: string): { path: string; search: string } => {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, search: '' } : { path: url.slice(0, at), search: url.slice(at + 1) };
};

/** The :page of /pages/:page, for its title. */
const pageParam = (entry: RouteEntry | null, path: string): string | null =>
  entry?.id === 'page' ? (path.split('/').filter(Boolean)[1] ?? null) : null;

const isKnownPath = (entry: RouteEntry | null, path: string): boolean => {
  const page = pageParam(entry, path);
  return entry !== null && (entry.id !== 'page' || legalPages.some((known) => known === page));
};


const headOf = (locale: Locale, messages: CompiledMessages, entry: RouteEntry | null, path: string, site: string): PageHead => {
  const sink: { text?: { title: string; description: string } } = {};
  const Probe = () => {
    sink.text = pageHeadText(useIntl(), entry, pageParam(entry, path), site);
    return null;
  };
  renderToString(createElement(IntlProvider, { locale, messages, defaultLocale: 'nl' }, createElement(Probe)));
  if (sink.text === undefined) throw new Error('the page head did not render');
  return { lang: locale, ...sink.text };
};

export const render = async (facts: PageFacts, sources: PublicSources): Promise<RenderedPage> => {
  const { path, search } = splitUrl(facts.url);
  const entry = routeOf(path);
  const { settings, user } = facts;
  const status = isKnownPath(entry, path) ? 200 : 404;
  const redirect = entry === null ? null : redirectFor(entry.access, user === null ? 'out' : 'in', settings.logged_out_search);

  const clock = createClock();
  const platform = serverPlatform(() => clock.now());
  const machines = provideFeatures(platform);
  const locale = createActor(machines.locale, {
    input: {
      facts: {
        cookie: facts.localeCookie,
        domainLanguage: settings.domain_language,
        browserLanguages: facts.browserLanguages,
        country: countryOfSettings(settings),
      },
      available: locales.filter(canRenderIn),
    },
  });
  locale.start();
  const ready = await waitFor(locale, selectIsReady);
  const head = headOf(selectLocale(ready), selectMessages(ready), entry, path, settings.name);
  const page = { status, redirect, head, html: '', previewMember: publicNeedsOf(entry, path).member, packs: [], data: {} } satisfies RenderedPage;
  if (redirect !== null || !serverRendered(entry)) {
    locale.stop();
    return page;
  }

  const app = createActor(machines.app, { input: { settings, pushSubscribed: false, session: { user } } });
  const progress = createActor(machines.progress);
  const connectivity = createActor(connectivityMachine, { input: { online: true } });
  // The same facts the browser starts it from (app/entry-warning.tsx); installed-app mode is the browser's to tell.
  const entryWarning = createActor(machines.entryWarning, {
    input: {
      standalone: false,
      dismissed: recordsDismissal(facts.entryWarningCookie),
      session: user === null ? 'out' : 'in',
      path,
      settings,
      layout: entry?.layout ?? 'default',
    },
  });
  // The data the route's screen shows, read through the page server's sources.
  const data = await loadPublicData(publicNeedsOf(entry, path), sources);
  const actors = [app, progress, connectivity, entryWarning];
  for (const actor of actors) actor.start();
  const server: ServerLocation = { path, search, context: {} };
  const packs = new Set<MessagePack>();
  const environment = { standalone: false, hasHistory: () => false, goBack: () => undefined, smartphone: () => false, year: new Date(clock.now()).getFullYear() };
  try {
    const { prelude } = await prerender(
      <Root
        shell={{ locale, progress, connectivity }}
        environment={environment}
        app={app}
        platform={platform}
        slots={{ alerts: null, modals: null }}
        App={createApp(recordingLoader(packs))}
        server={server}
        entryWarning={<EntryWarningModal actor={entryWarning} />}
        pageData={{ members: null, public: data }}
      />,
      // Never outlined: React would send a large boundary (a lander with its form, a legal text) after the
      // shell with an inline script to move it in place, which the pages' CSP blocks (React error 419, the
      // page rendered again in the browser).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    // A screen that sends the viewer elsewhere (the landing, for a member) says so through wouter.
    const redirectTo = server.context.redirectTo ?? null;
    if (redirectTo !== null) return { ...page, redirect: redirectTo };
    // A member landing of no member a visitor may see: a friendly page (the signup still there), but a 404.
    return { ...page, status: data.member === null ? 404 : page.status, html, packs: [...packs], data };
  } finally {
    for (const actor of [...actors, locale]) actor.stop();
  }
};
