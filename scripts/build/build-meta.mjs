// What the build writes for its own tools but never deploys: the client build's
// manifest (which chunk and CSS each module became — read by prerender, preload-assets, the size
// budget and the resilience e2e) and the hidden source maps (module ids for the size budget, and
// for decoding a production stack trace). They live in a sibling of the deploy folder,
// `<dist>-meta/` (`dist` → `dist-meta/`), written by the Vite plugin in
// scripts/vite-plugins/vite-plugin-build-meta.ts after every client build.
//
//   <dist>-meta/manifest.json              the Vite manifest (was <dist>/.vite/manifest.json)
//   <dist>-meta/sourcemaps/assets/x.js.map  the map of <dist>/assets/x.js (no sourceMappingURL in x.js)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder next to `dist` that holds the build's manifest and source maps. */
export function metaDirFor(dist) {
  const resolved = path.resolve(dist);
  return `${resolved.replace(/[\\/]+$/, '')}-meta`;
}

/** Where the manifest of the client build of `dist` is kept. */
export const manifestPathFor = (dist) => path.join(metaDirFor(dist), 'manifest.json');

/** Where the source map of `<dist>/<file>` is kept (`file` as the manifest names it, e.g. `assets/x.js`). */
export const sourceMapPathFor = (dist, file) => path.join(metaDirFor(dist), 'sourcemaps', `${file}.map`);

/** The client build's manifest; throws with the command to run when the build has not been made. */
export function readManifest(dist) {
  const file = manifestPathFor(dist);
  if (!existsSync(file)) {
    throw new Error(
      `${file} is missing — build the client first (vite build --outDir ${path.relative(process.cwd(), path.resolve(dist)) || '.'}); ` +
        'scripts/vite-plugins/vite-plugin-build-meta.ts moves the manifest there from <dist>/.vite/.',
    );
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}
