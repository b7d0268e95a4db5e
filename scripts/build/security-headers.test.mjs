// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  absoluteOrigin,
  buildCsp,
  buildHeaderRules,
  buildPermissionsPolicy,
  formatHeadersFile,
  hstsValue,
  inlineScripts,
  inlineViolations,
  outDirFrom,
  parseCsp,
  reportEndpoint,
  sha256Source,
  withMetaCsp,
} from './security-headers.mjs';
import { headersFor, parseHeadersFile, pathMatches } from '../vite-plugins/vite-plugin-preview-headers.ts';

// A hand-made page like the prerendered ones: one blocking inline script (the start rule), the
// module entry, a JSON-LD data block and a commented-out script.
const startRule = `(function(){var l=localStorage.getItem('lang');if(l==='en')location.replace('/en'+location.pathname)})()`;
const page = `<!doctype html><html lang="ko"><head>
<script>${startRule}</script>
<!-- <script>alert(1)</script> -->
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<link rel="stylesheet" href="/assets/index.css">
</head><body><div id="root" data-route="/"><p class="a">안녕</p></div></body></html>`;

describe('inline scripts', () => {
  it('finds only the inline scripts the browser runs', () => {
    expect(inlineScripts(page)).toEqual([startRule]);
    expect(inlineScripts('<script type="text/javascript">a()</script><SCRIPT TYPE=module>b()</SCRIPT>')).toEqual([
      'a()',
      'b()',
    ]);
  });

  it('hashes the exact text as a CSP sha256 source', () => {
    const digest = createHash('sha256').update(startRule).digest('base64');
    expect(sha256Source(startRule)).toBe(`'sha256-${digest}'`);
    // Known vector: sha256("") in base64.
    expect(sha256Source('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    // Whitespace counts: the hash must be of the text between the tags, unchanged.
    expect(sha256Source(' a')).not.toBe(sha256Source('a'));
  });
});

describe('inline markup the policy would block', () => {
  it('passes clean HTML (script bodies are code, not markup)', () => {
    expect(inlineViolations(page)).toEqual([]);
    expect(inlineViolations('<script>const s = "<div style=\\"x\\">";</script>')).toEqual([]);
  });

  it('reports style elements and attributes, event handlers and javascript: URLs', () => {
    const bad = `<style>p{}</style><p style="color:red">x</p><img src="a.png" onerror="x()"><a href="javascript:void 0">y</a>`;
    const found = inlineViolations(bad);
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toMatch(/<style> element/);
    expect(found.join('\n')).toMatch(/style attribute/);
    expect(found.join('\n')).toMatch(/onerror handler/);
    expect(found.join('\n')).toMatch(/javascript: URL/);
    // data-style / data-onclick are not inline styles or handlers.
    expect(inlineViolations('<p data-style="a" data-onclick="b">x</p>')).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  const hash = sha256Source(startRule);
  const csp = buildCsp({ scriptHashes: [hash, hash], connectOrigins: ['https://api.nurimusic.example'] });
  const policy = parseCsp(csp);

  it('is strict: no unsafe-inline or unsafe-eval anywhere, no wildcard', () => {
    expect(csp).not.toMatch(/unsafe-/);
    expect(csp).not.toMatch(/(^|\s)\*(\s|;|$)/);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
  });

  it('allows each inline script hash once, and the IFrame Player API scripts', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      hash,
      'https://www.youtube.com/iframe_api',
      'https://www.youtube.com/s/player/',
    ]);
  });

  it('frames only the no-cookie host; connects to self and the absolute API origins', () => {
    expect(policy['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.nurimusic.example']);
    expect(parseCsp(buildCsp())['connect-src']).toEqual(["'self'"]);
  });
});

describe('API origins', () => {
  it('takes the origin of absolute bases and ignores paths', () => {
    expect(absoluteOrigin('https://api.nurimusic.example/api/v1')).toBe('https://api.nurimusic.example');
    expect(absoluteOrigin('http://localhost:8080/x')).toBe('http://localhost:8080');
    expect(absoluteOrigin('/api/v1')).toBeNull();
    expect(absoluteOrigin(undefined)).toBeNull();
    expect(absoluteOrigin('')).toBeNull();
  });
});

describe('Permissions-Policy', () => {
  const value = buildPermissionsPolicy();
  it('denies sensors and devices; lets the no-cookie player go fullscreen, autoplay, decrypt and float', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(value).toContain(`${feature}=()`);
    }
    for (const feature of ['fullscreen', 'autoplay', 'encrypted-media', 'picture-in-picture']) {
      expect(value).toContain(`${feature}=(self "https://www.youtube-nocookie.com")`);
    }
    // Structured-field list: comma-separated, each feature once.
    const names = value.split(', ').map((item) => item.split('=')[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the _headers file', () => {
  const rules = buildHeaderRules({ scriptHashes: [sha256Source(startRule)] });
  const text = formatHeadersFile(rules);

  it('has a /* block with every security header', () => {
    expect(text).toMatch(/^# /);
    expect(text).toContain('\n/*\n  Content-Security-Policy: default-src');
    expect(text).toContain('\n  Referrer-Policy: strict-origin-when-cross-origin\n');
    expect(text).toContain('\n  X-Content-Type-Options: nosniff\n');
    expect(text).toContain('\n  Permissions-Policy: ');
    expect(text).toContain('\n  Cross-Origin-Opener-Policy: same-origin\n');
    expect(text).toContain('\n  Strict-Transport-Security: ');
    expect(text).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('reads back (preview plugin) as written', () => {
    expect(parseHeadersFile(text)).toEqual(rules);
    const page = headersFor(parseHeadersFile(text), '/en/about');
    expect(page.get('Content-Security-Policy')).toBe(rules[0].headers[0][1]);
    expect(page.has('Cache-Control')).toBe(false);
    const asset = headersFor(parseHeadersFile(text), '/assets/index-abc.js');
    expect(asset.get('Cache-Control')).toMatch(/immutable/);
    expect(asset.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('matches paths like the static host', () => {
    expect(pathMatches('/*', '/')).toBe(true);
    expect(pathMatches('/*', '/contact/ABBEY ROAD STUDIOS')).toBe(true);
    expect(pathMatches('/assets/*', '/assets/a.js')).toBe(true);
    expect(pathMatches('/assets/*', '/about')).toBe(false);
    expect(pathMatches('/about', '/about')).toBe(true);
    expect(pathMatches('/about', '/about/x')).toBe(false);
    expect(() => parseHeadersFile('  X-A: b')).toThrow(/outside a path block/);
  });
});

describe('the out dir', () => {
  it('takes --outDir, then DIST_DIR, then dist', () => {
    expect(outDirFrom(['--outDir', '/tmp/d'], {})).toBe('/tmp/d');
    expect(outDirFrom(['--outDir=/tmp/e'], { DIST_DIR: 'x' })).toBe('/tmp/e');
    expect(outDirFrom([], { DIST_DIR: '/tmp/f' })).toBe('/tmp/f');
    expect(outDirFrom([], {})).toBe('dist');
  });
});

describe('Strict-Transport-Security', () => {
  it('asks for HTTPS for at least a year, on every subdomain, without preload (hard to undo)', () => {
    const rules = buildHeaderRules();
    const value = new Map(rules[0].headers).get('Strict-Transport-Security');
    expect(value).toBe(hstsValue);
    const maxAge = Number(/(?:^|;\s*)max-age=(\d+)/.exec(value)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(value).toMatch(/(^|;\s*)includeSubDomains(;|$)/);
    expect(value).not.toMatch(/preload/i);
  });
});

describe('CSP violation reports', () => {
  it('accepts an https URL, a localhost URL or a same-origin path; nothing when unset', () => {
    expect(reportEndpoint('https://csp.nurimusic.example/r?site=web')).toBe('https://csp.nurimusic.example/r?site=web');
    expect(reportEndpoint('http://localhost:8080/csp')).toBe('http://localhost:8080/csp');
    expect(reportEndpoint(' /csp-reports ')).toBe('/csp-reports');
    expect(reportEndpoint(undefined)).toBeNull();
    expect(reportEndpoint('')).toBeNull();
  });

  it.each([
    'http://csp.nurimusic.example/r',
    '//evil.example/r',
    'csp-reports',
    'javascript:alert(1)',
    'https://a.example/r; script-src *',
    'https://a.example/r\nSet-Cookie: x=1',
    '/r"',
  ])('refuses %j (the build fails instead of writing it)', (value) => {
    expect(() => reportEndpoint(value)).toThrow(/CSP_REPORT_URL/);
  });

  it('with an endpoint: report-to names the group Reporting-Endpoints defines, report-uri for older browsers', () => {
    const reportUrl = 'https://csp.nurimusic.example/report';
    const headers = new Map(buildHeaderRules({ reportUrl })[0].headers);
    const policy = parseCsp(headers.get('Content-Security-Policy'));
    expect(policy['report-to']).toEqual(['csp-endpoint']);
    expect(policy['report-uri']).toEqual([reportUrl]);
    expect(headers.get('Reporting-Endpoints')).toBe(`csp-endpoint="${reportUrl}"`);
    // Everything else is unchanged.
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('without an endpoint: no reporting directive and no Reporting-Endpoints header', () => {
    const headers = new Map(buildHeaderRules()[0].headers);
    expect(headers.get('Content-Security-Policy')).not.toMatch(/report-/);
    expect(headers.has('Reporting-Endpoints')).toBe(false);
  });
});

describe('the CSP meta element (hosts that ignore _headers)', () => {
  const hash = sha256Source(startRule);
  const options = { scriptHashes: [hash], connectOrigins: ['https://api.nurimusic.example'] };

  it('carries every directive a meta element supports, and none it does not', () => {
    const header = parseCsp(buildCsp({ ...options, reportUrl: '/csp' }));
    const meta = parseCsp(buildCsp({ ...options, reportUrl: '/csp', forMeta: true }));
    for (const name of ['frame-ancestors', 'report-uri', 'report-to', 'sandbox']) expect(meta).not.toHaveProperty(name);
    const rest = Object.fromEntries(
      Object.entries(header).filter(([name]) => !['frame-ancestors', 'report-uri', 'report-to'].includes(name)),
    );
    expect(meta).toEqual(rest);
    expect(Object.keys(meta)).toContain('script-src');
    expect(meta['script-src']).toContain(hash);
  });

  it('goes right after <meta charset>, before every script, and is parsed back unchanged', () => {
    const policy = buildCsp({ ...options, forMeta: true });
    const html = withMetaCsp(page.replace('<head>', '<head>\n    <meta charset="UTF-8" />'), policy);
    const { document } = new JSDOM(html).window;
    const [charset, meta, script] = [...document.head.children];
    expect(charset?.getAttribute('charset')).toBe('UTF-8');
    expect(meta?.getAttribute('http-equiv')).toBe('Content-Security-Policy');
    expect(meta?.getAttribute('content')).toBe(policy);
    expect(script?.tagName).toBe('SCRIPT');
    expect(html).toContain('<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="');
    // The inline script is untouched, so its hash still holds.
    expect(inlineScripts(html)).toEqual([startRule]);
  });

  it('replaces the one already there (the step can run twice) and needs a head', () => {
    const once = withMetaCsp(page, "default-src 'self'");
    const twice = withMetaCsp(once, "default-src 'none'");
    expect(twice.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(twice).toContain(`content="default-src 'none'"`);
    expect(() => withMetaCsp('<p>no head</p>', "default-src 'self'")).toThrow(/head/);
  });
});

describe('the build step', () => {
  const run = (env) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'security-headers-'));
    try {
      const html = page.replace('<head>', '<head>\n    <meta charset="UTF-8" />');
      writeFileSync(path.join(dir, 'index.html'), html);
      execFileSync(process.execPath, ['scripts/build/security-headers.mjs', '--outDir', dir], {
        env: { PATH: process.env.PATH, ...env },
        stdio: 'pipe',
      });
      return {
        headers: readFileSync(path.join(dir, '_headers'), 'utf8'),
        html: readFileSync(path.join(dir, 'index.html'), 'utf8'),
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('reports to CSP_REPORT_URL, sends HSTS, and writes the meta policy into the HTML', () => {
    const { headers, html } = run({ CSP_REPORT_URL: 'https://csp.nurimusic.example/report' });
    const rules = parseHeadersFile(headers);
    const all = headersFor(rules, '/');
    const policy = parseCsp(all.get('Content-Security-Policy'));
    expect(policy['report-uri']).toEqual(['https://csp.nurimusic.example/report']);
    expect(policy['report-to']).toEqual(['csp-endpoint']);
    expect(all.get('Reporting-Endpoints')).toBe('csp-endpoint="https://csp.nurimusic.example/report"');
    expect(all.get('Strict-Transport-Security')).toBe(hstsValue);
    const meta = new JSDOM(html).window.document.querySelector('meta[http-equiv="Content-Security-Policy"]');
    const metaPolicy = parseCsp(meta?.getAttribute('content') ?? '');
    expect(metaPolicy['script-src']).toContain(sha256Source(startRule));
    expect(metaPolicy).not.toHaveProperty('report-uri');
    expect(metaPolicy).not.toHaveProperty('frame-ancestors');
  }, 30_000);

  it('without CSP_REPORT_URL asks for no reports; a bad value fails the step', () => {
    const { headers } = run({});
    expect(headers).not.toMatch(/report-|Reporting-Endpoints/);
    expect(() => run({ CSP_REPORT_URL: 'http://csp.nurimusic.example/report' })).toThrow();
  }, 30_000);
});
