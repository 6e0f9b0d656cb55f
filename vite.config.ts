import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

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

const backend = 'http://localhost:3000';

// `vite build --ssr app/entry-server.tsx --outDir dist/server` builds the server renderer (server/http/pages.ts
// loads it); public/ (favicon, manifest) belongs to the client build only.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins,
  publicDir: isSsrBuild === true ? false : 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/media': { target: backend, changeOrigin: false },
    },
  },
}));
