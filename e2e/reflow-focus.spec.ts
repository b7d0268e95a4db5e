import { expect, test, type Page } from '@playwright/test';
import { serveMockApi } from './mockApi';
import { youtubeRequests } from './network';
import { waitForApp } from './realInput';
import { lostContent, walk } from './reflowCheck';

// The reflow and focus checks (e2e/reflowCheck.ts), which the route sweep (e2e/sweep.spec.ts) runs
// on every route, must each see the fault it is there for.

test.beforeEach(async ({ page }) => {
  await page.route(youtubeRequests, (route) => route.abort());
  // The contact page asks the API for the calendar: the mock answers, as a real API would.
  await serveMockApi(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// The checks themselves: each must see the fault it is there for. Faults are put in through the
// CSSOM (a rule added to the site's own stylesheet, an element's style), which the page's
// Content-Security-Policy allows, as a careless style change would.
test.describe('the checks see what they look for', { tag: '@desktop-only' }, () => {
  test.use({ locale: 'en-US' });

  /** Adds a rule to the page's first stylesheet. */
  const addRule = (page: Page, rule: string) =>
    page.evaluate((rule) => {
      const sheet = [...document.styleSheets].find((s) => s.href?.startsWith(location.origin));
      sheet!.insertRule(rule, sheet!.cssRules.length);
    }, rule);

  test('lost content: sideways scrolling, text cut off, beyond the edge, ellipsis, line clamp, short fields', async ({
    page,
  }) => {
    await page.goto('/en/contact');
    await waitForApp(page);
    await page.setViewportSize({ width: 320, height: 800 });
    // Polled like the sweep above: right after the resize, CI once saw the header's icons at 341 px.
    await expect.poll(() => lostContent(page), { message: 'the page as built' }).toEqual([]);

    await addRule(page, 'main h1 { white-space: nowrap }');
    await addRule(page, 'main p { height: 1em; overflow: hidden }');
    await addRule(
      page,
      'main button { max-width: 60px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis }',
    );
    await addRule(
      page,
      'main h2 { display: -webkit-box; -webkit-line-clamp: 1; -webkit-box-orient: vertical; overflow: hidden }',
    );
    await addRule(page, 'main input, main select { min-height: 0 !important; height: 12px !important }');
    const problems = await lostContent(page);
    for (const kind of [
      /^the page scrolls sideways/,
      /^text beyond the viewport's edge: /,
      /^text cut off at the bottom by p/,
      /^text cut off at the side by button/,
      /^text truncated with an ellipsis: button/,
      /^text truncated by a line clamp: h2/,
      /^a field shorter than its text/,
    ]) {
      expect(problems, String(kind)).toContainEqual(expect.stringMatching(kind));
    }
  });

  test('focus: a transition the focus starts is waited for, not measured at its start', async ({ page }) => {
    await page.goto('/en/contact');
    await waitForApp(page);
    const cdp = await page.context().newCDPSession(page);
    // A transform transition that holds its start value for a while, as one whose start the
    // compositor has not yet reported does: the skip link would be measured above the viewport.
    await addRule(page, 'a[href="#main"]:focus { transition-delay: 300ms !important }');
    const [skipLink] = await walk(page, cdp, 'Tab', 1);
    expect(skipLink?.what).toMatch(/^a /);
    expect(skipLink?.obscured).toBeNull();
  });

  test('focus: under the header when the scroll margin is gone, under a fixed bar', async ({ page }) => {
    await page.goto('/en/contact');
    await waitForApp(page);
    const cdp = await page.context().newCDPSession(page);
    // Without the scroll margin, and without the app's own correction of a focus under the header
    // (useFocusNotUnderHeader, which listens for focusin on the document: stopped here before it),
    // Shift+Tab leaves each field it scrolls to under the header.
    await addRule(page, 'main, main *, footer, footer * { scroll-margin-top: 0 !important }');
    await page.evaluate(() => window.addEventListener('focusin', (event) => event.stopImmediatePropagation(), true));
    await walk(page, cdp, 'Tab');
    const back = await walk(page, cdp, 'Shift+Tab', 30);
    expect(back.map((stop) => stop.obscured)).toContainEqual(expect.stringMatching(/the view below the header is/));

    // A bar fixed to the bottom of the screen (a cookie notice, say) covers what Tab scrolls to.
    await page.reload();
    await waitForApp(page);
    await page.evaluate(() => {
      const bar = document.createElement('div');
      bar.className = 'test-bar';
      document.body.append(bar);
    });
    await addRule(
      page,
      '.test-bar { position: fixed; inset: auto 0 0 0; height: 160px; background: gray; z-index: 5 }',
    );
    const forward = await walk(page, cdp, 'Tab', 30);
    expect(forward.map((stop) => stop.obscured)).toContainEqual(
      expect.stringMatching(/^under the fixed div\.test-bar/),
    );
  });
});
