// The HTML files of a build folder (the prerendered pages and the SPA template), for the post-build
// steps that edit every page's <head> (scripts/build/preload-assets.mjs, scripts/build/page-fonts.mjs).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every `.html` file under `dir`, not looking into `assets/` or `artwork/`. */
export const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return ['assets', 'artwork'].includes(name) ? [] : htmlFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
