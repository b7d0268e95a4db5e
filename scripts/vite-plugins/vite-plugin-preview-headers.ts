import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One block of a static-hosting `_headers` file: a path pattern and its headers. */
export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

/**
 * Parses a `_headers` file (Netlify / Cloudflare Pages format): a line starting at column 0 is a
 * path (`/*`, `/assets/*`, `/about`), the indented `Name: value` lines under it are its headers;
 * `#` lines are comments.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules[rules.length - 1];
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a path block: "${line.trim()}"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a URL path matches a rule's path (`*` matches anything, including slashes). */
export function pathMatches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(urlPath);
}

/** The headers for a URL path: every matching rule in file order (a later value replaces one before). */
export function headersFor(rules: HeaderRule[], urlPath: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!pathMatches(rule.path, urlPath)) continue;
    for (const [name, value] of rule.headers) headers.set(name, value);
  }
  return headers;
}

const safeDecode = (urlPath: string) => {
  try {
    return decodeURI(urlPath);
  } catch {
    return urlPath;
  }
};

/**
 * Serves `vite preview` with the headers of `<outDir>/_headers` (scripts/build/security-headers.mjs) on
 * every response — HTML, assets and the SPA fallback alike — so the e2e tests run under the same
 * Content-Security-Policy as the static host. The file is read per request (a rebuild needs no
 * restart); without one nothing is added.
 */
export function previewHeadersPlugin(): Plugin {
  return {
    name: 'nuri:preview-headers',
    configurePreviewServer(server) {
      const file = path.resolve(server.config.root, server.config.build.outDir, '_headers');
      server.middlewares.use((req, res, next) => {
        if (existsSync(file)) {
          const urlPath = safeDecode(new URL(req.url ?? '/', 'http://preview.invalid').pathname);
          for (const [name, value] of headersFor(parseHeadersFile(readFileSync(file, 'utf8')), urlPath)) {
            res.setHeader(name, value);
          }
        }
        next();
      });
    },
  };
}
