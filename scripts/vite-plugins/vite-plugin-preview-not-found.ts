import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * The 404 page for a URL path that no file answers: the nearest `404.html` walking up from the
 * path's folder (`/en/articles/999999` → `en/articles/404.html`, `en/404.html`, `404.html`), as
 * Cloudflare Pages serves it; null when the build has none. `exists` is relative to the out dir.
 */
export function notFoundPageFor(urlPath: string, exists: (file: string) => boolean): string | null {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    /* a malformed escape: look it up as written */
  }
  const folders = decoded.split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const candidate = path.posix.join('/', ...folders.slice(0, depth), '404.html');
    if (exists(candidate)) return candidate;
  }
  return null;
}

/**
 * `vite preview` answers a page URL that no file matches with the nearest 404.html and status 404,
 * like a static host, instead of Vite's SPA fallback (the prerendered home page with status 200,
 * a "soft 404"). So `/en/nope` shows the English not-found page even without JavaScript; with
 * JavaScript the client renders the path's page over it (unknown → not found, noindex; `/en/ABOUT`
 * → About, canonical /en/about).
 */
export function previewNotFoundPlugin(): Plugin {
  return {
    name: 'nuri:preview-not-found',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      const exists = (file: string) => existsSync(path.join(outDir, file));
      // Returned: runs after Vite's static files and its HTML fallback, before it serves index.html.
      return () => {
        server.middlewares.use(((req, res, next) => {
          const original = new URL(req.originalUrl ?? req.url ?? '/', 'http://preview.invalid').pathname;
          // Vite's fallback rewrote a path with no file of its own to /index.html.
          if (req.url !== '/index.html' || ['/', '/index.html'].includes(original)) return next();
          const page = notFoundPageFor(original, exists);
          if (!page) return next();
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : readFileSync(path.join(outDir, page)));
        }) as Connect.NextHandleFunction);
      };
    },
  };
}
