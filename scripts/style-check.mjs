#!/usr/bin/env node
/**
 * Style check: component, pattern, page and theme style files (`*.css.ts`) read sizes and colours
 * from the theme contract (`src/styles/vars.css.ts`, values in `src/styles/tokens.ts`), so a raw
 * hex colour, a raw `Npx` length or a bare number on a length property (vanilla-extract turns
 * `width: 44` into `44px`) fails. Allowed: 0 (with or without `px`: `max(0px, …)` needs the
 * unit), numbers on unitless properties (`opacity`, `zIndex`, `flex`, `lineHeight`…), and a line
 * that says why it is an exception: `// style-check-allow: <reason>` on the line itself or on the
 * line above (the reason is required). Media queries come from `src/styles/media.ts`.
 *
 * Usage: `node scripts/style-check.mjs [dir…]` (default: the directories below). Prints every
 * offending file:line and exits 1 if there is one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const defaultRoots = ['src/components', 'src/patterns', 'src/contact', 'src/app', 'src/pages', 'src/styles'];

/** Properties whose numbers vanilla-extract leaves without a unit (its `unitless` list, CSS-cased). */
const unitless = new Set(
  [
    'animationIterationCount',
    'aspectRatio',
    'borderImageOutset',
    'borderImageSlice',
    'borderImageWidth',
    'columnCount',
    'columns',
    'fillOpacity',
    'flex',
    'flexGrow',
    'flexShrink',
    'floodOpacity',
    'fontWeight',
    'gridArea',
    'gridColumn',
    'gridColumnEnd',
    'gridColumnStart',
    'gridRow',
    'gridRowEnd',
    'gridRowStart',
    'initialLetter',
    'lineClamp',
    'lineHeight',
    'maxLines',
    'opacity',
    'order',
    'orphans',
    'scale',
    'stopOpacity',
    'strokeDashoffset',
    'strokeMiterlimit',
    'strokeOpacity',
    'strokeWidth',
    'tabSize',
    'webkitLineClamp',
    'widows',
    'zIndex',
    'zoom',
  ].map((name) => name.toLowerCase()),
);

const allowTag = /\/\/\s*style-check-allow:\s*(\S.*)?$/;
const hex = /(?<![\w&-])#[0-9a-fA-F]{3,8}\b/g;
const px = /(?<![\w.-])-?(\d*\.?\d+)px\b/g;
const bareNumber = /(?<![\w'"`-])([a-zA-Z]+)\s*:\s*(-?\d*\.?\d+)\s*(?=[,}\n]|$)/g;

/** Drops comments (line and block on one line); good enough for style files. */
const stripComments = (line) => line.replace(/\/\*.*?\*\//g, '').replace(/(^|[^:])\/\/.*$/, '$1');

/**
 * Problems in one style file's source: `{ line, text, message }` (line is 1-based). An allow tag
 * without a reason is itself a problem.
 */
export function styleProblems(source) {
  const lines = source.split('\n');
  const problems = [];
  lines.forEach((raw, index) => {
    const tag =
      raw.match(allowTag) ?? (index > 0 && /^\s*\/\//.test(lines[index - 1]) ? lines[index - 1].match(allowTag) : null);
    if (tag && !tag[1]) {
      problems.push({ line: index + 1, text: raw.trim(), message: 'style-check-allow needs a reason' });
      return;
    }
    if (tag) return;
    const line = stripComments(raw);
    const found = [];
    for (const match of line.matchAll(hex)) found.push(`raw hex colour ${match[0]}`);
    for (const match of line.matchAll(px)) {
      if (Number(match[1]) !== 0) found.push(`raw length ${match[0]}`);
    }
    for (const match of line.matchAll(bareNumber)) {
      const [, property, value] = match;
      if (Number(value) !== 0 && !unitless.has(property.toLowerCase())) {
        found.push(`bare number ${property}: ${value} (becomes px)`);
      }
    }
    for (const message of found) problems.push({ line: index + 1, text: raw.trim(), message });
  });
  return problems;
}

function styleFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...styleFiles(path));
    else if (name.endsWith('.css.ts')) out.push(path);
  }
  return out;
}

export function checkRoots(roots, cwd = process.cwd()) {
  const problems = [];
  for (const root of roots) {
    for (const file of styleFiles(join(cwd, root))) {
      for (const problem of styleProblems(readFileSync(file, 'utf8'))) {
        problems.push({ file: relative(cwd, file), ...problem });
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const roots = process.argv.slice(2);
  const problems = checkRoots(roots.length ? roots : defaultRoots);
  for (const { file, line, message, text } of problems) console.log(`${file}:${line}: ${message}    ${text}`);
  if (problems.length) {
    console.log(
      `\n${problems.length} raw value(s) in style files: use the theme contract (vars.css.ts: borderWidth, focusRing, size.*, space, color…), or add "// style-check-allow: <reason>".`,
    );
    process.exit(1);
  }
  console.log('Style check: no raw hex, px or bare lengths in style files.');
}
