import { expect, test, type Page, type Request, type Route } from '@playwright/test';

// What a page does under its security policy, watched from the first request: CSP violations (the
// page's own `securitypolicyviolation` events), console messages about the Content-Security-Policy
// or Permissions-Policy, and every request to another host — with whether the visitor had asked for
// a video by then. Offline: YouTube is answered by a local stub, any other host is refused. Used by
// the route sweep (e2e/sweep.spec.ts) and the policy's own tests (e2e/csp.spec.ts).

const isYouTube = (url: URL) => /(^|\.)(youtube|youtube-nocookie)\.com$/.test(url.hostname);

/**
 * A stand-in for the IFrame Player API: builds a frame on the host the adapter asks for (so the
 * policy's frame-src is exercised), reports ready when it loads, records the commands.
 */
const iframeApiStub = `window.__ytCalls = [];
window.YT = { Player: function (target, config) {
  var self = this, frame = document.createElement('iframe');
  frame.src = config.host + '/embed/' + encodeURIComponent(config.videoId) + '?enablejsapi=1';
  frame.width = String(config.width); frame.height = String(config.height);
  frame.setAttribute('allow', 'autoplay; encrypted-media; fullscreen; picture-in-picture');
  target.replaceWith(frame);
  ['playVideo', 'pauseVideo', 'mute', 'unMute', 'seekTo'].forEach(function (m) {
    self[m] = function () { window.__ytCalls.push(m); };
  });
  self.destroy = function () { frame.remove(); };
  self.getIframe = function () { return frame; };
  frame.addEventListener('load', function () { config.events.onReady({ target: self }); }, { once: true });
} };
if (typeof window.onYouTubeIframeAPIReady === 'function') window.onYouTubeIframeAPIReady();`;

export interface PolicyWatch {
  /** Requests to any host other than the preview's, with whether a video had been asked for. */
  foreign: { url: string; asked: boolean }[];
  /** Console messages about the Content-Security-Policy or Permissions-Policy. */
  policyConsole: string[];
  /** From now on, requests count as asked for. */
  ask(): void;
}

/** Records CSP violations in the page, policy console errors and every foreign request. */
export async function watchPolicy(page: Page): Promise<PolicyWatch> {
  const state: PolicyWatch = { foreign: [], policyConsole: [], ask: () => (asked = true) };
  let asked = false;
  await page.addInitScript(() => {
    const log: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: log });
    document.addEventListener('securitypolicyviolation', (event) => {
      log.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content.security.policy|refused to|permissions.policy/i.test(message.text())) {
      state.policyConsole.push(`${message.type()}: ${message.text()}`);
    }
  });
  const origin = new URL(test.info().project.use.baseURL!).origin;
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!/^https?:$/.test(url.protocol) || url.origin === origin) return;
    state.foreign.push({ url: request.url(), asked });
  });
  // Offline: YouTube is stubbed, every other host is refused.
  await page.route(
    (url) => url.origin !== origin && /^https?:$/.test(url.protocol),
    (route: Route) => {
      const url = new URL(route.request().url());
      if (!isYouTube(url)) return route.abort('blockedbyclient');
      if (url.pathname === '/iframe_api') {
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: iframeApiStub });
      }
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Player stub</title><p>player</p></html>',
      });
    },
  );
  return state;
}

export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

export async function expectClean(page: Page, w: PolicyWatch) {
  expect(await violations(page), 'securitypolicyviolation events').toEqual([]);
  expect(w.policyConsole, 'console messages about the policies').toEqual([]);
}

/**
 * The `<a>` elements that open a new window or lead to another origin (`checked`), and those of
 * them without rel="noopener noreferrer" (`unsafe`).
 */
export async function externalLinks(page: Page): Promise<{ checked: number; unsafe: string[] }> {
  return page.locator('a[href]').evaluateAll((links) => {
    const external = links.filter((link) => {
      const a = link as HTMLAnchorElement;
      const url = new URL(a.href, document.baseURI);
      return (/^https?:$/.test(url.protocol) && url.origin !== location.origin) || a.target === '_blank';
    });
    const unsafe = external
      .filter((link) => {
        const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
        return !rel.includes('noopener') || !rel.includes('noreferrer');
      })
      .map((link) => `${link.getAttribute('href')} rel="${link.getAttribute('rel') ?? ''}"`);
    return { checked: external.length, unsafe };
  });
}
