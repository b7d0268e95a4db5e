// The route registry (src/app/routeTable.ts) as the build scripts need it, read from the file's
// syntax with the TypeScript compiler (the scripts run before any build and cannot load the app's
// modules): each page's `page`, `patterns`, `catalogs` and `withArticles`, which the registry
// keeps literal. For preload-assets (a page's chunk and catalogs in its head), the size budget (its
// route groups and what a page's first render waits for), the i18n check (every message a page can
// say is in a catalog it loads) and the bench (a route's group). src/app/routeTable.test.ts checks
// that this reading and `pageForRoute` agree with the app's own.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

export const routeTableFile = 'src/app/routeTable.ts';
const source = new URL(`../../${routeTableFile}`, import.meta.url);

/**
 * @typedef {{ page: string, name: string, patterns: string[], catalogs: string[], withArticles: boolean }} RouteRow
 * (`name`: the page's name for reports, `groupName`)
 * @returns {RouteRow[]} the registry's pages in its order
 */
export function readRouteTable(text = readFileSync(source, 'utf8')) {
  const file = ts.createSourceFile(routeTableFile, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let table;
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'routeTable' && node.initializer) {
      let init = node.initializer;
      while (ts.isSatisfiesExpression(init) || ts.isAsExpression(init)) init = init.expression;
      if (ts.isArrayLiteralExpression(init)) table = init;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!table) throw new Error(`route-table: no \`export const routeTable = [ … ]\` in ${routeTableFile}`);
  const literal = (node, what) => {
    if (ts.isStringLiteralLike(node)) return node.text;
    throw new Error(
      `route-table: \`${what}\` in ${routeTableFile} must be a string literal, not \`${node?.getText(file)}\``,
    );
  };
  return table.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element))
      throw new Error(`route-table: an entry of ${routeTableFile} is no object literal`);
    const props = new Map(
      element.properties
        .filter((prop) => ts.isPropertyAssignment(prop))
        .map((prop) => [prop.name.getText(file), prop.initializer]),
    );
    const list = (key) => {
      const node = props.get(key);
      if (!node) return [];
      if (!ts.isArrayLiteralExpression(node))
        throw new Error(`route-table: \`${key}\` in ${routeTableFile} must be an array literal`);
      return node.elements.map((item) => literal(item, key));
    };
    const withArticles = props.get('withArticles');
    const page = literal(props.get('page'), 'page');
    return {
      page,
      name: groupName(page),
      patterns: list('patterns'),
      catalogs: list('catalogs'),
      withArticles: withArticles?.kind === ts.SyntaxKind.TrueKeyword,
    };
  });
}

/**
 * A page's name in reports (the size budget's route groups, the bench): `ArticleDetailPage` →
 * 'article detail'.
 * @param {string} page
 */
export function groupName(page) {
  return page
    .replace(/Page$/, '')
    .replace(/(?<=[a-z])(?=[A-Z])/g, ' ')
    .toLowerCase();
}

/** @returns {Record<string, string[]>} page name → its feature catalogs, e.g. { ContactPage: ['contact'] } */
export function readPageCatalogs(rows = readRouteTable()) {
  return Object.fromEntries(rows.filter((row) => row.catalogs.length > 0).map((row) => [row.page, row.catalogs]));
}

/** @returns {string[]} the pages whose first render waits for the article list (`withArticles`) */
export function readPagesWithArticles(rows = readRouteTable()) {
  return rows.filter((row) => row.withArticles).map((row) => row.page);
}

/**
 * The page a path renders (with or without its /ko or /en prefix), or null for the not-found
 * page: the registry's patterns matched as `pageNameOf` matches them (src/app/routeTable.ts: exact
 * segments, trailing slashes ignored, a pattern with more static segments first).
 * @param {string} route
 * @param {RouteRow[]} rows
 */
export function pageForRoute(route, rows = readRouteTable()) {
  const segmentsOf = (p) => {
    const trimmed = p.replace(/[?#].*$/, '').replace(/\/+$/, '');
    return trimmed ? trimmed.slice(1).split('/') : [];
  };
  const segments = segmentsOf(route.replace(/^\/(ko|en)(?=\/|$)/, '') || '/');
  const candidates = rows
    .flatMap((row) => row.patterns.map((pattern) => ({ page: row.page, parts: segmentsOf(pattern) })))
    .filter(({ parts }) => parts.length === segments.length)
    .sort(
      (a, b) =>
        b.parts.filter((part) => !part.startsWith(':')).length - a.parts.filter((part) => !part.startsWith(':')).length,
    );
  return (
    candidates.find(({ parts }) => parts.every((part, i) => part.startsWith(':') || part === segments[i]))?.page ?? null
  );
}

/**
 * A page's long text in one language (src/app/pages.ts `PageComponent.textIn`, the privacy policy):
 * a module the page's code imports dynamically, one per language, whose page-language one the
 * first render waits for. Found in the build manifest among the page chunk's dynamic imports; the
 * first capture group is the locale.
 */
export const pageTextKey = /^src\/content\/policies\/[^/]+\.([a-z]+)\.ts$/;

/**
 * The page texts in `locale` that the manifest chunk `pageKey` (and what it imports statically)
 * imports dynamically.
 * @param {Record<string, {imports?: string[], dynamicImports?: string[]}>} manifest
 */
export function pageTextKeys(manifest, pageKey, locale) {
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) walk(child);
  };
  walk(pageKey);
  return [...seen]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => pageTextKey.exec(key)?.[1] === locale);
}
