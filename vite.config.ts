import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { contentPlugin } from './scripts/content/vite-plugin-content.ts';
import { buildMetaPlugin } from './scripts/vite-plugins/vite-plugin-build-meta.ts';
import { eagerFactoriesPlugin } from './scripts/vite-plugins/vite-plugin-eager-factories.ts';
import { previewHeadersPlugin } from './scripts/vite-plugins/vite-plugin-preview-headers.ts';
import { previewMockApiPlugin } from './scripts/vite-plugins/vite-plugin-preview-mock-api.ts';
import { previewNotFoundPlugin } from './scripts/vite-plugins/vite-plugin-preview-not-found.ts';
import { previewPrecompressedPlugin } from './scripts/vite-plugins/vite-plugin-preview-precompressed.ts';

/**
 * Server build (prerender) only: `dompurify` resolves to a DOMPurify bound to a jsdom window, so
 * article and notice HTML is sanitised by the same library and rules as in the browser.
 */
function serverDomPurify(): Plugin {
  const serverModule = fileURLToPath(new URL('./src/prerender/dompurify.server.ts', import.meta.url));
  return {
    name: 'nuri:server-dompurify',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (id === 'dompurify' && options.ssr && importer !== serverModule) return serverModule;
      return null;
    },
  };
}

/**
 * The site's client build only (not the prerender's server build, not Storybook's, which sets its
 * own input): how the JavaScript is cut into chunks. Left to itself, rolldown splits every module
 * that the entry and a lazy page share into its own chunk — 13 files before the 404 page could
 * hydrate, each with its own gzip and import/export overhead. Instead:
 * - `react`: react, react-dom and scheduler (the framework floor of the size budget), a vendor chunk
 *   that changes only with a React upgrade;
 * - `shell`: everything else the entry imports statically (`$initial`: store, i18n, the app shell,
 *   header and footer, the shared primitives); it holds the entry module, so it is the entry chunk
 *   (index-*.js) and lazy pages import the shared code from there.
 * Lazy code (pages, dialogs, the date picker calendar, the carousel engine, DOMPurify, the catalogs)
 * is not `$initial` and keeps rolldown's automatic chunks. rolldown adds a tiny `rolldown-runtime`
 * chunk (its CommonJS interop helpers, shared by React and the rest).
 *
 * The CSS is one file (`cssCodeSplit: false`): split by chunk, a page's first paint waited for 6–10
 * stylesheets (the entry's and one per shared module of its route, 40–45 KB gzip with each file's
 * own overhead); the whole site's CSS is 30 KB gzip in one request, cached for every page, and a
 * client-side navigation loads no stylesheet.
 */
function clientChunks(): Plugin {
  return {
    name: 'nuri:client-chunks',
    enforce: 'post',
    apply: (_, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    config(config) {
      if (config.build?.rolldownOptions?.input ?? config.build?.rollupOptions?.input) return;
      return {
        build: {
          cssCodeSplit: false,
          rolldownOptions: {
            // Radix's packages name their functions with an esbuild helper, `__name(fn, 'Name')`, which only
            // sets `fn.name`. In a class's static block (`@radix-ui/react-collection`'s OrderedDict, which
            // the tab strip does not use) the call kept the whole unused class in the tab strip's chunk
            // (3.2 KB gzip): called pure, what nothing uses is dropped.
            treeshake: { manualPureFunctions: ['__name'] },
            output: {
              // A chunk's file is named by its hash alone (`c-` keeps the `name-hash` shape the deploy
              // allowlist checks): the entry lists the files of every lazy chunk's preloads
              // (`__vite__mapDeps`, 80 of them), and their names were 0.7 KB gzip of it, on every page.
              // The build's manifest (<dist>-meta) still maps each file to its module.
              chunkFileNames: 'assets/c-[hash].js',
              codeSplitting: {
                groups: [
                  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                  { name: 'shell', tags: ['$initial'], priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

// Build output (`DIST_DIR`, default dist/). scripts/build/prerender.mjs runs the server build of
// src/entry-server.tsx with this same config into node_modules/.cache/prerender/ (not deployed).
const distDir = process.env.DIST_DIR || 'dist';

// plugin-react 6 has no `babel` option: the Lingui macros run through @rolldown/plugin-babel,
// placed before the React plugin so <Trans> is compiled before JSX is transformed.
export default defineConfig({
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    vanillaExtractPlugin(),
    contentPlugin(),
    serverDomPurify(),
    previewHeadersPlugin(),
    previewMockApiPlugin(),
    previewNotFoundPlugin(),
    // After the others' middlewares (hook order `post`): the _headers are set, the mock API has answered.
    previewPrecompressedPlugin(),
    buildMetaPlugin(),
    clientChunks(),
    eagerFactoriesPlugin(),
  ],
  // The primitives' public entry (src/components/index.ts), as Storybook's docs show it.
  // wouter's `use-sync-external-store/shim` is React's own hook on React 19 (src/lib/useSyncExternalStoreShim.ts).
  resolve: {
    alias: [
      { find: '@nuri/components', replacement: fileURLToPath(new URL('./src/components/index.ts', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStoreShim.ts', import.meta.url)),
      },
    ],
  },
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/sprinkles/createRuntimeSprinkles'],
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  // The manifest tells scripts/build/prerender.mjs each page's CSS and chunks. It and the source maps
  // ('hidden': no sourceMappingURL in the shipped files) are moved out of the deploy folder to
  // <outDir>-meta/ by buildMetaPlugin (scripts/build/build-meta.mjs); mockServiceWorker.js is dropped.
  // No modulepreload polyfill: every es2022 browser preloads modules natively (one less thing in the
  // entry chunk every page waits for).
  build: {
    target: 'es2022',
    outDir: distDir,
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
