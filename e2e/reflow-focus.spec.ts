import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { serveMockApi } from './mockApi';
import { youtubeRequests } from './network';
import { waitForApp, Watch } from './realInput';
import { routes } from './routes';

// Reflow, text size and focus on the built site, every route of SPEC §2, in one visit a route:
// - Focus not obscured (WCAG 2.4.11): real Tab presses through the page and Shift+Tab back, at the
//   project's width (1280 px, or 390 px with touch); each focused element is in view below the
//   sticky header and under no other fixed or sticky layer.
// - Reflow (WCAG 1.4.10): at 320 CSS px the page does not scroll sideways and no text is clipped.
// - Resize text (WCAG 1.4.4): with the browser's text size at 200 % (the user setting, not a zoom:
//   the default font size 32 px instead of 16, through the DevTools protocol's Page.setFontSizes,
//   so every rem and every em breakpoint doubles) at 1280 px, the same. Not at 390 px: 200 % text
//   there is the layout of a 195 px screen, narrower than the 320 px that reflow asks for.
// Each route runs once per width, in Korean at one and English at the other, alternating from
// route to route (as in journeys.spec.ts). Motion is reduced so that nothing moves between the
// measurements: the carousel does not advance, the platform strip stands still with every name
// shown, and focus scrolls jump.

type Lang = 'ko' | 'en';
const browserLocale: Record<Lang, string> = { ko: 'ko-KR', en: 'en-US' };

/**
 * The scroll containers that overflow by design, each with its own way to reach what it hides:
 * the carousel's window, the box around its row of slides (its buttons, swipes and keys reach
 * every slide; found by structure, as its role description is in the page's language), and the
 * tab strip (it scrolls sideways, and arrow keys bring each tab into view). Only their own
 * overflow is excused: text clipped inside a slide or a tab still counts.
 */
const byDesignScrollers = ':has(> * > [role="group"][aria-roledescription]), [role="tablist"]';

/** Tab stops walked at most each way (the longest page, every service on one, has 64 at 1280 px). */
const maxStops = 200;

/**
 * Where reflow or large text loses something: the page scrolling sideways, text cut off by a box
 * that hides its overflow (or scrolled sideways inside one that is not a scroller by design), text
 * beyond the viewport's edges, text truncated with an ellipsis or a line clamp, and form fields too
 * short for their own text. Returns one line per problem, naming the element and its text.
 */
function lostContent(page: Page) {
  return page.evaluate((byDesign) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const viewportWidth = root.clientWidth;
    const describe = (el: Element) => {
      const classes = (el.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2);
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')} "${text}"`;
    };
    if (root.scrollWidth > viewportWidth + 1) {
      // Name the widest elements that reach past the right edge, for the message.
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > viewportWidth + 1 && !el.closest(byDesign))
        .slice(-3)
        .map(describe);
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${viewportWidth} (${wide.join('; ')})`);
    }

    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (el: Element) => {
      let s = styles.get(el);
      if (!s) styles.set(el, (s = getComputedStyle(el)));
      return s;
    };
    const clips = (overflow: string) => overflow !== 'visible';
    const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    const positioned = (s: CSSStyleDeclaration) => s.position !== 'static' || s.transform !== 'none';

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    const reported = new Set<string>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\S/.test(node.textContent ?? '')) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      range.selectNodeContents(node);
      let rects = [...range.getClientRects()]
        .map((r) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom }))
        .filter((r) => r.right - r.left > 0.5 && r.bottom - r.top > 0.5);
      if (rects.length === 0) continue;

      let inScroller = false;
      let hidden = false;
      let problem: string | null = null;
      // Once past an absolutely positioned box, only its containing block (a positioned
      // ancestor) and what is above it can clip; a fixed box is clipped by nothing.
      let escaping = false;
      for (let el: Element | null = parent; el && el !== document.body && !problem; el = el.parentElement) {
        const s = style(el);
        if (escaping) {
          if (!positioned(s)) continue;
          escaping = false;
        }
        if (s.position === 'fixed') break;
        if (s.position === 'absolute') escaping = true;
        if (!clips(s.overflowX) && !clips(s.overflowY)) continue;
        // Visually hidden text (read by screen readers only) is not lost.
        if (el.clientWidth <= 1 && el.clientHeight <= 1) {
          hidden = true;
          break;
        }
        const box = el.getBoundingClientRect();
        const left = box.left + el.clientLeft;
        const top = box.top + el.clientTop;
        const right = left + el.clientWidth;
        const bottom = top + el.clientHeight;
        if (el.matches(byDesign)) {
          // What the scroller hides is reachable through it; what it shows must not be cut off
          // further out.
          inScroller = true;
          rects = rects
            .map((r) => ({
              left: Math.max(r.left, left),
              top: Math.max(r.top, top),
              right: Math.min(r.right, right),
              bottom: Math.min(r.bottom, bottom),
            }))
            .filter((r) => r.right - r.left > 0.5 && r.bottom - r.top > 0.5);
          if (rects.length === 0) break;
          continue;
        }
        for (const r of rects) {
          const sideways = r.left < left - 1 || r.right > right + 1;
          const downwards = r.top < top - 1 || r.bottom > bottom + 1;
          if (sideways && clips(s.overflowX)) {
            problem = scrolls(s.overflowX)
              ? `text scrolls sideways inside ${describe(el)}`
              : `text cut off at the side by ${describe(el)}`;
          } else if (downwards && clips(s.overflowY) && !scrolls(s.overflowY)) {
            problem = `text cut off at the bottom by ${describe(el)}`;
          }
          if (problem) break;
        }
      }
      if (hidden) continue;
      if (!problem && !inScroller && rects.some((r) => r.left < -1 || r.right > viewportWidth + 1)) {
        problem = `text beyond the viewport's edge`;
      }
      // One line per box that cuts text off, with its first victim.
      if (problem && !reported.has(problem)) {
        reported.add(problem);
        problems.push(`${problem}: ${describe(parent)}`);
      }
    }

    for (const el of document.body.querySelectorAll('*')) {
      const s = style(el);
      if (s.display === 'none' || !el.checkVisibility({ visibilityProperty: true })) continue;
      if (s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`text truncated with an ellipsis: ${describe(el)}`);
      }
      const clamp = s.getPropertyValue('-webkit-line-clamp');
      if (clamp && clamp !== 'none' && el.scrollHeight > el.clientHeight + 1) {
        problems.push(`text truncated by a line clamp: ${describe(el)}`);
      }
      if (el.matches('input:not([type="checkbox"], [type="radio"], [type="hidden"]), select')) {
        const content = el.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
        if (content + 1 < parseFloat(s.fontSize)) {
          problems.push(`a field shorter than its text (${Math.round(content)} px for ${s.fontSize}): ${describe(el)}`);
        }
      }
    }
    return problems;
  }, byDesignScrollers);
}

/** One stop of a Tab walk: what has focus, and what (if anything) covers it. */
interface Stop {
  /** The focused element (tag, id, name or text), or null when the focus left the document. */
  what: string | null;
  /** Why it is not fully in view, or null. */
  obscured: string | null;
}

/**
 * The focused element, and whether it is obscured. Its top edge must not be under the sticky
 * header, and at least 24 px of it (all of it when smaller) must show between the header and the
 * bottom of the viewport: a tall text area is scrolled to its caret, not to its bottom edge. No
 * other fixed or sticky layer may be drawn over it. A control drawn over a hidden native input
 * (the custom radios and checkboxes) is measured by its label. `layers` are the page's fixed and
 * sticky elements, found once a walk (`markLayers`).
 */
function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(async () => {
    // Focus scrolls are instant (reduced motion), but what follows them takes frames: a transition
    // the focus starts (the skip link slides in) and the scroll event's re-render (the home banner
    // folds). Reduced motion shortens a transition to 0.01 ms, but a transform's transition runs
    // on the compositor and holds its start value until the compositor reports it started, which
    // on a loaded machine can take several frames (the skip link measured at its hidden place
    // once). So first wait for the transitions and animations of the focused element and its
    // ancestors to finish (getAnimations brings style up to date first; endless ones are not
    // waited for, nor anything for more than a second), then until the focused element and the
    // page have kept still for two frames.
    const active = document.activeElement;
    const moving = document.getAnimations().filter((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return (
        target instanceof Element &&
        active !== null &&
        target.contains(active) &&
        animation.effect!.getComputedTiming().endTime !== Infinity
      );
    });
    if (moving.length > 0) {
      await Promise.race([
        Promise.all(moving.map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
    }
    const where = () => `${scrollY} ${JSON.stringify(document.activeElement?.getBoundingClientRect())}`;
    for (let frame = 0, still = 0, last = ''; frame < 30 && still < 2; frame++) {
      await new Promise(requestAnimationFrame);
      const now = where();
      still = now === last ? still + 1 : 0;
      last = now;
    }
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused === document.documentElement) {
      return { what: null, obscured: null };
    }
    const name =
      focused.getAttribute('aria-label') ??
      focused.getAttribute('name') ??
      (focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    const what = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${name}"`;
    let target: Element = focused;
    let rect = focused.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) {
      target = (focused as HTMLInputElement).labels?.[0] ?? focused.parentElement ?? focused;
      rect = target.getBoundingClientRect();
    }
    const header = document.querySelector('header');
    const headerBottom = header && !header.contains(focused) ? header.getBoundingClientRect().bottom : 0;
    const shown = Math.min(rect.bottom, innerHeight) - Math.max(rect.top, headerBottom);
    const tallerThanView = rect.height > innerHeight - headerBottom;
    if ((rect.top < headerBottom - 1 && !tallerThanView) || shown < Math.min(24, rect.height) - 1) {
      return {
        what,
        obscured: `${Math.round(rect.top)}–${Math.round(rect.bottom)} px, the view below the header is ${Math.round(headerBottom)}–${innerHeight} px`,
      };
    }
    const width = document.documentElement.clientWidth;
    if (Math.min(rect.right, width) - Math.max(rect.left, 0) < Math.min(24, rect.width) - 1) {
      return { what, obscured: `${Math.round(rect.left)}–${Math.round(rect.right)} px, beside the viewport` };
    }
    for (const layer of (window as unknown as { __layers: Element[] }).__layers) {
      if (layer === header || layer.contains(focused) || target.contains(layer)) continue;
      const box = layer.getBoundingClientRect();
      const overlapX = Math.min(box.right, rect.right) - Math.max(box.left, rect.left);
      const overlapY = Math.min(box.bottom, rect.bottom) - Math.max(box.top, rect.top);
      if (overlapX <= 1 || overlapY <= 1) continue;
      // Overlapping is covering only where the layer is drawn above the element (a section's
      // sticky heading passes below the header and what is inside it).
      const hit = document.elementFromPoint(
        Math.max(box.left, rect.left) + overlapX / 2,
        Math.max(box.top, rect.top) + overlapY / 2,
      );
      if (hit && layer.contains(hit) && !target.contains(hit)) {
        const classes = (layer.getAttribute('class') ?? '').split(/\s+/)[0];
        return {
          what,
          obscured: `under the ${getComputedStyle(layer).position} ${layer.tagName.toLowerCase()}.${classes}`,
        };
      }
    }
    return { what, obscured: null };
  });
}

/** Keeps the page's fixed and sticky elements (shown or not) for `focusStop`. */
function markLayers(page: Page) {
  return page.evaluate(() => {
    (window as unknown as { __layers: Element[] }).__layers = [...document.body.querySelectorAll('*')].filter((el) => {
      const position = getComputedStyle(el).position;
      return position === 'fixed' || position === 'sticky';
    });
  });
}

/**
 * Presses `key` until the focus comes back to where the walk started (or leaves the document),
 * at most `limit` times; returns every stop.
 */
async function walk(page: Page, cdp: CDPSession, key: 'Tab' | 'Shift+Tab', limit = maxStops) {
  await markLayers(page);
  // The key events Playwright's keyboard sends, straight through the DevTools protocol: a walk is
  // hundreds of presses, and this way a press costs one round trip.
  const modifiers = key === 'Shift+Tab' ? 8 : 0;
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers };
  if (modifiers) {
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'rawKeyDown',
      key: 'Shift',
      code: 'ShiftLeft',
      windowsVirtualKeyCode: 16,
      modifiers,
    });
  }
  const stops: Stop[] = [];
  for (let press = 0; press < limit; press++) {
    await Promise.all([
      cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...tab }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...tab }),
    ]);
    const stop = await focusStop(page);
    if (stop.what === null || stop.what === stops[0]?.what) break;
    stops.push(stop);
  }
  if (modifiers) {
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyUp',
      key: 'Shift',
      code: 'ShiftLeft',
      windowsVirtualKeyCode: 16,
    });
  }
  return stops;
}

/** Sets the browser's default font sizes (the user's text size setting) for this page. */
function setTextSize(cdp: CDPSession, percent: number) {
  return cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  });
}

/** Layout has caught up with a change of viewport or text size. */
const nextFrames = (page: Page) =>
  page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
  });

const widthTag = (lang: Lang, index: number) =>
  (index + (lang === 'en' ? 1 : 0)) % 2 === 0 ? '@desktop-only' : '@mobile-only';

// A walk is hundreds of steps: a trace of each would cost more than the walk itself.
test.use({ trace: 'off' });

test.beforeEach(async ({ page }) => {
  await page.route(youtubeRequests, (route) => route.abort());
  // The contact pages ask the API for the calendar: the mock answers, as a real API would.
  await serveMockApi(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const lang of ['ko', 'en'] as const) {
  test.describe(`in ${lang === 'ko' ? 'Korean' : 'English'}`, () => {
    test.use({ locale: browserLocale[lang] });

    routes.forEach((route, index) => {
      const url = `/${lang}${route}`;
      test(
        `${url}: focus never hidden while tabbing; nothing lost at 320 px or at 200 % text`,
        { tag: widthTag(lang, index) },
        async ({ page }) => {
          const watch = await Watch.on(page);
          await page.goto(url);
          await waitForApp(page);
          const { width, height } = page.viewportSize()!;

          const cdp = await page.context().newCDPSession(page);
          const forward = await walk(page, cdp, 'Tab');
          expect(forward.length, 'Tab reaches the page content').toBeGreaterThan(3);
          const back = await walk(page, cdp, 'Shift+Tab', forward.length);
          const obscured = [...forward, ...back]
            .filter((stop) => stop.obscured)
            .map((stop) => `${stop.what}: ${stop.obscured}`);
          expect.soft(obscured, `focused elements hidden at ${width} px (Tab, then Shift+Tab)`).toEqual([]);

          await page.setViewportSize({ width: 320, height });
          // Polled until the layout at 320 px has settled: two frames were not always enough on a
          // loaded CI machine (the header measured 330 px once, and fit on every re-run).
          await expect
            .configure({ soft: true })
            .poll(() => lostContent(page), { message: 'at 320 px' })
            .toEqual([]);

          await watch.expectHealthy('Tab walk and 320 px');
          if (width < 1024) return;
          await page.setViewportSize({ width, height });
          await setTextSize(cdp, 200);
          await nextFrames(page);
          // The setting reaches the page a moment later.
          await expect
            .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize), {
              message: 'the text size setting doubles the rem',
            })
            .toBe('32px');
          await nextFrames(page);
          expect.soft(await lostContent(page), `at ${width} px with 200 % text`).toEqual([]);
          await watch.expectHealthy('200 % text');
        },
      );
    });
  });
}

// The checks themselves: each must see the fault it is there for. Faults are put in through the
// CSSOM (a rule added to the site's own stylesheet, an element's style), which the page's
// Content-Security-Policy allows, as a careless style change would.
test.describe('the checks see what they look for', { tag: '@desktop-only' }, () => {
  test.use({ locale: browserLocale.en });

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
