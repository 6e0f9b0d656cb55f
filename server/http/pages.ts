import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/Either';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decode, describeFailure } from '../../io/codec/decode';
import { siteEntryWarningCookieName } from '../../io/entities/flags';
import { SearchResults } from '../../io/entities/search';
import type { Settings } from '../../io/entities/settings';
import type { User } from '../../io/entities/user';
import { isStatechartsPath } from '../../io/inspection';
import { servedPacksId } from '../../io/message-packs';
import { inlinedMembersId, inspectionBlockId, languageCookieName, membersPagePath, RenderedPage, type PageFacts } from '../../io/page';
import { inlinedPublicDataId, PublicPageData, type PublicSources } from '../../io/public-page';
import { userOf } from '../modules/accounts/user-view';
import { teasersFor } from '../modules/members/teasers';
import type { PhotoFiles } from '../modules/photos/photo-files';
import { memberTeaserFor } from '../modules/profiles/teaser';
import { findMember } from '../modules/members/find';
import { mainImageOf } from '../modules/members/member-row';
import { searchAnswer } from '../modules/members/search-answer';
import type { ClientBuild } from './client';
import { pageScripts } from './bootstrap';
import { renderPage, sendPage } from './client';
import type { ServerDeps } from './deps';
import { settingsForVisitor } from './geoip';
import { originOf } from './origin';
import type { Site } from './site';
import { findViewerCached, type Viewer } from './session';

/** The server-rendering module (vite build --ssr app/entry-server.tsx), as the page server uses it. */
export interface PageRenderer {
  readonly render: (facts: PageFacts, sources: PublicSources) => Promise<RenderedPage>;
}

export const defaultServerDir = resolve('dist/server');

const hasRender = (module: unknown): module is { render: (facts: PageFacts, sources: PublicSources) => unknown } =>
  typeof module === 'object' && module !== null && 'render' in module && typeof module.render === 'function';

/**
 * The built server-rendering module, or null when there is none (server tests, a client built without
 * it): then every page is the template with its data inlined and an empty root, rendered in the browser.
 */
export const loadPageRenderer = async (dir: string | null): Promise<PageRenderer | null> => {
  const file = dir === null ? null : join(dir, 'entry-server.js');
  if (file === null || !existsSync(file)) return null;
  const module: unknown = await import(pathToFileURL(file).href);
  if (!hasRender(module)) throw new Error(`${file} does not export render()`);
  return {
    render: async (facts, sources) => {
      const page = decode(RenderedPage, await module.render(facts, sources));
      if (E.isLeft(page)) throw new Error(`the page renderer answered something else: ${describeFailure(page.left)}`);
      return page.right;
    },
  };
};

/** Accept-Language's tags, most preferred first (weights sorted, then dropped). */
export const browserLanguagesOf = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);

/** The page without server markup: the browser renders it (member screens, or no renderer built). */
const browserRendered = (settings: Settings): RenderedPage => ({
  status: 200,
  redirect: null,
  html: '',
  head: { lang: settings.domain_language, title: settings.index_title, description: settings.description },
  previewMember: null,
  packs: [],
  data: {},
});


/** Spec §3: a member landing previews the member's main photo when it is active; else the site's picture. */
const previewImage = async (deps: ServerDeps, request: FastifyRequest, settings: Settings, memberId: number | null): Promise<string> => {
  const member = memberId === null ? undefined : await findMember(deps.db, memberId);
  const image = member === undefined ? null : mainImageOf(member);
  const path = image !== null && image.status === 'active' ? `${settings.cdn_prefix}${image.filename}` : '/preview.svg';
  return new URL(path, originOf(request)).href;
};

/** The members area's lazily loaded screen, as the build's manifest names it, and its message pack (views/screens/registry.ts). */
const membersScreen = { module: 'views/screens/MembersScreen.tsx', packs: ['members'] } as const;
/** The shell features, which a member's page waits for before it paints (app/main.tsx), and their pack. */
const shellFeatures = { module: 'app/wire-features.tsx', packs: ['features'] } as const;
/** React DOM, which app/main.tsx imports on its own (evaluated in a task of its own), on every page. */
const reactDom = { module: 'node_modules/react-dom/client.js', packs: [] } as const;
/** The inspection (live view and recording), which app/main.tsx loads before it starts the actors when the visualiser is on. */
const inspection = { module: 'app/inspection.ts', packs: [] } as const;

const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

/**
 * A member's members area comes with its first page of results: the search GET /api/members.php runs for
 * the listing's first query (no filters, page 1), through the same read path, so the browser renders the
 * grid at once, without a search call of its own.
 */
const firstMembersPage = async (deps: ServerDeps, request: FastifyRequest, settings: Settings, viewer: Viewer | null): Promise<SearchResults | null> => {
  if (viewer === null || pathOf(request.url) !== membersPagePath) return null;
  const now = deps.clock.now();
  return searchAnswer(deps.db, { query: {}, settings, viewerId: viewer.member.id, now });
};

interface PageServer {
  readonly deps: ServerDeps;
  /** The statechart visualiser (/statecharts) and the app's live inspection: demo and development servers only. */
  readonly statecharts: boolean;
  readonly client: ClientBuild;
  readonly renderer: PageRenderer | null;
  readonly photoFiles: PhotoFiles;
}

/** The reads a public page's server rendering may ask for (io/public-page.ts), for this request's site and visitor. */
const publicSources = (server: PageServer, site: Site, settings: Settings): PublicSources => {
  const { db, clock } = server.deps;
  return {
    company: async () => site.company,
    teasers: () => teasersFor(db, settings, clock.now()),
    member: async (id) => (await memberTeaserFor(db, server.photoFiles, id, site.settings, clock.now())) ?? null,
  };
};

/**
 * A page GET: the site's settings and the session inlined as JSON data blocks, the public screens
 * rendered on the server (so they paint before any script runs), an unknown path answered 404.
 */
export const servePage = async (server: PageServer, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
  const { deps, client, renderer } = server;
  const site = await deps.sites.find(deps.db, [request.hostname], deps.defaultDomain);
  const settings = settingsForVisitor(site.settings, request);
  const viewer = await findViewerCached(deps.db, deps.reads, request, deps.clock.now());
  const user: User | null = viewer === null ? null : userOf(viewer.member, site.settings);
  const members = await firstMembersPage(deps, request, site.settings, viewer);
  const facts: PageFacts = {
    url: request.url,
    settings,
    user,
    localeCookie: request.cookies[languageCookieName] ?? null,
    browserLanguages: browserLanguagesOf(request.headers['accept-language']),
    entryWarningCookie: request.cookies[siteEntryWarningCookieName] ?? null,
  };
  let page = browserRendered(settings);
  if (renderer !== null) {
    try {
      page = await renderer.render(facts, publicSources(server, site, settings));
    } catch (error) {
      // A page that cannot render on the server still works in the browser.
      request.log.error({ err: error }, 'server rendering failed');
    }
  }
  if (page.redirect !== null) {
    await reply.header('Cache-Control', 'no-store').redirect(page.redirect, 302);
    return;
  }
  // Without the visualiser its route does not exist: the page says so in the browser (views/statecharts).
  if (!server.statecharts && isStatechartsPath(request.url)) page = { ...page, status: 404 };
  const image = await previewImage(deps, request, settings, page.previewMember);
  // What the page needs before it is interactive, fetched beside the entry rather than after it has run:
  // its language's index of message packs, core, the shell features' (app/main.tsx loads them on every
  // page) and those its markup shows (io/message-packs.ts); React DOM; for a member, the shell features'
  // chunk; on the members area, its screen's chunks and pack.
  const lazyParts = [reactDom, ...(server.statecharts ? [inspection] : []), ...(user === null ? [] : [shellFeatures]), ...(members === null ? [] : [membersScreen])];
  const packs = ['core', 'features', ...page.packs, ...lazyParts.flatMap((part) => part.packs)];
  const packFiles = ['packs.js', ...new Set(packs.map((pack) => `${pack}.json`))].flatMap(
    (file) => client.fileOf(`locales/compiled/${page.head.lang}/${file}`) ?? [],
  );
  const parts = {
    settings,
    session: { user },
    blocks: [
      { id: servedPacksId, value: page.packs },
      ...(server.statecharts ? [{ id: inspectionBlockId, value: true }] : []),
      ...(members === null ? [] : [{ id: inlinedMembersId, value: SearchResults.encode(members) }]),
      ...(Object.keys(page.data).length === 0 ? [] : [{ id: inlinedPublicDataId, value: PublicPageData.encode(page.data) }]),
    ],
    head: page.head,
    image,
    html: page.html,
    scripts: pageScripts(client.scripts, [...packFiles, ...new Set(lazyParts.flatMap((part) => client.lazyChunkFilesOf(part.module)))]),
  };
  sendPage(reply, page.status, renderPage(client.template, parts), user !== null);
};
