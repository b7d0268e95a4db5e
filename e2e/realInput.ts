import { expect, type CDPSession, type Page } from '@playwright/test';
import { waitForReact } from './ready';

// Input the way a person gives it, for the journeys and the soak: the mouse wheel in small steps
// with the pointer over the page, keys with the focus on the page, touch swipes through the
// DevTools protocol (a real touch sequence, fling included) — never `scrollTo`. And a watch that
// sees what a person would see go wrong: an uncaught error, an error the app reported
// (`console.error`), or a blank #root (React unmounted the app).

/** What the init script keeps in each document (read back with `page.evaluate`). */
interface RealInputState {
  /** Moments #root went from content to no element child (the app unmounted). */
  blanks: { at: number; path: string }[];
  /** window.scrollY at every scroll event since the last `resetScrollLog`. */
  scrolls: number[];
}

declare global {
  interface Window {
    __realInput?: RealInputState;
  }
}

/** `console.error` lines that are not the app's: a request the preview server answers with 404. */
const consoleNoise = /^Failed to load resource/;

/**
 * Collects page errors and console errors, and (through an init script in every document)
 * records whether #root ever lost all its content. Create it before the first `page.goto`.
 */
export class Watch {
  readonly errors: string[] = [];

  private constructor(private readonly page: Page) {
    page.on('pageerror', (error) => this.errors.push(`pageerror: ${error.message.split('\n')[0]}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !consoleNoise.test(message.text())) {
        this.errors.push(`console.error: ${message.text().split('\n')[0]}`);
      }
    });
  }

  static async on(page: Page): Promise<Watch> {
    await page.addInitScript(() => {
      const state: RealInputState = { blanks: [], scrolls: [] };
      window.__realInput = state;
      let hadContent = false;
      let root: HTMLElement | null = null;
      // A MutationObserver runs after the task that changed the DOM: it sees where a commit ended,
      // not the steps in between (a hydration that replaces the markup in one go is not a blank).
      const check = () => {
        root ??= document.getElementById('root');
        if (!root) return;
        if (root.childElementCount > 0) hadContent = true;
        else if (hadContent) state.blanks.push({ at: Math.round(performance.now()), path: location.pathname });
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true });
      addEventListener('scroll', () => state.scrolls.push(Math.round(scrollY)), { passive: true });
    });
    return new Watch(page);
  }

  /** No error so far, #root never emptied and has content now. `phase` names the step in messages. */
  async expectHealthy(phase: string) {
    const state = await this.page.evaluate(() => ({
      blanks: window.__realInput?.blanks ?? [],
      children: document.getElementById('root')?.childElementCount ?? 0,
    }));
    expect(this.errors, `${phase}: no page error and no error reported by the app`).toEqual([]);
    expect(state.blanks, `${phase}: #root never lost its content`).toEqual([]);
    expect(state.children, `${phase}: #root has content`).toBeGreaterThan(0);
  }
}

/** The page is loaded and the app has taken over the prerendered markup (or rendered it). */
export async function waitForApp(page: Page) {
  await page.waitForLoadState('load');
  await waitForReact(page);
  await expect(page.locator('main h1')).toBeVisible();
  await settle(page);
}

/** Resolves once scrollY has not changed for 6 frames (smooth scrolling and fling are over). */
export function settle(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let last = -1;
    let same = 0;
    for (let frame = 0; frame < 240 && same < 6; frame++) {
      await new Promise(requestAnimationFrame);
      const y = window.scrollY;
      same = y === last ? same + 1 : 0;
      last = y;
    }
    return Math.round(window.scrollY);
  });
}

export const scrollYOf = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

export async function resetScrollLog(page: Page) {
  await page.evaluate(() => {
    if (window.__realInput) window.__realInput.scrolls = [];
  });
}

export const scrollLog = (page: Page) => page.evaluate(() => window.__realInput?.scrolls ?? []);

/**
 * Moves against the direction of travel of more than `tolerance` px in a scroll log: the old
 * home page jumped 300 → 600 → 500 → 400 while the wheel went down.
 */
export function backwardJumps(log: number[], direction: 'down' | 'up', tolerance = 50): string[] {
  const jumps: string[] = [];
  let extreme = direction === 'down' ? -Infinity : Infinity;
  for (const y of log) {
    if (direction === 'down' ? y < extreme - tolerance : y > extreme + tolerance) jumps.push(`${extreme} → ${y}`);
    extreme = direction === 'down' ? Math.max(extreme, y) : Math.min(extreme, y);
  }
  return jumps;
}

/** Where the page stands, and a spot over plain page content for the pointer or a finger. */
interface Probe {
  y: number;
  /** The largest scrollY the document allows now. */
  max: number;
  /** The footer (contentinfo) intersects the viewport. */
  footerInView: boolean;
  spot: { x: number; y: number } | null;
}

/**
 * Where the page stands and, with `rows` (preferred heights as fractions of the viewport), a point
 * over the page's own content: below the sticky header, not over a frame, a tab strip, a
 * carousel, a form field or anything else with its own scrolling that could take the wheel.
 */
function probe(page: Page, rows: number[] | null = null): Promise<Probe> {
  return page.evaluate(probeInPage, { rows, endSlack: null }) as Promise<Probe>;
}

/**
 * `probe`'s work, in the page. With `endSlack`, only whether the page is at its end (footer in view,
 * scrollY within `endSlack` of the largest): what `waitForEnd` polls in the page, frame by frame.
 */
function probeInPage({ rows, endSlack }: { rows: number[] | null; endSlack: number | null }): Probe | boolean {
  const root = document.documentElement;
  // The site's footer (contentinfo), not an article's own <footer>.
  const footer = [...document.querySelectorAll('footer, [role="contentinfo"]')].find(
    (el) =>
      el.getAttribute('role') === 'contentinfo' || !el.parentElement?.closest('main, article, aside, nav, section'),
  );
  const footerRect = footer?.getBoundingClientRect();
  const state = {
    y: Math.round(window.scrollY),
    max: Math.max(0, root.scrollHeight - innerHeight),
    footerInView: !!footerRect && footerRect.top < innerHeight && footerRect.bottom > 0,
    spot: null as { x: number; y: number } | null,
  };
  if (endSlack !== null) return state.footerInView && state.y >= state.max - endSlack;
  if (!rows) return state;
  const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const scrollsItself = (el: Element) => {
    const style = getComputedStyle(el);
    const scrollable = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
    return (
      (scrollable(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
      (scrollable(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
    );
  };
  const plain = (x: number, y: number) => {
    const hit = document.elementFromPoint(x, y);
    const captures =
      'header, iframe, video, input, textarea, select, [role="tablist"], [role="dialog"], [aria-roledescription="carousel"]';
    if (!hit || hit.closest(captures)) return false;
    for (let el: Element | null = hit; el && el !== document.body && el !== root; el = el.parentElement) {
      if (scrollsItself(el)) return false;
    }
    return true;
  };
  const width = root.clientWidth;
  state.spot = { x: Math.round(width / 2), y: Math.round(innerHeight * (rows[0] ?? 0.6)) };
  for (const row of rows) {
    const y = Math.round(innerHeight * row);
    if (y < headerBottom + 8) continue;
    const x = [0.5, 0.25, 0.75, 0.05, 0.95].map((column) => Math.round(width * column)).find((x) => plain(x, y));
    if (x !== undefined) {
      state.spot = { x, y };
      break;
    }
  }
  return state;
}

const wheelRows = [0.6, 0.45, 0.75, 0.35, 0.85];

export interface WheelOptions {
  /** Wheel deltas in px, used in turn (small steps, as a wheel gives them). */
  deltas?: number[];
  /** Stop early once scrollY reaches this (going down) or comes down to it (going up). */
  until?: number;
}

/**
 * Turns the wheel in small steps with the pointer over the page content, down until the footer is
 * in view and scrollY stops growing (or `until`), or up until the top (or `until`). Returns the
 * settled scrollY.
 */
export async function wheelThrough(page: Page, direction: 'down' | 'up', options: WheelOptions = {}) {
  const deltas = options.deltas ?? [100, 60, 100, 100, 40, 100, 80, 100];
  const sign = direction === 'down' ? 1 : -1;
  const start = await probe(page);
  const maxSteps = Math.ceil((direction === 'down' ? start.max - start.y : start.y) / 40) + 60;
  let still = 0;
  let last = -1;
  let pointer = { x: -1, y: -1 };
  // Look where the page stands every fourth step (every step when stopping at `until`), for a
  // new pointer spot every eighth.
  const every = options.until === undefined ? 4 : 1;
  for (let step = 0; step < maxSteps; step++) {
    if (step % every === 0) {
      const now = await probe(page, step % 8 === 0 ? wheelRows : null);
      still = now.y === last ? still + 1 : 0;
      last = now.y;
      if (direction === 'down' && options.until !== undefined && now.y >= options.until) break;
      if (direction === 'up' && options.until !== undefined && now.y <= options.until) break;
      if (direction === 'down' && now.footerInView && now.y >= now.max - endSlack && still >= 1) break;
      if (direction === 'up' && now.y === 0 && still >= 1) break;
      if (now.spot && (now.spot.x !== pointer.x || now.spot.y !== pointer.y)) {
        pointer = now.spot;
        await page.mouse.move(pointer.x, pointer.y);
      }
    }
    await page.mouse.wheel(0, sign * deltas[step % deltas.length]!);
  }
  return settle(page);
}

/**
 * Presses `keys` in turn until two presses in a row leave scrollY where it was (a smooth scroll
 * that starts a frame late is not mistaken for the end); returns the settled scrollY.
 */
export async function pressUntilStill(page: Page, keys: string[], maxPresses = 80) {
  let last = await settle(page);
  let still = 0;
  for (let press = 0; press < maxPresses && still < 2; press++) {
    await page.keyboard.press(keys[press % keys.length]!);
    const y = await settle(page);
    still = y === last ? still + 1 : 0;
    last = y;
  }
  return last;
}

/** The focused element is the page (body, main or a heading), not a field or a control Space would press. */
export async function expectFocusOnPage(page: Page) {
  const focused = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}` : 'none';
  });
  expect(focused, 'the focus is on the page, not in a field').toMatch(/^(body|main|main#main|h1|h2)$|^none$/);
}

/**
 * One finger swipe over page content through the DevTools protocol (touchStart, moves,
 * touchEnd): `distance` > 0 moves the finger up, which scrolls the page down. Waits for the fling.
 */
export async function swipe(page: Page, cdp: CDPSession, distance: number, attempt = 0) {
  // A retry after a swipe that did not move the page starts from other rows.
  const rows = distance > 0 ? [0.85, 0.75, 0.65, 0.55] : [0.2, 0.3, 0.4, 0.5];
  const spot = (await probe(page, [...rows.slice(attempt % rows.length), ...rows.slice(0, attempt % rows.length)]))
    .spot!;
  const moves = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: spot.x, y: spot.y }] });
  for (let i = 1; i <= moves; i++) {
    const y = Math.round(spot.y - (distance * i) / moves);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: spot.x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return { y: await settle(page), spot };
}

/** What was under the finger of a swipe that did not move the page, for the failure message. */
function stallReport(page: Page, spot: { x: number; y: number }) {
  return page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y);
    const describe = (el: Element | null) =>
      el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${el.getAttribute('class') ?? ''}]` : 'none';
    return `finger at ${x},${y} over ${describe(hit)}; focus ${describe(document.activeElement)}; selection "${String(
      getSelection(),
    ).slice(0, 40)}"`;
  }, spot);
}

/**
 * Swipes until the end of the page (footer in view) or the top; returns the settled scrollY. A
 * swipe that leaves the page where it was is tried again from another spot (a loaded machine can
 * turn one into a long press); three such swipes in a row fail the test with what was under the finger.
 */
export async function swipeThrough(page: Page, cdp: CDPSession, direction: 'down' | 'up') {
  const distance = direction === 'down' ? 500 : -500;
  let last = await scrollYOf(page);
  const stalls: string[] = [];
  for (let swipes = 0; swipes < 80; swipes++) {
    const { y, spot } = await swipe(page, cdp, distance, stalls.length);
    const { max, footerInView } = await probe(page);
    if (direction === 'down' ? footerInView && y >= max && y === last : y === 0) return y;
    if (y === last) {
      stalls.push(`y = ${y} of ${max}: ${await stallReport(page, spot)}`);
      expect(
        stalls.length,
        `swipe ${direction}: three swipes in a row left the page where it was\n${stalls.join('\n')}`,
      ).toBeLessThan(3);
    } else {
      stalls.length = 0;
    }
    last = y;
  }
  return last;
}

/**
 * How far above the largest scrollY still counts as the end: the services pages shrink by a few px
 * once scrolled (the tab strip's scrolled look), and a keyboard scroll aimed at the old end stops
 * 1–4 px short.
 */
const endSlack = 4;

/** Waits up to `timeout` ms for the page to be at its end (checked in the page every frame); returns `endState`. */
export async function waitForEnd(page: Page, timeout = 5_000) {
  await page
    .waitForFunction(probeInPage, { rows: null, endSlack }, { timeout, polling: 'raf' })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    });
  return endState(page);
}

/**
 * Waits up to `timeout` ms for the page to be at the top (checked in the page every frame, not
 * polled from here); returns scrollY, rounded.
 */
export async function waitForTop(page: Page, timeout = 10_000) {
  await page
    .waitForFunction(() => Math.round(window.scrollY) === 0, undefined, { timeout, polling: 'raf' })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    });
  return scrollYOf(page);
}

/** 'at the end' when the footer is in view and scrollY is the largest the document allows, else where it is. */
export async function endState(page: Page) {
  const { y, max, footerInView } = await probe(page);
  return footerInView && y >= max - endSlack
    ? 'at the end'
    : `y = ${y} of ${max}, footer ${footerInView ? '' : 'not '}in view`;
}

/** The page is at its end: the footer is in view and scrollY is the largest the document allows. */
export async function expectAtEnd(page: Page, phase: string) {
  const { y, max, footerInView } = await probe(page);
  expect(footerInView, `${phase}: the footer is in view (y = ${y} of ${max})`).toBe(true);
  expect(y, `${phase}: scrolled to the end of the page`).toBeGreaterThanOrEqual(max - endSlack);
  await expect(page.getByRole('contentinfo'), `${phase}: the footer is visible`).toBeInViewport();
}

/** Wheel down to the footer and back up: no jump backwards, no error, the footer reached. */
export async function wheelDownAndUp(page: Page, watch: Watch, label = 'wheel', deltas?: number[]) {
  await resetScrollLog(page);
  await wheelThrough(page, 'down', { deltas });
  await watch.expectHealthy(`${label} down`);
  expect(backwardJumps(await scrollLog(page), 'down'), `${label} down: no jump backwards`).toEqual([]);
  await expectAtEnd(page, `${label} down`);

  await resetScrollLog(page);
  const top = await wheelThrough(page, 'up', { deltas });
  await watch.expectHealthy(`${label} up`);
  expect(backwardJumps(await scrollLog(page), 'up'), `${label} up: no jump backwards`).toEqual([]);
  expect(top, `${label} up: back at the top`).toBe(0);
}

/** PageDown/Space to the end, then Home, End, Home, with the focus on the page. */
export async function keysDownAndBack(page: Page, watch: Watch) {
  await expectFocusOnPage(page);
  await resetScrollLog(page);
  await pressUntilStill(page, ['PageDown', 'Space']);
  await watch.expectHealthy('PageDown/Space');
  expect(backwardJumps(await scrollLog(page), 'down'), 'PageDown/Space: no jump backwards').toEqual([]);
  await expectAtEnd(page, 'PageDown/Space');

  for (const [i, key] of (['Home', 'End', 'Home'] as const).entries()) {
    const what = `${key} (${['first', 'second', 'third'][i]} of Home, End, Home)`;
    await page.keyboard.press(key);
    if (key === 'Home') {
      expect(await waitForTop(page), `${what}: at the top`).toBe(0);
    } else {
      expect(await waitForEnd(page, 10_000), `${what}: at the end`).toBe('at the end');
      await settle(page);
      await expectAtEnd(page, what);
    }
    await settle(page);
    await watch.expectHealthy(what);
  }
}
