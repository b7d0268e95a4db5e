#!/usr/bin/env node
/**
 * Style check: component, pattern, page and theme style files (`*.css.ts`) read sizes and colours
 * from the theme contract (`src/styles/vars.css.ts`, values in `src/styles/tokens.ts`), so a raw
 * hex colour, a raw `Npx` length or a bare number on a length property (vanilla-extract turns
 * `width: 44` into `44px`) fails. Outside `src/styles` a raw `Nrem` or `Nem` length fails too, in a
 * string, a template literal or a `calc()` alike: measures, inline icon sizes, underline offsets
 * and the like are theme roles (`layout.measure`, `glyph`, `font.underlineOffset`…); `src/styles`
 * is where those values are written down. Allowed: 0 (with or without a unit: `max(0px, …)` needs
 * the unit), numbers on unitless properties (`opacity`, `zIndex`, `flex`, `lineHeight`…), and a line
 * that says why it is an exception: `// style-check-allow: <reason>` on the line itself or on the
 * line above (the reason is required). Media queries come from `src/styles/media.ts`.
 *
 * Surfaces (STYLE.md 12): a component reads the colour roles and the surface it sits on assigns
 * them (`src/styles/surfaces.css.ts`). So outside `src/styles` no style branches on a surface class
 * (a `${inverseSurface} &` selector; composing the class, `style([inverseSurface, …])`, or passing
 * it as a `className` makes an element a surface and is fine), and no code reads a role's inverse
 * counterpart (`textInverse`, `surfaceInverse`…: the contract's `*Inverse*` colour roles), which
 * turns light inside an inverse surface. Stories (`*.stories.tsx`) may: they paint a charcoal area
 * with them (`<Box background="surfaceInverse">`) to show a component on it.
 *
 * Usage: `node scripts/style-check.mjs [dir…]` (default: the directories below, and all of `src`
 * for the surface rules). Prints every offending file:line and exits 1 if there is one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const defaultRoots = ['src/components', 'src/patterns', 'src/contact', 'src/app', 'src/pages', 'src/styles'];
/** Where the surface rules apply (less `src/styles` itself and the stories). */
export const defaultSurfaceRoots = ['src'];

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
/** A number followed by `rem` or `em` (`0.2em`, `-0.1em`, `36rem`), not a word that ends so (`item`, `system`). */
const relativeLength = /(?<![\w.-])-?(\d*\.?\d+)r?em\b/gi;
const bareNumber = /(?<![\w'"`-])([a-zA-Z]+)\s*:\s*(-?\d*\.?\d+)\s*(?=[,}\n]|$)/g;

/** Drops comments (line and block on one line, a block comment's ` * ` lines); good enough here. */
const stripComments = (line) =>
  /^\s*\*/.test(line) ? '' : line.replace(/\/\*.*?\*\//g, '').replace(/(^|[^:])\/\/.*$/, '$1');

/** Runs `check` (a line without its comments → messages) over each line, honouring the allow tag. */
function lineProblems(source, check) {
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
    for (const message of check(stripComments(raw))) problems.push({ line: index + 1, text: raw.trim(), message });
  });
  return problems;
}

/**
 * Problems in one style file's source: `{ line, text, message }` (line is 1-based). An allow tag
 * without a reason is itself a problem. `relativeLengths: false` lets `rem`/`em` literals through
 * (the files of `src/styles`, where the theme's values are written down).
 */
export function styleProblems(source, { relativeLengths = true } = {}) {
  return lineProblems(source, (line) => {
    const found = [];
    for (const match of line.matchAll(hex)) found.push(`raw hex colour ${match[0]}`);
    for (const match of line.matchAll(px)) {
      if (Number(match[1]) !== 0) found.push(`raw length ${match[0]}`);
    }
    for (const match of relativeLengths ? line.matchAll(relativeLength) : []) {
      if (Number(match[1]) !== 0) found.push(`raw length ${match[0]}`);
    }
    for (const match of line.matchAll(bareNumber)) {
      const [, property, value] = match;
      if (Number(value) !== 0 && !unitless.has(property.toLowerCase())) {
        found.push(`bare number ${property}: ${value} (becomes px)`);
      }
    }
    return found;
  });
}

/** The classes of `src/styles/surfaces.css.ts`: applied to an element, never a selector to branch on. */
const surfaceSelector = /\$\{\s*(inverseSurface|baseSurface)\s*\}/g;

/** The contract's inverse colour roles (`textInverse`, `surfaceInverseRaised`…), from vars.css.ts's source. */
export function inverseRoleNames(contractSource) {
  return [...contractSource.matchAll(/^\s*(\w*Inverse\w*): null/gm)].map((match) => match[1]);
}

/**
 * Surface problems in one source file (see the header): selectors on a surface class (with
 * `selectors: true`, for style files) and reads of the given inverse roles.
 */
export function surfaceProblems(source, { selectors = false, inverseRoles }) {
  const inverseRead = inverseRoles.length ? new RegExp(`\\b(${inverseRoles.join('|')})\\b`, 'g') : null;
  return lineProblems(source, (line) => {
    const found = [];
    if (selectors) {
      for (const match of line.matchAll(surfaceSelector)) {
        found.push(`selector on the surface class ${match[1]}: read a role that the surface assigns`);
      }
    }
    for (const match of inverseRead ? line.matchAll(inverseRead) : []) {
      found.push(`inverse colour role ${match[1]} read outside src/styles: read the plain role`);
    }
    return found;
  });
}

function sourceFiles(dir, keep) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path, keep));
    else if (keep(name)) out.push(path);
  }
  return out;
}

const isStyleFile = (name) => name.endsWith('.css.ts');
const isSurfaceChecked = (name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !name.endsWith('.stories.tsx');

/** Raw values in the style files under `roots` (`rem`/`em` literals are let through in `src/styles`). */
export function checkRoots(roots, cwd = process.cwd()) {
  const styles = join(cwd, 'src/styles') + sep;
  const problems = [];
  for (const root of roots) {
    for (const file of sourceFiles(join(cwd, root), isStyleFile)) {
      const options = { relativeLengths: !file.startsWith(styles) };
      for (const problem of styleProblems(readFileSync(file, 'utf8'), options)) {
        problems.push({ file: relative(cwd, file), ...problem });
      }
    }
  }
  return problems;
}

/** Surface problems in the sources under `roots`, outside `src/styles` and the stories. */
export function checkSurfaces(roots, cwd = process.cwd()) {
  const inverseRoles = inverseRoleNames(readFileSync(join(cwd, 'src/styles/vars.css.ts'), 'utf8'));
  const styles = join(cwd, 'src/styles') + sep;
  const problems = [];
  for (const root of roots) {
    for (const file of sourceFiles(join(cwd, root), isSurfaceChecked)) {
      if (file.startsWith(styles)) continue;
      const source = readFileSync(file, 'utf8');
      for (const problem of surfaceProblems(source, { selectors: isStyleFile(file), inverseRoles })) {
        problems.push({ file: relative(cwd, file), ...problem });
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const roots = process.argv.slice(2);
  const raw = checkRoots(roots.length ? roots : defaultRoots);
  const surfaces = checkSurfaces(roots.length ? roots : defaultSurfaceRoots);
  for (const { file, line, message, text } of [...raw, ...surfaces])
    console.log(`${file}:${line}: ${message}    ${text}`);
  if (raw.length) {
    console.log(
      `\n${raw.length} raw value(s) in style files: use the theme contract (vars.css.ts: borderWidth, focusRing, size.*, space, color, layout.measure, glyph.*, font.underlineOffset…), or add "// style-check-allow: <reason>".`,
    );
  }
  if (surfaces.length) {
    console.log(
      `\n${surfaces.length} surface problem(s): components read the roles and the surface they sit on assigns them (src/styles/surfaces.css.ts). A value that differs between surfaces is a role: add it to the contract (vars.css.ts) and the inverse map (tokens.ts); an element that is always charcoal is an inverse surface itself.`,
    );
  }
  if (raw.length || surfaces.length) process.exit(1);
  console.log(
    'Style check: no raw hex, px or bare lengths in style files (nor rem/em outside src/styles); no branching on a surface or inverse role read outside src/styles.',
  );
}
