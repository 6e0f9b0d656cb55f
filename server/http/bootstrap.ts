import { createHash } from 'node:crypto';

/** The data block the bootstrap reads: the entry script and the modules to fetch beside it. */
export const scriptsBlockId = 'rdv-scripts';

/**
 * The one inline script of a page (allowed by its sha256 in the Content-Security-Policy): it starts the
 * app after the first paint. The page is readable from its server markup already; its scripts then do not
 * compete with the HTML for a slow connection before that paint. It preloads the entry's chunks and the
 * page's own (its messages, its screen) beside the entry, so they arrive in one round trip, not a
 * waterfall. Plain text, not code of ours bundled: its hash must match what the browser sees.
 */
export const bootstrapScript = [
  `const scripts = JSON.parse(document.getElementById('${scriptsBlockId}').textContent);`,
  'requestAnimationFrame(() => setTimeout(() => {',
  '  for (const href of scripts.preload) {',
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '  import(scripts.entry);',
  '}));',
].join('\n');

/** The CSP source that allows exactly the bootstrap. */
export const bootstrapHash = `'sha256-${createHash('sha256').update(bootstrapScript, 'utf8').digest('base64')}'`;

/** What the bootstrap loads: the entry and every module the page needs before it is interactive. */
export interface PageScripts {
  readonly entry: string;
  readonly preload: ReadonlyArray<string>;
}

const entryTag = /<script type="module"(?: crossorigin)? src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload"(?: crossorigin)? href="(\/assets\/[\w.-]+\.js)">\s*/g;

/**
 * index.html without its entry script and modulepreload links, which the bootstrap takes over; null when
 * the build names no entry (a template without scripts is served as it is).
 */
export const takeScripts = (template: string): { template: string; scripts: PageScripts } | null => {
  const entry = entryTag.exec(template)?.[1];
  if (entry === undefined) return null;
  const preload = [...template.matchAll(preloadTag)].map((match) => match[1] ?? '');
  const stripped = template.replace(entryTag, '').replace(preloadTag, '');
  return { template: stripped, scripts: { entry, preload } };
};

/** The build's scripts with a page's own modules (paths relative to the build) among those preloaded. */
export const pageScripts = (scripts: PageScripts | null, pageModules: ReadonlyArray<string>): PageScripts | null =>
  scripts === null ? null : { entry: scripts.entry, preload: [...scripts.preload, ...pageModules.map((file) => `/${file}`)] };
