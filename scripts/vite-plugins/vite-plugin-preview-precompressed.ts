import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { Connect, Plugin } from 'vite';

const gzip = promisify(gzipCallback);

/**
 * The files worth compressing, by extension, with the Content-Type `vite preview` (sirv) sends for
 * each; HTML carries its charset, as sirv and static hosts send it.
 */
export const compressibleTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html;charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'text/xml',
  '.txt': 'text/plain',
  '.webmanifest': 'application/manifest+json',
};

/** Below this many bytes Vite's compression leaves a response alone, and so do we (it falls through). */
export const minimumSize = 1024;

/** Whether an Accept-Encoding header accepts gzip (`gzip` or `*`, not with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const codings = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const q = codings.get('gzip') ?? codings.get('x-gzip') ?? codings.get('*');
  return q !== undefined && q > 0;
}

/**
 * The files of the out dir that could answer a URL path, in the order `vite preview` tries them:
 * the file itself (sirv), then — for a page request (one that accepts HTML) — `path.html` or
 * `path/index.html` (Vite's HTML fallback: `/about` → `/about.html`, `/en/` → `/en/index.html`).
 * Empty when the path is one this plugin leaves to Vite: malformed, with an escaped `/`, `?` or `#`
 * (sirv and the HTML fallback decode those differently), or outside the out dir.
 */
export function candidateFiles(urlPath: string, acceptsHtml: boolean): string[] {
  let decoded: string;
  try {
    decoded = decodeURI(urlPath);
    if (decodeURIComponent(urlPath) !== decoded) return [];
  } catch {
    return [];
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || path.posix.normalize(decoded) !== decoded) return [];
  const files = decoded.endsWith('/') ? [] : [decoded];
  if (acceptsHtml && !decoded.endsWith('.html'))
    files.push(decoded.endsWith('/') ? `${decoded}index.html` : `${decoded}.html`);
  return files;
}

/** Whether Vite's HTML fallback would treat the request as a page request (its own test). */
function acceptsHtml(req: IncomingMessage): boolean {
  const accept = req.headers.accept;
  return (
    req.headers['sec-fetch-dest'] !== 'script' &&
    (accept === undefined || accept === '' || accept.includes('text/html') || accept.includes('*/*'))
  );
}

/**
 * gzip bodies, compressed once per file and kept while the file's mtime and size stay the same
 * (one entry per file path; a rebuild under a running server compresses the new file on its first
 * request). Concurrent first requests share one compression.
 */
export function gzipCache(level = 9) {
  const entries = new Map<string, { mtimeMs: number; size: number; body: Promise<Buffer> }>();
  let compressions = 0;
  return {
    /** The gzip body of `file` as it is now on disk (`stats`: its fresh stat). */
    get(file: string, stats: { mtimeMs: number; size: number }): Promise<Buffer> {
      const cached = entries.get(file);
      if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.body;
      compressions += 1;
      const entry = {
        mtimeMs: stats.mtimeMs,
        size: stats.size,
        body: readFile(file).then((data) => gzip(data, { level })),
      };
      entries.set(file, entry);
      // A failed read is not kept: the next request tries again (this one falls through to Vite).
      entry.body.catch(() => entries.get(file) === entry && entries.delete(file));
      return entry.body;
    },
    /** How many times a file was compressed (for tests and measurements). */
    get compressions() {
      return compressions;
    },
  };
}

/** Adds `Accept-Encoding` to the response's Vary header (CORS may have set `Vary: Origin`). */
function varyOnEncoding(res: ServerResponse) {
  const vary = String(res.getHeader('Vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Connect middleware: answers a GET or HEAD for a compressible file of `outDir` (1 KB or more)
 * with its precompressed gzip body when the request accepts gzip; anything else (other methods,
 * ranges, no gzip, other file types, small files, no such file) goes on to Vite unchanged.
 * Headers already on the response (the `_headers` plugin's) are kept; Cache-Control defaults to
 * Vite's `no-cache`, the ETag is sirv's (weak, from size and mtime) and answers If-None-Match.
 */
export function precompressedMiddleware(
  outDir: string,
  {
    cache = gzipCache(),
    headers = {},
  }: { cache?: ReturnType<typeof gzipCache>; headers?: Record<string, string> } = {},
): Connect.NextHandleFunction {
  const root = path.resolve(outDir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return next();
    if (!acceptsGzip(req.headers['accept-encoding'])) return next();
    const urlPath = (req.url ?? '/').replace(/[?#].*$/s, '');
    const candidates = candidateFiles(urlPath, acceptsHtml(req));
    (async () => {
      for (const candidate of candidates) {
        const type = compressibleTypes[path.posix.extname(candidate)];
        const file = path.join(root, candidate);
        // Sync, as sirv and the HTML fallback look: a few µs, where fs/promises' stat cost ten times more.
        const stats = statSync(file, { throwIfNoEntry: false });
        // No file, or a directory (sirv tries the next candidate); a file of another type, or a
        // small one, is Vite's to serve as before.
        if (!stats?.isFile()) continue;
        if (!type || stats.size < minimumSize) return false;
        const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
        const notModified = req.headers['if-none-match'] === etag;
        const body = notModified ? null : await cache.get(file, stats);
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('ETag', etag);
        varyOnEncoding(res);
        if (!body) {
          res.statusCode = 304;
          res.end();
          return true;
        }
        res.statusCode = 200;
        res.setHeader('Content-Type', type);
        res.setHeader('Last-Modified', stats.mtime.toUTCString());
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
        return true;
      }
      return false;
    })().then(
      (answered) => answered || next(),
      // A file that vanished or could not be read: Vite answers as it would have.
      () => next(),
    );
  };
}

/**
 * `vite preview` compresses every response on the fly (@polka/compression, gzip level 6), on the
 * same 2 cores as the browsers. This plugin answers the out dir's compressible files with a gzip
 * body compressed once per file (level 9, as a static host's precompression) and kept; the rest
 * goes to Vite as before. The server's CPU per page load (8 pages, fresh browser contexts):
 * 116–132 ms before, 81–92 ms with it; a page's requests replayed over kept-alive connections,
 * 72–105 ms before, 16–49 ms with it (the rest is HTTP, connections and the fonts).
 *
 * Its middleware is added after every other plugin's (hook order `post`): the `_headers` plugin
 * has set its headers by then and the mock API has answered `/api/`. It runs before Vite's own
 * compression, static files and HTML fallback; the not-found plugin's 404 pages still come from
 * Vite's fallback (compressed on the fly: they are few).
 */
export function previewPrecompressedPlugin(): Plugin {
  return {
    name: 'nuri:preview-precompressed',
    configurePreviewServer: {
      order: 'post',
      handler(server) {
        const outDir = path.resolve(server.config.root, server.config.build.outDir);
        const headers = Object.fromEntries(
          Object.entries(server.config.preview.headers ?? {}).map(([name, value]) => [name, String(value)]),
        );
        server.middlewares.use(precompressedMiddleware(outDir, { headers }));
      },
    },
  };
}
