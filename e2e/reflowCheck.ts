import type { CDPSession, Page } from '@playwright/test';

// The page-wide checks of reflow, text size and focus (e2e/sweep.spec.ts runs them on every route;
// e2e/reflow-focus.spec.ts shows that each sees the fault it is there for):
// - Focus not obscured (WCAG 2.4.11): real Tab presses through the page and Shift+Tab back; each
//   focused element is in view below the sticky header and under no other fixed or sticky layer.
// - Reflow (WCAG 1.4.10): at 320 CSS px the page does not scroll sideways and no text is clipped.
// - Resize text (WCAG 1.4.4): with the browser's text size at 200 % (the user setting, not a zoom:
//   the default font size 32 px instead of 16, through the DevTools protocol's Page.setFontSizes,
//   so every rem and every em breakpoint doubles), the same. Only at 1280 px: 200 % text at 390 px
//   is the layout of a 195 px screen, narrower than the 320 px that reflow asks for.
// Motion is reduced while they measure, so that nothing moves between the measurements: the
// carousel does not advance, the platform strip stands still with every name shown, and focus
// scrolls jump.

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
export function lostContent(page: Page) {
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
export interface Stop {
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
export async function walk(page: Page, cdp: CDPSession, key: 'Tab' | 'Shift+Tab', limit = maxStops) {
  await markLayers(page);
  // The key events Playwright's keyboard sends, straight through the DevTools protocol: a walk is
  // hundreds of presses, and this way a press costs one round trip.
  const modifiers = key === 'Shift+Tab' ? 8 : 0;
  const tab = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, modifiers };
  const shift = { key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 };
  if (modifiers) await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...shift, modifiers });
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
  if (modifiers) await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...shift });
  return stops;
}

/** Sets the browser's default font sizes (the user's text size setting) for this page. */
export function setTextSize(cdp: CDPSession, percent: number) {
  return cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  });
}

/** Layout has caught up with a change of viewport or text size. */
export const nextFrames = (page: Page) =>
  page.evaluate(async () => {
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
  });
