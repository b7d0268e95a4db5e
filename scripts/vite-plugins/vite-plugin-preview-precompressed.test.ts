// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, candidateFiles, gzipCache } from './vite-plugin-preview-precompressed.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip;q=0, *;q=1', false],
    ['br, deflate', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});

describe('the files that could answer a URL path', () => {
  it.each([
    ['/assets/index-abc.js', false, ['/assets/index-abc.js']],
    ['/about', true, ['/about', '/about.html']],
    ['/about', false, ['/about']],
    ['/about.html', true, ['/about.html']],
    ['/en/', true, ['/en/index.html']],
    ['/', true, ['/index.html']],
    ['/', false, []],
    ['/contact/MUSIC%20PRODUCTION', true, ['/contact/MUSIC PRODUCTION', '/contact/MUSIC PRODUCTION.html']],
  ])('%s (a page request: %s) → %j', (urlPath, page, files) => {
    expect(candidateFiles(urlPath, page)).toEqual(files);
  });

  it.each(['/%E0%A4%A', '/a%2Fb.js', '/../etc/passwd', '/assets/../../x.js', '/a%00.js', '//x.js'])(
    'leaves %s to Vite',
    (urlPath) => {
      expect(candidateFiles(urlPath, true)).toEqual([]);
    },
  );
});

describe('the gzip cache', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompressed-cache-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('compresses a file once, however many requests ask for it at the same time', async () => {
    const file = path.join(dir, 'once.js');
    writeFileSync(file, 'export const a = 1;\n'.repeat(200));
    const cache = gzipCache();
    const bodies = await Promise.all(Array.from({ length: 5 }, () => cache.get(file, statSync(file))));
    await cache.get(file, statSync(file));
    expect(cache.compressions).toBe(1);
    expect(gunzipSync(bodies[0]!).toString()).toBe('export const a = 1;\n'.repeat(200));
  });

  it('keeps no failed read: a file that appears later is compressed on its next request', async () => {
    const file = path.join(dir, 'late.js');
    const cache = gzipCache();
    await expect(cache.get(file, { mtimeMs: 1, size: 1 })).rejects.toThrow(/ENOENT/);
    writeFileSync(file, 'late');
    expect(gunzipSync(await cache.get(file, { mtimeMs: 1, size: 1 })).toString()).toBe('late');
  });

  it('compresses it again after the file changed (a rebuild under a running server)', async () => {
    const file = path.join(dir, 'rebuilt.js');
    writeFileSync(file, 'one');
    const cache = gzipCache();
    await cache.get(file, statSync(file));
    writeFileSync(file, 'two');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const body = await cache.get(file, statSync(file));
    expect(cache.compressions).toBe(2);
    expect(gunzipSync(body).toString()).toBe('two');
  });
});

/**
 * The plugin in the project's own `vite.config.ts`, with its other preview plugins, in front of
 * Vite's preview server: a small out dir with a `_headers` file, pages, an asset and a 404 page.
 */
describe('vite preview with the project config', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let outDir = '';
  let server: PreviewServer;
  let port = 0;
  const page = `<!doctype html><html lang="en"><title>About</title>${'<p>Some text.</p>'.repeat(200)}</html>`;
  const script = `export const list = [${'"item", '.repeat(400)}];\n`;
  const notFound = `<!doctype html><html lang="en"><title>Not found</title>${'<p>Nothing here.</p>'.repeat(100)}</html>`;

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'precompressed-dist-'));
    mkdirSync(path.join(outDir, 'assets'));
    mkdirSync(path.join(outDir, 'en'));
    writeFileSync(
      path.join(outDir, '_headers'),
      "/*\n  Content-Security-Policy: default-src 'self'\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n",
    );
    writeFileSync(path.join(outDir, 'index.html'), page.replace('About', 'Home'));
    writeFileSync(path.join(outDir, 'about.html'), page);
    writeFileSync(path.join(outDir, 'en', 'index.html'), page.replace('About', 'Home (en)'));
    writeFileSync(path.join(outDir, '404.html'), notFound);
    writeFileSync(path.join(outDir, 'assets', 'app-abc123.js'), script);
    writeFileSync(path.join(outDir, 'assets', 'tiny-abc123.js'), 'export {};\n');
    writeFileSync(path.join(outDir, 'assets', 'font-abc123.woff2'), Buffer.alloc(4096, 7));
    process.env.PREVIEW_MOCK_API = '1';
    server = await preview({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, strictPort: false, host: '127.0.0.1', open: false },
    });
    delete process.env.PREVIEW_MOCK_API;
    port = (server.httpServer.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    rmSync(outDir, { recursive: true, force: true });
  });

  /** A raw request: the body as sent (still compressed), the headers as sent. */
  const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
  const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,*/*;q=0.8' };
  /** Sent precompressed: whole, with its length (Vite's on-the-fly gzip streams it chunked, without one). */
  const expectPrecompressed = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(response.body.length));
    expect(response.headers['vary']).toMatch(/(^|, )Accept-Encoding$/);
  };

  it('answers a page with its precompressed body and the _headers headers', async () => {
    const response = await get('/about', browser);
    expectPrecompressed(response);
    expect(response.headers['content-type']).toBe('text/html;charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(response.body).toString()).toBe(page);
  });

  it.each([
    ['/', 'Home'],
    ['/index.html', 'Home'],
    ['/en/', 'Home (en)'],
    ['/about.html', 'About'],
  ])('answers %s with its page (%s)', async (urlPath, title) => {
    const response = await get(urlPath, browser);
    expectPrecompressed(response);
    expect(gunzipSync(response.body).toString()).toContain(`<title>${title}</title>`);
  });

  it('answers an asset with its type and the long cache of /assets/*', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expectPrecompressed(response);
    expect(response.headers['content-type']).toBe('text/javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('answers HEAD with the headers of the gzip body and no body', async () => {
    const full = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    const head = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.body.length).toBe(0);
  });

  it('answers a repeated request with its ETag by 304', async () => {
    const first = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    const again = await get('/assets/app-abc123.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leaves a request without gzip to Vite: the file as it is, with the _headers headers', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.toString()).toBe(script);
  });

  it('leaves small files and files that do not compress to Vite (not gzipped)', async () => {
    for (const urlPath of ['/assets/tiny-abc123.js', '/assets/font-abc123.woff2']) {
      const response = await get(urlPath, { 'accept-encoding': 'gzip' });
      expect(response.status, urlPath).toBe(200);
      expect(response.headers['content-encoding'], urlPath).toBeUndefined();
      expect(response.headers['cache-control'], urlPath).toBe('public, max-age=31536000, immutable');
    }
  });

  it('leaves an unknown page to the not-found plugin: the 404 page, status 404, the _headers headers', async () => {
    const response = await get('/en/nope', browser);
    expect(response.status).toBe(404);
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body;
    expect(body.toString()).toBe(notFound);
  });

  it('leaves the API to the mock API plugin (PREVIEW_MOCK_API=1)', async () => {
    const response = await get('/api/v1/calendar/month/unavailable?start=2026-11-22', {
      'accept-encoding': 'identity',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
