import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Linaria (via WyW-in-JS) extracts `css`/`styled` templates in views/ into static CSS at build time.
 * WyW evaluates the modules a template interpolates (e.g. views/theme.ts) with Babel, so it needs
 * @babel/preset-typescript to strip types; JSX itself is compiled by Vite (oxc) via plugin-react.
 */
const plugins = [
  react(),
  wyw({
    include: ['views/**/*.{ts,tsx}'],
    babelOptions: { presets: ['@babel/preset-typescript'] },
  }),
];

/** How imports resolve, shared with the bench's floor pages (bench/bundle-size.ts) so they compare like with like. */
export const resolve = {
  // RxJS's ES2015 build: classes instead of ES5 helpers from tslib (about 2 kB gzip less).
  conditions: ['es2015', ...defaultClientConditions],
  // Every locale's messages are compiled to ASTs at build time (npm run i18n:compile) and every id exists
  // in every locale (tests/locales), so the browser needs no ICU parser: 7.7 kB gzip less JS.
  alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
};

const backend = 'http://localhost:3000';

// `vite build --ssr app/entry-server.tsx --outDir dist/server` builds the server renderer (server/http/pages.ts
// loads it); public/ (favicon, manifest) belongs to the client build only.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins,
  publicDir: isSsrBuild === true ? false : 'public',
  resolve,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // One stylesheet for every screen (about 4 kB gzip): a public page rendered on the server is styled at its
    // first paint, not when its screen's chunk arrives (a layout shift).
    cssCodeSplit: false,
    // Which chunk and stylesheet belong to which module (bench/bundle-size.ts reads it).
    manifest: true,
    // Every browser that runs this build (ES modules, import.meta) supports modulepreload natively.
    modulePreload: { polyfill: false },
    // The service worker is its own entry, at the root under a fixed name (its scope is the folder it is served from).
    rollupOptions:
      isSsrBuild === true
        ? {}
        : {
            input: { index: 'index.html', sw: 'app/sw.ts' },
            output: {
              entryFileNames: (chunk: { name: string }) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js'),
              // A message pack's chunk says which language and pack it holds (locales/compiled/<locale>/<pack>.json).
              chunkFileNames: (chunk: { facadeModuleId: string | null }) => {
                const pack = /locales\/compiled\/(\w+)\/(\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
                return pack === null ? 'assets/[name]-[hash].js' : `assets/messages-${pack[1] ?? ''}-${pack[2] ?? ''}-[hash].js`;
              },
            },
          },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/media': { target: backend, changeOrigin: false },
    },
  },
}));
