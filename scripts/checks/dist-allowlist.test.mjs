// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { distProblems } from './dist-allowlist.mjs';
import { manifestPathFor, metaDirFor, sourceMapPathFor } from '../build/build-meta.mjs';

const page =
  '<!doctype html><html lang="en"><head></head><body><div id="root" data-route="/en/about"></div></body></html>';
const clean = {
  'index.html': page.replace('/en/about', '/'),
  '404.html': '<!doctype html><html lang="ko"><body><div id="root"></div></body></html>',
  'en/about.html': page,
  'contact/MUSIC PRODUCTION.html': page,
  'assets/index-CwOiZqMA.js': 'console.log(1);\n',
  'assets/index-B2r4-UFM.css': 'a{color:red}\n',
  'assets/prerender-03afaf5e9b.css': '[data-ssr-style]{}\n',
  'assets/PretendardVariable.subset.91-B_NwfthN.woff2': '',
  'artwork/works/video-1.svg': '<svg/>',
  'og/nuri-music.png': '',
  'favicon.svg': '<svg/>',
  _headers: '/*\n  X-Content-Type-Options: nosniff\n',
  'robots.txt': '',
  'sitemap.xml': '',
};
const check = (files) => distProblems(Object.keys(files), (file) => files[file]);

describe('what dist may contain', () => {
  it('accepts a build of only pages, hashed assets, public images and the host files', () => {
    expect(check(clean)).toEqual([]);
  });

  it.each([
    ['assets/index-CwOiZqMA.js.map', 'source map'],
    ['.vite/manifest.json', 'manifest'],
    ['mockServiceWorker.js', 'MSW'],
    ['stats.html', 'not a prerendered page'],
    ['report.json', 'allowlist'],
    ['assets/index.js', 'allowlist'],
    ['.env', 'allowlist'],
    ['src/main.tsx', 'allowlist'],
  ])('fails on %s', (file, why) => {
    const problems = check({ ...clean, [file]: '<html></html>' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(file);
    expect(problems[0]).toContain(why);
  });

  it('fails on a script or stylesheet that names its source map', () => {
    const problems = check({
      ...clean,
      'assets/index-CwOiZqMA.js': 'console.log(1);\n//# sourceMappingURL=index-CwOiZqMA.js.map\n',
      'assets/index-B2r4-UFM.css': 'a{}\n/*# sourceMappingURL=index-B2r4-UFM.css.map */\n',
    });
    expect(problems).toEqual([
      'assets/index-CwOiZqMA.js: has a sourceMappingURL comment',
      'assets/index-B2r4-UFM.css: has a sourceMappingURL comment',
    ]);
  });

  it('fails on a script that would register the mock worker', () => {
    const problems = check({
      ...clean,
      'assets/index-CwOiZqMA.js': 'navigator.serviceWorker.register("/mockServiceWorker.js")',
    });
    expect(problems).toEqual(['assets/index-CwOiZqMA.js: refers to the MSW worker']);
  });

  it('fails on a listing without index.html', () => {
    const rest = Object.fromEntries(Object.entries(clean).filter(([file]) => file !== 'index.html'));
    expect(check(rest)).toEqual(['index.html: missing (is this a build?)']);
  });
});

describe('the build meta folder', () => {
  it('is a sibling of the deploy folder, never inside it', () => {
    expect(metaDirFor('/tmp/x/dist')).toBe('/tmp/x/dist-meta');
    expect(metaDirFor('/tmp/x/dist/')).toBe('/tmp/x/dist-meta');
    expect(manifestPathFor('/tmp/x/dist')).toBe('/tmp/x/dist-meta/manifest.json');
    expect(sourceMapPathFor('/tmp/x/dist', 'assets/a-1.js')).toBe('/tmp/x/dist-meta/sourcemaps/assets/a-1.js.map');
  });
});
