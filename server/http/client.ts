import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as t from 'io-ts';
import type { Settings } from '../../io/entities/settings';
import type { InlinedSession, PageHead } from '../../io/page';
import { bootstrapHash, bootstrapScript, scriptsBlockId, takeScripts, type PageScripts } from './bootstrap';

/** The built client (vite build), or a stand-in page when it has not been built (server tests). */
export interface ClientBuild {
  readonly root: string | null;
  readonly template: string;
  /** CSP sources ('sha256-…') of the styles inlined into the template; the only inline styles allowed. */
  readonly styleHashes: ReadonlyArray<string>;
  /** CSP sources of the template's inline scripts (the bootstrap); the only inline scripts allowed. */
  readonly scriptHashes: ReadonlyArray<string>;
  /** The entry and its chunks, loaded by the bootstrap after the first paint; null without a build. */
  readonly scripts: PageScripts | null;
  /** Built file of a source module (Vite's manifest), e.g. 'locales/compiled/en.json' → 'assets/en-….js'. */
  readonly fileOf: (source: string) => string | undefined;
  /**
   * The files a lazily loaded source module needs that the page does not load already: its chunk and the
   * chunks it imports, without the entry's (index.html names those). [] for a module the build lacks.
   */
  readonly lazyChunkFilesOf: (source: string) => ReadonlyArray<string>;
}

/** One entry of Vite's build manifest, read by the fields used here; anything else in it is ignored. */
const ManifestChunk = t.intersection([t.type({ file: t.string }), t.partial({ imports: t.array(t.string) })]);
type ManifestChunk = t.TypeOf<typeof ManifestChunk>;

/** Vite's build manifest: source module (or '_chunk' key) → its chunk. */
const readManifest = (dir: string): Map<string, ManifestChunk> => {
  const file = join(dir, '.vite', 'manifest.json');
  if (!existsSync(file)) return new Map();
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) return new Map();
  return new Map(
    Object.entries(parsed).flatMap(([source, chunk]: [string, unknown]) => {
      const decoded = ManifestChunk.decode(chunk);
      return decoded._tag === 'Right' ? [[source, decoded.right]] : [];
    }),
  );
};

const entryKey = 'index.html';

/** The chunk of `source` and, depth first, every chunk it imports, each once. */
const chunkClosure = (manifest: ReadonlyMap<string, ManifestChunk>, source: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(source) || !manifest.has(source)) return seen;
  seen.add(source);
  for (const imported of manifest.get(source)?.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
};

const lazyChunkFiles = (manifest: ReadonlyMap<string, ManifestChunk>, source: string): string[] => {
  const loaded = chunkClosure(manifest, entryKey);
  return [...chunkClosure(manifest, source)].filter((key) => !loaded.has(key)).flatMap((key) => manifest.get(key)?.file ?? []);
};

export const defaultClientDir = resolve('dist/client');

const fallbackTemplate = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>Rendezvous</title>
    <!--head-->
  </head>
  <body><div id="root"><!--app--></div><p>The client is not built: run <code>npm run build</code>.</p></body>
</html>
`;

/** Vite's tag for the one stylesheet of the build (cssCodeSplit off), with its path under the build's root. */
const stylesheetTag = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The stylesheets of index.html inlined as <style> elements, each allowed by its sha256 in the
 * Content-Security-Policy (server/http/security-headers.ts): a page rendered on the server then paints
 * from its HTML alone, without a render-blocking round trip for the CSS (a few kB gzip, sent with every
 * page rather than cached: on a phone's first visit, the round trip costs far more).
 */
const inlineStylesheets = (dir: string, template: string): { template: string; styleHashes: string[] } => {
  const styleHashes: string[] = [];
  const inlined = template.replace(stylesheetTag, (tag, file: string) => {
    const css = readFileSync(join(dir, file), 'utf8');
    // A style that could close its element is left as the file it was.
    if (/<\/style/i.test(css)) return tag;
    styleHashes.push(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
    return `<style>${css}</style>`;
  });
  return { template: inlined, styleHashes };
};

export const loadClientBuild = (dir: string | null): ClientBuild => {
  const index = dir === null ? null : join(dir, 'index.html');
  if (dir === null || index === null || !existsSync(index)) {
    return { root: null, template: fallbackTemplate, styleHashes: [], scriptHashes: [], scripts: null, fileOf: () => undefined, lazyChunkFilesOf: () => [] };
  }
  const manifest = readManifest(dir);
  const styled = inlineStylesheets(dir, readFileSync(index, 'utf8'));
  const taken = takeScripts(styled.template);
  return {
    root: dir,
    styleHashes: styled.styleHashes,
    template: taken === null ? styled.template : taken.template.replace('</body>', () => `<script type="module">${bootstrapScript}</script>\n  </body>`),
    scriptHashes: taken === null ? [] : [bootstrapHash],
    scripts: taken?.scripts ?? null,
    fileOf: (source) => manifest.get(source)?.file,
    lazyChunkFilesOf: (source) => lazyChunkFiles(manifest, source),
  };
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside <script>: no '<' can close the element, no line separator can end the literal. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * A JSON data block: never executed, so the Content-Security-Policy needs no nonce or hash for it; the
 * browser reads it with JSON.parse (app/main.tsx) and decodes it with the same codecs.
 */
const dataBlock = (id: string, value: unknown): string => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`;

/** Everything a page adds to index.html. */
interface PageParts {
  readonly settings: Settings;
  readonly session: InlinedSession;
  /** More data blocks for the page's screen (a member's first page of members). */
  readonly blocks: ReadonlyArray<{ readonly id: string; readonly value: unknown }>;
  readonly head: PageHead;
  /** Absolute URL of the social preview image. */
  readonly image: string;
  /** Server markup for the root; '' renders in the browser. */
  readonly html: string;
  /** The entry and every built module the page needs before it is interactive (its messages, its screen); null without a build. */
  readonly scripts: PageScripts | null;
}

const headTags = (parts: PageParts): string =>
  [
    `<meta name="description" content="${escapeHtml(parts.head.description)}" />`,
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(parts.settings.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(parts.head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(parts.head.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(parts.image)}" />`,
    ...(parts.scripts === null ? [] : [dataBlock(scriptsBlockId, parts.scripts)]),
    dataBlock('rdv-settings', parts.settings),
    dataBlock('rdv-session', parts.session),
    ...parts.blocks.map((block) => dataBlock(block.id, block.value)),
  ].join('\n    ');

/** index.html with the page's head, its inlined data, its language and its server markup. */
export const renderPage = (template: string, parts: PageParts): string => {
  const tags = headTags(parts);
  const withHead = template.includes('<!--head-->') ? template.replace('<!--head-->', () => tags) : template.replace('</head>', () => `${tags}</head>`);
  const lang = escapeHtml(parts.head.lang);
  return withHead
    .replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${attributes.replace(/\slang="[^"]*"/i, '')} lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(parts.head.title)}</title>`)
    .replace('<!--app-->', () => parts.html);
};

export const sendPage = (reply: FastifyReply, status: number, html: string, personal: boolean): void => {
  // A member's page carries their account: never stored by a cache.
  reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', personal ? 'no-store' : 'no-cache').send(html);
};

/**
 * Static files of the build. index.html itself is never served raw: every page GET falls through to the
 * not-found handler (server/http/pages.ts). scripts/precompress.ts writes .br and .gz beside each text file
 * at build time; they are served as they are (the dynamic compression of API answers skips an answer that
 * already has a Content-Encoding).
 */
export const registerClientFiles = async (app: FastifyInstance, build: ClientBuild): Promise<void> => {
  if (build.root === null) return;
  await app.register(fastifyStatic, {
    root: build.root,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    // Files only (a name with an extension): '/', '/members/12' or a directory go to the page handler.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/api/') && /\.[A-Za-z0-9]+$/.test(pathName),
    setHeaders: (reply, path) => {
      // Vite puts a content hash in every file name under assets/; the rest (favicon, manifest) may change.
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // Browsers and crawlers ask for /favicon.ico whatever the page says; the icon is an SVG.
  app.get('/favicon.ico', (_request, reply) => {
    void reply.header('Cache-Control', 'public, max-age=86400').redirect('/favicon.svg', 301);
  });
};
