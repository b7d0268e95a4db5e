// Post-build step (after scripts/build/preload-assets.mjs): every prerendered page gets its own font file,
// Pretendard cut down to the characters the page shows, so its first paint waits for one small
// font instead of every Unicode subset its text touches.
//
// Pretendard is self-hosted as a dynamic subset (src/main.tsx imports the package's CSS): 92 woff2
// files split by unicode-range. A Korean page's text touches 10–16 of them (≈ 300–430 KB), because
// its few hundred syllables are spread over the subsets; the browser fetches them all before the
// first paint, and on a slow connection that is most of the page's load. Here each page's text
// (what `#root` renders, plus placeholders and values, plus printable ASCII for what the page may
// write later) becomes one variable-font subset (harfbuzz via `subset-font`, every weight kept, the
// copyright and license kept in its name table and as the stylesheet's opening comment) of
// 30–85 KB, declared as a family of its own (src/styles/pageFont.json) whose unicode-range is exactly
// those characters. That family comes first in the body's font stack (src/styles/fontStack.ts), so
// the page's characters come from the page font, and 'Pretendard Variable' with its 92 subsets is
// consulted, and its files fetched, only for text the page did not have (another page after a
// client-side navigation, a visitor's own input). Pages with the same characters share the files.
// (It was one more 'Pretendard Variable' face: then the browser's first layout of a page built that
// family's 93 faces for each weight and size the page uses, and took 2–2.5× as long; see
// docs/performance.md, "The page font as a family of its own".)
//
// Each page's <head> gets the font as a preload (before the first stylesheet, so it is fetched with
// the stylesheets, not after them) and its face as a stylesheet (after the last one). A page without
// prerendered text (the SPA template) preloads the three most used dynamic subsets instead: subset
// 91 holds ASCII, punctuation and the most frequent Hangul, 90 and 89 the next most frequent.
//
//   node scripts/build/page-fonts.mjs [--dist dist]    (DIST_DIR also works; run once per build)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { JSDOM } from 'jsdom';
import subsetFont from 'subset-font';
import { htmlFiles } from './dist-html.mjs';

/** The page font's own family, first in the body's font stack (src/styles/fontStack.ts reads the same file). */
export const pageFamily = JSON.parse(
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/styles/pageFont.json'), 'utf8'),
).family;
/** The whole variable font the page fonts are cut from (read from the working directory, like the build). */
const variableFont = 'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2';
/** The package's stylesheet, whose opening comment is the font's copyright and license notice. */
const packageCss = 'node_modules/pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
/**
 * The name table entries a page font keeps: harfbuzz keeps 0–6 by default, which would drop the
 * license (13) and its URL (14) that the SIL Open Font License asks every copy to carry.
 */
const nameIds = Array.from({ length: 15 }, (_, id) => id);

/** The dynamic subsets a page without prerendered text preloads, most used first. */
export const preloadedSubsets = [91, 90, 89];

/** Printable ASCII: what a page may write after its first paint (numbers, dates, form messages). */
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join('');

/**
 * The characters a prerendered page shows: the text of `#root` (not scripts, styles or templates),
 * the placeholders and values of its fields, and printable ASCII. Empty when `#root` has no text.
 */
export function pageCharacters(html) {
  const { document } = new JSDOM(html).window;
  const root = document.getElementById('root');
  if (!root || !root.textContent?.trim()) return '';
  for (const node of root.querySelectorAll('script, style, template, noscript')) node.remove();
  const texts = [root.textContent];
  for (const field of root.querySelectorAll('[placeholder], input[value], textarea')) {
    texts.push(field.getAttribute('placeholder') ?? '', field.getAttribute('value') ?? '', field.textContent ?? '');
  }
  const chars = new Set([...ascii, ...texts.join('')].filter((char) => !/\s/.test(char) || char === ' '));
  return [...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0)).join('');
}

/** A CSS unicode-range for a set of characters (sorted), consecutive code points as one range. */
export function unicodeRange(chars) {
  const points = [...new Set([...chars].map((char) => char.codePointAt(0)))].sort((a, b) => a - b);
  const ranges = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (n) => n.toString(16);
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/**
 * The @font-face of a page font: its own family, with the dynamic subsets' other descriptors (every
 * weight of the variable font, swap); `notice` (the font's copyright and license comment) first.
 */
export function fontFaceCss(fontFile, chars, notice = '') {
  return [
    ...(notice ? [notice] : []),
    '@font-face {',
    `  font-family: '${pageFamily}';`,
    '  font-style: normal;',
    '  font-display: swap;',
    '  font-weight: 45 920;',
    `  src: url(./${fontFile}) format('woff2-variations'), url(./${fontFile}) format('woff2');`,
    `  unicode-range: ${unicodeRange(chars)};`,
    '}',
    '',
  ].join('\n');
}

/** Adds the tags to one document (each once): preloads before the first stylesheet, the face after the last. */
export function addFontTags(html, { preloads, stylesheet }) {
  let out = html;
  const newPreloads = preloads.filter((href) => !out.includes(`href="${href}"`));
  if (newPreloads.length > 0) {
    // Before the first stylesheet; after the inline scripts that must come first (the start rule).
    const at = out.search(/<link rel="stylesheet"|<script type="module"|<\/head>/);
    const indent = /\n([ \t]*)$/.exec(out.slice(0, at))?.[1] ?? '    ';
    const tags = newPreloads.map(
      (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
    );
    out = `${out.slice(0, at)}${tags.join(`\n${indent}`)}\n${indent}${out.slice(at)}`;
  }
  if (stylesheet && !out.includes(`href="${stylesheet}"`)) {
    const links = [...out.matchAll(/<link rel="stylesheet"[^>]*>/g)];
    const last = links.at(-1);
    const at = last ? last.index + last[0].length : out.indexOf('</head>');
    out = `${out.slice(0, at)}\n    <link rel="stylesheet" crossorigin href="${stylesheet}">${out.slice(at)}`;
  }
  return out;
}

const shortHash = (data) => createHash('sha256').update(data).digest('base64url').slice(0, 10);

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--dist');
  const dist = path.resolve(at > 0 ? process.argv[at + 1] : process.env.DIST_DIR || 'dist');
  const assets = readdirSync(path.join(dist, 'assets'));
  // Decoded from woff2 once, not once per page (the subset itself takes ~20 ms, its woff2 ~400 ms).
  const font = await fontverter.convert(readFileSync(variableFont), 'truetype');
  const notice = /^\/\*[\s\S]*?\*\//.exec(readFileSync(packageCss, 'utf8'))?.[0];
  if (!notice?.includes('Open Font License'))
    throw new Error(`page-fonts: no license notice at the top of ${packageCss}`);
  /** characters → { fontFile, cssFile }, so pages with the same characters share them */
  const made = new Map();
  let bytes = 0;
  const files = htmlFiles(dist);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const chars = pageCharacters(html);
    let tags;
    if (chars === '') {
      const preloads = preloadedSubsets.map((n) => {
        const name = assets.find((f) => f.startsWith(`PretendardVariable.subset.${n}-`) && f.endsWith('.woff2'));
        if (!name) throw new Error(`page-fonts: no PretendardVariable.subset.${n}-*.woff2 in ${dist}/assets`);
        return `/assets/${name}`;
      });
      tags = { preloads, stylesheet: null };
    } else {
      if (!made.has(chars)) {
        const woff2 = await subsetFont(font, chars, { targetFormat: 'woff2', preserveNameIds: nameIds });
        const fontFile = `pretendard-page-${shortHash(woff2)}.woff2`;
        const css = fontFaceCss(fontFile, chars, notice);
        const cssFile = `pretendard-page-${shortHash(css)}.css`;
        writeFileSync(path.join(dist, 'assets', fontFile), woff2);
        writeFileSync(path.join(dist, 'assets', cssFile), css);
        bytes += woff2.length;
        made.set(chars, { fontFile, cssFile });
      }
      const { fontFile, cssFile } = made.get(chars);
      tags = { preloads: [`/assets/${fontFile}`], stylesheet: `/assets/${cssFile}` };
    }
    writeFileSync(file, addFontTags(html, tags));
  }
  console.log(
    `page-fonts: ${made.size} page fonts (${(bytes / 1024 / Math.max(made.size, 1)).toFixed(1)} KB on average) for ${files.length} HTML files`,
  );
}
