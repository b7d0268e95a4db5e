// Which catalog a source file's messages go to, read from the route registry and the import graph,
// so that no folder is listed by hand: lingui.config.ts extracts with it and scripts/checks/i18n-check.mjs
// checks with the same graph.
//
// A page loads the site's `messages` catalog and the feature catalogs its registry entry names
// (`catalogs` in src/app/routeTable.ts). A file's messages belong where every page that can render
// the file finds them:
// - in `messages` when the shell reaches it (src/main.tsx without entering a page's folder: the
//   header, the footer, the not-found page, the dialogs), when a page without a feature catalog
//   reaches it, or when nothing does (a file only stories or tests use);
// - otherwise in the first feature catalog of each page that reaches it (a primitive the contact
//   and services pages both render is in both catalogs).
// So a primitive (the date picker, the carousel) is said from the catalog of whatever page renders
// it: reusing it on a page without a feature catalog moves its messages into `messages` on the next
// extract, with no catalog edit, and `npm run size` shows what that costs.
//
// lingui.config.ts runs this in every process that loads the config (each extract worker, Vite,
// Vitest, Storybook): the answer is cached by the sources' content in node_modules/.cache/, and the
// TypeScript parser is loaded only when the graph is read again.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(import.meta.url);
/** @returns {typeof import('typescript')} */
const typescript = () => require('typescript');
/** @returns {typeof import('./route-table.mjs')} */
const routeTable = () => require('./route-table.mjs');
const aliases = { '@nuri/components': 'src/components/index.ts' };

/** The source file (repository-relative) a specifier of `from` names, or null for a package. */
export function resolveImport(from, specifier) {
  if (aliases[specifier]) return aliases[specifier];
  if (!specifier.startsWith('.')) return null; // a package, a virtual module
  const base = path.join(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(path.join(root, file))) ?? null;
}

const importCache = new Map();
/** The modules a source file loads: imports and re-exports (not type-only), and literal `import()`s. */
export function importsOf(file) {
  if (importCache.has(file)) return importCache.get(file);
  const ts = typescript();
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly)
      specifiers.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const files = specifiers.map((specifier) => resolveImport(file, specifier)).filter(Boolean);
  importCache.set(file, files);
  return files;
}

/**
 * Files reachable from `starts` without entering a file `cut` says, each with the file that first
 * reached it (null for a start), and the imports that reached a cut file (`[from, file]`).
 */
export function reachable(starts, cut) {
  const via = new Map(starts.map((start) => [start, null]));
  const cutImports = [];
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of importsOf(file)) {
      if (cut(next)) cutImports.push([file, next]);
      else if (!via.has(next)) {
        via.set(next, file);
        queue.push(next);
      }
    }
  }
  return { via, cutImports };
}

/** How `file` was reached: `src/main.tsx → … → file`. */
export function chain(via, file) {
  const files = [];
  for (let at = file; at; at = via.get(at)) files.unshift(at);
  return files.join(' → ');
}

/** A page's folder (`src/pages/ContactPage/`), from its name in the registry. */
export const pageFolderOf = (page) =>
  `${path.dirname(resolveImport(routeTable().routeTableFile, `../pages/${page}`))}/`;

const isSource = (file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file);
const sourcesIn = (folder) =>
  readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter(isSource)
    .sort();

/**
 * The files whose messages go to each feature catalog (repository-relative paths, only files that
 * import a Lingui macro), e.g. { contact: ['src/contact/submit.ts', …], services: […] }. Every
 * other source file's messages go to `messages`.
 * @returns {Record<string, string[]>}
 */
export function featureCatalogFiles() {
  const hash = createHash('sha256');
  for (const file of [...sourcesIn('src'), 'scripts/build/catalog-files.mjs', 'scripts/build/route-table.mjs'])
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  const key = hash.digest('hex');
  const cacheFile = path.join(root, 'node_modules/.cache/catalog-files.json');
  try {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8'));
    if (cached.key === key) return cached.files;
  } catch {
    // no cache yet, or an unreadable one: read the graph
  }
  const files = readFeatureCatalogFiles(routeTable().readRouteTable());
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  // Written whole, then renamed: processes that start together never read half a file.
  const partial = `${cacheFile}.${process.pid}`;
  writeFileSync(partial, JSON.stringify({ key, files }));
  renameSync(partial, cacheFile);
  return files;
}

/** `featureCatalogFiles` without the cache. */
export function readFeatureCatalogFiles(rows) {
  const folders = rows.map((row) => pageFolderOf(row.page));
  const inAPage = (file) => folders.some((folder) => file.startsWith(folder));
  const shell = reachable(['src/main.tsx'], inAPage).via;
  /** file → the feature catalogs of the pages that reach it; null once a page without one does. */
  const catalogsOf = new Map();
  rows.forEach((row, index) => {
    const own = folders[index];
    const { via } = reachable(sourcesIn(own), (file) => inAPage(file) && !file.startsWith(own));
    for (const file of via.keys()) {
      if (shell.has(file)) continue;
      const feature = row.catalogs[0];
      const known = catalogsOf.get(file);
      if (!feature || known === null) catalogsOf.set(file, null);
      else catalogsOf.set(file, new Set([...(known ?? []), feature]));
    }
  });
  const saysSomething = (file) => readFileSync(path.join(root, file), 'utf8').includes('@lingui/');
  const files = Object.fromEntries(rows.flatMap((row) => row.catalogs).map((catalog) => [catalog, []]));
  for (const [file, catalogs] of catalogsOf) {
    if (!catalogs || !saysSomething(file)) continue;
    for (const catalog of catalogs) files[catalog].push(file);
  }
  for (const list of Object.values(files)) list.sort();
  return files;
}
