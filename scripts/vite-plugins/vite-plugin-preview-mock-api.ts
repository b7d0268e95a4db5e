import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import type { Plugin } from 'vite';
import { createHandlers } from '../../src/contact/mocks/handlers.ts';

/**
 * With `PREVIEW_MOCK_API=1`, `vite preview` also answers the API (SPEC §7) from the same MSW
 * handlers as `npm run dev` (src/contact/mocks/handlers.ts), so a build can be measured (`npm run bench`)
 * or tried like a deployment that has its API. Off by default: the e2e tests answer the API
 * themselves with `page.route`.
 */
/**
 * Connect middleware: `/api/…` requests answered by the mock handlers; anything else goes on.
 * One mock session per origin for the server's life, so a repeated `Idempotency-Key` is
 * recognised across requests.
 */
export function mockApiMiddleware() {
  const sessions = new Map<string, ReturnType<typeof createHandlers>>();
  const handlersFor = (origin: string) => {
    let handlers = sessions.get(origin);
    if (!handlers) {
      handlers = createHandlers({ apiBase: `${origin}/api/v1`, siteBase: `${origin}/api/v1` });
      sessions.set(origin, handlers);
    }
    return handlers;
  };
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    const url = new URL(req.url ?? '/', origin);
    if (!url.pathname.startsWith('/api/')) return next();
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream);
    const request = new Request(url, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body,
      duplex: 'half',
    } as RequestInit);
    getResponse(handlersFor(origin), request)
      .then(async (response) => {
        if (!response) return next();
        res.statusCode = response.status;
        response.headers.forEach((value, name) => res.setHeader(name, value));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch(next);
  };
}

export function previewMockApiPlugin(): Plugin {
  return {
    name: 'nuri:preview-mock-api',
    configurePreviewServer(server) {
      if (process.env.PREVIEW_MOCK_API === '1') server.middlewares.use(mockApiMiddleware());
    },
  };
}
