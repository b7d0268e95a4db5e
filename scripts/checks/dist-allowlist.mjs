#!/usr/bin/env node
// What the deploy folder may contain: everything a visitor may fetch, and nothing else.
// Runs in `npm test` right after the build and fails on any other file — a source map, a
// `sourceMappingURL` comment, the MSW worker, Vite's manifest, a stray report — naming each one.
// The manifest and the hidden source maps belong in <dist>-meta/ (scripts/build/build-meta.mjs).
//
//   node scripts/checks/dist-allowlist.mjs [--dist dist]    (DIST_DIR also works)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths (relative, `/`-separated) a deploy may contain, each with what it is. */
export const allowed = [
  {
    what: 'a hashed script, stylesheet or font from the client build',
    re: /^assets\/[\w.-]+-[\w-]{8,}\.(js|css|woff2)$/,
  },
  { what: 'an artwork image from public/artwork', re: /^artwork\/[\w/.-]+\.(svg|png|jpe?g|webp|avif)$/ },
  { what: 'the Open Graph image', re: /^og\/[\w.-]+\.png$/ },
  { what: 'the favicon', re: /^favicon\.svg$/ },
  { what: 'the static host headers (scripts/build/security-headers.mjs)', re: /^_headers$/ },
  { what: 'robots.txt / sitemap.xml', re: /^(robots\.txt|sitemap\.xml)$/ },
  { what: 'a prerendered page', re: /^(?!assets\/|artwork\/|og\/)[^/].*\.html$/ },
];

/** Known leaks, named so the message says what to do. */
const leaks = [
  { re: /\.map$/, why: 'a source map (keep maps hidden in <dist>-meta/sourcemaps/)' },
  { re: /(^|\/)\.vite\//, why: "Vite's build manifest (it belongs in <dist>-meta/manifest.json)" },
  { re: /(^|\/)mockServiceWorker\.js$/, why: 'the MSW mock worker (development only)' },
];

/**
 * The problems of a deploy listing: files outside the allowlist, scripts or stylesheets that point
 * at a source map, HTML that is not a prerendered page, and JS that would register the mock worker.
 * `read(file)` returns a file's text.
 */
export function distProblems(files, read) {
  const problems = [];
  for (const file of files) {
    const leak = leaks.find(({ re }) => re.test(file));
    if (leak) {
      problems.push(`${file}: ${leak.why}`);
      continue;
    }
    if (!allowed.some(({ re }) => re.test(file))) {
      problems.push(`${file}: not on the allowlist of what may be deployed (scripts/checks/dist-allowlist.mjs)`);
      continue;
    }
    if (/\.(js|css)$/.test(file)) {
      const text = read(file);
      if (/[#@]\s*sourceMappingURL=/.test(text)) problems.push(`${file}: has a sourceMappingURL comment`);
      if (file.endsWith('.js') && text.includes('mockServiceWorker'))
        problems.push(`${file}: refers to the MSW worker`);
    }
    if (file.endsWith('.html') && file !== '404.html' && !/<div id="root" data-route="/.test(read(file))) {
      problems.push(`${file}: HTML that is not a prerendered page (no #root[data-route])`);
    }
  }
  if (!files.includes('index.html')) problems.push('index.html: missing (is this a build?)');
  return problems;
}

/** Every file under `dir`, as `/`-separated paths relative to it (dot files and folders included). */
export function listFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file, base) : [path.relative(base, file).split(path.sep).join('/')];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--dist');
  const dist = path.resolve(at > 0 ? process.argv[at + 1] : process.env.DIST_DIR || 'dist');
  const files = listFiles(dist);
  const problems = distProblems(files, (file) => readFileSync(path.join(dist, file), 'utf8'));
  if (problems.length) {
    console.error(
      `✗ ${path.relative(process.cwd(), dist) || dist} holds ${problems.length} thing(s) that must not ship:`,
    );
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(
    `✓ ${path.relative(process.cwd(), dist) || dist}: ${files.length} files, all on the allowlist; no source map, mock worker or manifest`,
  );
}
