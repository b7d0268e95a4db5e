import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { manifestPathFor, metaDirFor } from '../build/build-meta.mjs';

/** Files of the build that are only for our tools or for development, never for the deploy folder. */
const DEV_ONLY_PUBLIC_FILES = ['mockServiceWorker.js'];

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file, base) : [path.relative(base, file)];
  });
}

/**
 * After a client build, leaves in the deploy folder only what a visitor may fetch:
 * - the manifest (`build.manifest: true`) moves from `<outDir>/.vite/manifest.json` to
 *   `<outDir>-meta/manifest.json` (scripts/build/build-meta.mjs), where prerender, preload-assets and
 *   the size budget read it;
 * - the source maps (`build.sourcemap: 'hidden'`: no `sourceMappingURL` comment) move to
 *   `<outDir>-meta/sourcemaps/`, for the size budget's module check and for decoding a stack trace;
 * - `mockServiceWorker.js` (MSW, copied from public/ for `npm run dev` and Storybook) is removed:
 *   the production build never starts MSW, and `PREVIEW_MOCK_API=1 vite preview` answers the API
 *   on the server (scripts/vite-plugins/vite-plugin-preview-mock-api.ts), not through the worker.
 * The server build (prerender) and Storybook's build are left alone.
 */
export function buildMetaPlugin(): Plugin {
  let outDir = '';
  let active = false;
  return {
    name: 'nuri:build-meta',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      active = !config.build.ssr && !config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    buildStart() {
      if (active) rmSync(metaDirFor(outDir), { recursive: true, force: true });
    },
    closeBundle() {
      if (!active || !existsSync(outDir)) return;
      const metaDir = metaDirFor(outDir);
      mkdirSync(metaDir, { recursive: true });
      const viteDir = path.join(outDir, '.vite');
      const manifest = path.join(viteDir, 'manifest.json');
      if (existsSync(manifest)) renameSync(manifest, manifestPathFor(outDir));
      rmSync(viteDir, { recursive: true, force: true });
      for (const file of filesUnder(outDir)) {
        if (!file.endsWith('.map')) continue;
        const target = path.join(metaDir, 'sourcemaps', file);
        mkdirSync(path.dirname(target), { recursive: true });
        renameSync(path.join(outDir, file), target);
      }
      for (const name of DEV_ONLY_PUBLIC_FILES) rmSync(path.join(outDir, name), { force: true });
    },
  };
}
