import type { Page, Route } from '@playwright/test';
import { getResponse } from 'msw';
import { createMockApi } from '../src/contact/mocks/handlers';

/*
 * The one mock of the API (src/contact/mocks/handlers.ts, the same handlers as `npm run dev`, Storybook and
 * `PREVIEW_MOCK_API=1 npm run preview`) answering the built site's requests in a Playwright test.
 *
 * The production build never contains MSW, so each request to `/api/v1/…` is taken with
 * `page.route`, turned into a fetch `Request` and answered by the mock's handlers (MSW's
 * `getResponse`, as scripts/vite-plugins/vite-plugin-preview-mock-api.ts does on the preview server). One mock
 * session per test: its `requests` are the bodies that left the browser (failures included) and
 * its `inquiries` what it recorded, to compare with the payload of SPEC §3. The trigger e-mails
 * of the README choose the failures.
 */

const API_ROUTES = '**/api/v1/**';
/** Headers a fetch `Request` cannot take (HTTP/2 pseudo-headers). */
const isPseudoHeader = (name: string) => name.startsWith(':');

/** Answers `page`'s API requests with a new session of the mock API. */
export async function serveMockApi(page: Page) {
  // `*`: whatever origin the test server has (E2E_PORT).
  const api = createMockApi({ apiBase: '*/api/v1', siteBase: '*/api/v1' });
  let offline = false;

  await page.route(API_ROUTES, async (route: Route) => {
    // Routes answer even when the context is offline: fail what the browser could not have sent.
    if (offline) return route.abort('internetdisconnected');
    const request = route.request();
    const headers = Object.fromEntries(
      Object.entries(await request.allHeaders()).filter(([name]) => !isPseudoHeader(name)),
    );
    const body = request.postDataBuffer();
    const response = await getResponse(
      api.handlers,
      new Request(request.url(), { method: request.method(), headers, body: body ? new Uint8Array(body) : undefined }),
    );
    if (!response) return route.fulfill({ status: 404, json: { error_code: 40400 } });
    // `HttpResponse.error()`: the connection failed (offline@, dropped@).
    if (response.type === 'error') return route.abort('connectionreset');
    return route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });

  return {
    /** Every inquiry request in order: path, `Idempotency-Key` and body. */
    requests: api.requests,
    /** The inquiries the mock recorded (accepted, or received before a dropped connection). */
    inquiries: api.inquiries,
    /** Takes the browser off the network (or back): `navigator.onLine` follows, requests fail. */
    async setOffline(flag: boolean) {
      offline = flag;
      await page.context().setOffline(flag);
    },
  };
}
