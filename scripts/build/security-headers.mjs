// Writes `<dist>/_headers` (the static-hosting headers file: Netlify / Cloudflare Pages format)
// with the site's security headers, computed from the built HTML:
// - Content-Security-Policy: no 'unsafe-inline' / 'unsafe-eval' anywhere; a 'sha256-…' source
//   for every inline script found in <dist>/**/*.html (the start-rule script); the YouTube IFrame
//   Player API (loaded on demand, src/videoPlayer/youtubeAdapter.ts) and frames only from the
//   no-cookie host; connect-src 'self' plus the API origins when VITE_API_BASE / VITE_SITE_BASE are
//   absolute.
// - Referrer-Policy, X-Content-Type-Options, Permissions-Policy, COOP, HSTS (two years with
//   subdomains; no `preload`, see hstsValue) and a long cache for hashed assets.
// - CSP violation reports (`report-to` + `Reporting-Endpoints`, and `report-uri` for browsers
//   without the Reporting API) to CSP_REPORT_URL when it is set at build time; without it the
//   policy asks for no reports (a static host has nothing that would receive them).
// - The same policy as a `<meta http-equiv="Content-Security-Policy">` in every HTML file, right
//   after `<meta charset>` and before any script, for hosts that ignore `_headers`: every directive
//   a meta element can carry (not frame-ancestors, sandbox or the reporting directives).
// The build fails if the HTML holds something the policy would block (inline styles, inline event
// handlers, javascript: URLs), so a violation is caught here rather than in a visitor's console.
//
// Usage: node scripts/build/security-headers.mjs [--outDir <dir>]   (else $DIST_DIR, else dist)
//        CSP_REPORT_URL=https://csp.example/report node scripts/build/security-headers.mjs
// `vite preview` applies the file through scripts/vite-plugins/vite-plugin-preview-headers.ts.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The IFrame Player API script and the widget script it loads (path-scoped, https only). */
export const youtubeScriptSources = ['https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/'];
/** The privacy-enhanced embed host: the only frame source. */
export const youtubeFrameOrigin = 'https://www.youtube-nocookie.com';

/** sha256 CSP source of a script's text, exactly as it stands between the tags. */
export function sha256Source(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (attrs, name) => {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|$|/)`, 'i').exec(
    attrs,
  );
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
};
// Scripts the browser runs (CSP applies); data blocks such as application/ld+json are not run.
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** The text of every inline, executable `<script>` of an HTML document (HTML comments ignored). */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attrs, body] of stripComments(html).matchAll(scriptPattern)) {
    if (attribute(attrs, 'src') !== null) continue;
    const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

function stripComments(html) {
  return html.replace(/<!--[\s\S]*?-->/g, '');
}

/**
 * What a strict policy would block in the HTML (so the build fails instead): `<style>` elements,
 * `style="…"` attributes, inline event handlers (`onclick="…"`) and `javascript:` URLs.
 */
export function inlineViolations(html) {
  const found = [];
  // Look only at markup: script bodies are code, not attributes.
  const markup = stripComments(html).replace(scriptPattern, '<script></script>');
  for (const match of markup.matchAll(/<style\b/gi)) found.push(`<style> element at ${match.index}`);
  for (const [tag] of markup.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    if (/\sstyle\s*=/i.test(tag)) found.push(`style attribute: ${tag.slice(0, 120)}`);
    const handler = /\s(on[a-z]+)\s*=/i.exec(tag);
    if (handler) found.push(`${handler[1]} handler: ${tag.slice(0, 120)}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag)) {
      found.push(`javascript: URL: ${tag.slice(0, 120)}`);
    }
  }
  return found;
}

/** The origin of an absolute http(s) URL, else null (a path such as /api/v1 is 'self'). */
export function absoluteOrigin(url) {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return null;
  }
}

/**
 * Strict-Transport-Security: two years (≥ 1 year, as browsers' preload lists require), every
 * subdomain. `preload` is deliberately not set: once the domain is in the browsers' built-in lists,
 * leaving them takes months of browser releases, and every subdomain must then serve HTTPS — add it
 * only when the whole domain is known to be HTTPS for good, then submit it at hstspreload.org.
 */
export const hstsValue = 'max-age=63072000; includeSubDomains';

/** The Reporting API group name the CSP's `report-to` names (`Reporting-Endpoints`). */
export const cspReportGroup = 'csp-endpoint';

/**
 * The CSP report endpoint from CSP_REPORT_URL: an absolute https URL (http only for localhost), or a
 * same-origin path (`/csp-reports`). Empty or unset → null (no reporting). Anything else throws, so
 * a typo cannot put a broken or injected value into the headers.
 */
export function reportEndpoint(value) {
  const text = (value ?? '').trim();
  if (!text) return null;
  const fail = () => {
    throw new Error(`CSP_REPORT_URL must be an https URL or a path starting with /, not "${text}"`);
  };
  if (/[\s"',;<>\\]/.test(text)) fail();
  if (text.startsWith('/')) return text.startsWith('//') ? fail() : text;
  let url;
  try {
    url = new URL(text);
  } catch {
    return fail();
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) fail();
  return url.href;
}

/** Directives a `<meta http-equiv="Content-Security-Policy">` cannot carry (CSP3 §3.3). */
const metaUnsupported = new Set(['frame-ancestors', 'sandbox', 'report-uri', 'report-to']);

/**
 * The Content-Security-Policy value. `scriptHashes`: 'sha256-…' sources; `connectOrigins`: extra
 * origins the page may fetch (absolute API bases); `reportUrl`: where violations are reported
 * (`reportEndpoint`), or none. `forMeta`: only the directives a meta element supports.
 */
export function buildCsp({ scriptHashes = [], connectOrigins = [], reportUrl = null, forMeta = false } = {}) {
  const unique = (list) => [...new Set(list)];
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...unique(scriptHashes).sort(), ...youtubeScriptSources]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique(connectOrigins).sort()]],
    ['frame-src', [youtubeFrameOrigin]],
    ['media-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (reportUrl) directives.push(['report-uri', [reportUrl]], ['report-to', [cspReportGroup]]);
  return directives
    .filter(([name]) => !forMeta || !metaUnsupported.has(name))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const metaCspPattern = /[ \t]*<meta\s+http-equiv=["']?Content-Security-Policy["']?[^>]*>\n?/gi;
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The HTML with `<meta http-equiv="Content-Security-Policy" content="…">` right after its
 * `<meta charset>` (else first in `<head>`), replacing one already there: before every script, so
 * the policy covers the whole document on a host that sends no CSP header.
 */
export function withMetaCsp(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const clean = html.replace(metaCspPattern, '');
  const charset = /<meta\s+charset=[^>]*>/i.exec(clean);
  const head = /<head\b[^>]*>/i.exec(clean);
  const anchor = charset ?? head;
  if (!anchor) throw new Error('no <head> to put the CSP meta element in');
  const at = anchor.index + anchor[0].length;
  const indent = charset ? (/\n([ \t]*)$/.exec(clean.slice(0, anchor.index))?.[1] ?? '') : '';
  const out = `${clean.slice(0, at)}\n${indent}${tag}${clean.slice(at)}`;
  const firstScript = out.search(/<script\b/i);
  if (firstScript >= 0 && firstScript < out.indexOf(tag)) throw new Error('a script comes before <meta charset>');
  return out;
}

/** Parses a CSP value into `{ directive: [sources] }` (lower-case names; first occurrence wins). */
export function parseCsp(value) {
  const policy = {};
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!(key in policy)) policy[key] = sources;
  }
  return policy;
}

/**
 * Powerful features nobody on this site needs: denied everywhere. The four the no-cookie player
 * needs inside its own frame are allowed for the page and that origin only. Only feature names
 * Chromium knows (an unknown one is logged as an error on every page).
 */
const deniedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const playerFeatures = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'];

export function buildPermissionsPolicy() {
  return [
    ...deniedFeatures.map((feature) => `${feature}=()`),
    ...playerFeatures.map((feature) => `${feature}=(self "${youtubeFrameOrigin}")`),
  ].join(', ');
}

/** The rules of the headers file: `[{ path, headers: [[name, value], …] }]`. */
export function buildHeaderRules({ scriptHashes = [], connectOrigins = [], reportUrl = null } = {}) {
  return [
    {
      path: '/*',
      headers: [
        ['Content-Security-Policy', buildCsp({ scriptHashes, connectOrigins, reportUrl })],
        ...(reportUrl ? [['Reporting-Endpoints', `${cspReportGroup}="${reportUrl}"`]] : []),
        ['Strict-Transport-Security', hstsValue],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Content-Type-Options', 'nosniff'],
        ['Permissions-Policy', buildPermissionsPolicy()],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    // Vite's content-hashed files never change under the same name.
    { path: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  ];
}

/** The `_headers` text: each path, then its headers indented by two spaces. */
export function formatHeadersFile(rules) {
  const blocks = rules.map(({ path: rulePath, headers }) =>
    [rulePath, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `# Security headers, generated by scripts/build/security-headers.mjs from the built HTML. Do not edit.\n${blocks.join('\n\n')}\n`;
}

async function htmlFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html'))
      found.push(path.join(entry.parentPath ?? entry.path, entry.name));
  }
  return found.sort();
}

/**
 * The build-time settings, from the environment and the .env files Vite would read for a
 * production build: the API origins and the CSP report endpoint.
 */
async function buildSettings(root) {
  const { loadEnv } = await import('vite');
  const env = { ...loadEnv('production', root, ['VITE_', 'CSP_']), ...process.env };
  return {
    connectOrigins: [env.VITE_API_BASE, env.VITE_SITE_BASE].map(absoluteOrigin).filter(Boolean),
    reportUrl: reportEndpoint(env.CSP_REPORT_URL),
  };
}

/** The out dir: `--outDir <dir>` / `--outDir=<dir>`, else $DIST_DIR, else dist. */
export function outDirFrom(argv, env) {
  for (const [i, arg] of argv.entries()) {
    if (arg === '--outDir' || arg === '--out-dir') return argv[i + 1];
    const inline = /^--out-?[dD]ir=(.+)$/.exec(arg);
    if (inline) return inline[1];
  }
  return env.DIST_DIR || 'dist';
}

async function main() {
  const root = process.cwd();
  const dist = path.resolve(root, outDirFrom(process.argv.slice(2), process.env));
  const files = await htmlFiles(dist);
  if (files.length === 0) throw new Error(`No HTML in ${dist}: build the site first.`);

  const hashes = new Set();
  const problems = [];
  const pages = new Map();
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    pages.set(file, html);
    for (const script of inlineScripts(html)) hashes.add(sha256Source(script));
    for (const problem of inlineViolations(html)) problems.push(`${path.relative(root, file)}: ${problem}`);
  }
  if (problems.length) {
    throw new Error(`The Content-Security-Policy would block this inline markup:\n  ${problems.join('\n  ')}`);
  }
  const { connectOrigins, reportUrl } = await buildSettings(root);
  const scriptHashes = [...hashes];
  const rules = buildHeaderRules({ scriptHashes, connectOrigins, reportUrl });
  await writeFile(path.join(dist, '_headers'), formatHeadersFile(rules));
  const metaPolicy = buildCsp({ scriptHashes, connectOrigins, forMeta: true });
  for (const [file, html] of pages) await writeFile(file, withMetaCsp(html, metaPolicy));
  console.log(
    `security headers: ${path.relative(root, path.join(dist, '_headers')) || '_headers'} — ${files.length} HTML files ` +
      `(each with the CSP as a meta element), ${hashes.size} inline script hash${hashes.size === 1 ? '' : 'es'}, ` +
      `CSP reports ${reportUrl ? `to ${reportUrl}` : 'off (CSP_REPORT_URL unset)'}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(`security headers: ${error.message}`);
    process.exit(1);
  });
}
