import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Settings } from '../../io/entities/settings';

/** The built client (vite build), or a stand-in page when it has not been built (server tests). */
export interface ClientBuild {
  readonly root: string | null;
  readonly template: string;
}

export const defaultClientDir = resolve('dist/client');

const fallbackTemplate = `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>Rendezvous</title>
    <!--settings-->
  </head>
  <body><p>The client is not built: run <code>npm run build</code>.</p></body>
</html>
`;

export const loadClientBuild = (dir: string | null): ClientBuild => {
  const index = dir === null ? null : join(dir, 'index.html');
  if (dir === null || index === null || !existsSync(index)) return { root: null, template: fallbackTemplate };
  return { root: dir, template: readFileSync(index, 'utf8') };
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON safe inside <script>: no '<' can close the element, no line separator can end the literal. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** index.html with the settings inlined (no round trip before the first paint) and the site's language. */
export const renderIndex = (template: string, settings: Settings): string => {
  const script = `<script>window.__SETTINGS__=${scriptJson(settings)}</script>`;
  const withSettings = template.includes('<!--settings-->')
    ? template.replace('<!--settings-->', () => script)
    : template.replace('</head>', () => `${script}</head>`);
  const lang = escapeHtml(settings.domain_language);
  return withSettings
    .replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => `<html${attributes.replace(/\slang="[^"]*"/i, '')} lang="${lang}">`)
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(settings.index_title)}</title>`);
};

export const sendIndex = (reply: FastifyReply, html: string): void => {
  reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
};

/**
 * Static files of the build. index.html itself is never served raw: every page GET falls through to the
 * not-found handler, which renders it with the settings.
 */
export const registerClientFiles = async (app: FastifyInstance, build: ClientBuild): Promise<void> => {
  if (build.root === null) return;
  await app.register(fastifyStatic, {
    root: build.root,
    prefix: '/',
    index: false,
    wildcard: true,
    // Files only (a name with an extension): '/', '/members/12' or a directory go to the page handler.
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/api/') && /\.[A-Za-z0-9]+$/.test(pathName),
    setHeaders: (reply, path) => {
      // Vite puts a content hash in every file name under assets/.
      reply.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
};
