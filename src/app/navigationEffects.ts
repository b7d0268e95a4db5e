import { smoothScrollTo, scrollTopOf } from '../lib/smoothScroll';
import { focusMainHeading, frameUntil, newHeading, nextFrames } from './focusMainHeading';

/**
 * Scroll, focus and announcement behaviour on navigation (SPEC §2, A11Y.md page level):
 * - a new page (pushState) starts at the top, or scrolls smoothly (700 ms) to its #hash target;
 * - back/forward (popstate) restores the position saved for that history entry;
 * - same-page anchors scroll smoothly without touching history;
 * - after a push or pop, focus moves to the page's main heading and its title is announced.
 * URL replacements (tabs syncing a parameter) are neither scrolled nor announced.
 */
export interface NavigationEffectsOptions {
  reducedMotion: () => boolean;
  announce: (text: string) => void;
  /** Room left above a scroll target for the sticky header. */
  headerOffset: () => number;
  /**
   * A client navigation (pushState) made before these effects were installed (they load after
   * hydration): the main heading of the page it left, which this settles as a push once installed.
   */
  missedPush?: { previous: Element | null };
}

const STORAGE_KEY = 'nuri.scrollPositions';
const KEY = 'nuriKey';

type Positions = Record<string, number>;

/**
 * The saved positions as stored in sessionStorage, or `{}` when they are missing or not a plain
 * object of finite numbers (a corrupt or foreign value must not stop scroll restoration).
 */
export function parsePositions(raw: string | null): Positions {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      // fromEntries defines own properties: a "__proto__" key cannot change the prototype.
      return Object.fromEntries(
        Object.entries(value).filter(([, y]) => typeof y === 'number' && y >= 0 && y < Infinity),
      ) as Positions;
    }
  } catch {
    /* not JSON */
  }
  return {};
}

function readPositions(): Positions {
  try {
    return parsePositions(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return {};
  }
}

const currentKey = (): string | undefined =>
  (history.state as Record<string, unknown> | null)?.[KEY] as string | undefined;

/** The element a `#hash` names; a hash that is not valid percent-encoding (`#%zz`) is taken as written. */
export function findHashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  const raw = hash.slice(1);
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    /* URIError: a malformed escape — look the id up verbatim */
  }
  return document.getElementById(id);
}

export function installNavigationEffects({
  reducedMotion,
  announce,
  headerOffset,
  missedPush,
}: NavigationEffectsOptions): () => void {
  const positions = readPositions();
  const originalReplace = History.prototype.replaceState;
  let keySeq = Date.now();

  const ensureKey = () => {
    if (currentKey()) return;
    const state = { ...((history.state as object | null) ?? {}), [KEY]: `k${keySeq++}` };
    originalReplace.call(history, state, '');
  };
  ensureKey();
  const previousRestoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';

  // While a navigation settles, the old page unmounts and the height collapses: scroll events
  // then must not overwrite the position saved for the entry being restored.
  let settling = false;
  let saveFrame = 0;
  // The entry on screen. A scroll is saved a frame after its event, so a link followed within a
  // frame or two of the last scroll (a loaded phone, a quick click) would leave the entry's
  // position unsaved: each navigation first saves where the page it leaves stands.
  let shownKey = currentKey();
  const saveShown = () => {
    if (shownKey && !settling) positions[shownKey] = window.scrollY;
  };
  const onScroll = () => {
    if (saveFrame || settling) return;
    saveFrame = requestAnimationFrame(() => {
      saveFrame = 0;
      if (settling) return;
      const key = currentKey();
      if (key) positions[key] = window.scrollY;
    });
  };
  const persist = () => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      /* storage unavailable: positions live for this page only */
    }
  };

  const scrollToHash = async (hash: string) => {
    const target = findHashTarget(hash);
    if (!target) return false;
    await smoothScrollTo(scrollTopOf(target, headerOffset()), { instant: reducedMotion() });
    return true;
  };

  const afterNavigation = async (previous: Element | null) => {
    await focusMainHeading(previous);
    // The page sets its title during render/effects: read it once it has settled.
    requestAnimationFrame(() => announce(document.title));
  };

  // `missed`: a push made before the install; the entry on screen is already the new page's, and
  // the page left has no key, so there is no position to save.
  const onPush = async (previous = document.querySelector('main h1'), missed = false) => {
    if (!missed) saveShown();
    ensureKey();
    shownKey = currentKey();
    settling = true;
    try {
      // The routes render on a deferred location: wait until the new page is on screen.
      await frameUntil(newHeading(previous), 1500);
      if (!location.hash || !(await scrollToHash(location.hash))) window.scrollTo(0, 0);
    } finally {
      settling = false;
    }
    await afterNavigation(previous);
  };

  const onPop = async () => {
    const previous = document.querySelector('main h1');
    saveShown();
    shownKey = currentKey();
    settling = true;
    const saved = positions[currentKey() ?? ''] ?? 0;
    try {
      // Lazy pages need a moment before they are tall enough to restore into.
      await nextFrames();
      await frameUntil(
        () => newHeading(previous)() && document.documentElement.scrollHeight - window.innerHeight >= saved,
      );
      window.scrollTo(0, saved);
    } finally {
      settling = false;
    }
    await afterNavigation(previous);
  };

  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
    const url = new URL(anchor.href, location.href);
    if (
      url.origin !== location.origin ||
      url.pathname !== location.pathname ||
      url.search !== location.search ||
      !url.hash
    )
      return;
    const target = findHashTarget(url.hash);
    if (!target) return;
    // In-page anchors: smooth scroll, focus the target, no history entry (SPEC §2).
    event.preventDefault();
    void smoothScrollTo(scrollTopOf(target, headerOffset()), { instant: reducedMotion() }).then(() => {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
  };

  // A push made before now (the landing page's position was not saved: Back starts it at the top);
  // else a hash on the first load (a shared link): scroll to it once the page has rendered.
  if (missedPush) void onPush(missedPush.previous, true);
  else if (location.hash) void nextFrames(3).then(() => scrollToHash(location.hash));

  const handlePush = () => void onPush();
  const handlePop = () => void onPop();
  addEventListener('pushState', handlePush);
  addEventListener('popstate', handlePop);
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('pagehide', persist);
  document.addEventListener('click', onClick);
  return () => {
    removeEventListener('pushState', handlePush);
    removeEventListener('popstate', handlePop);
    removeEventListener('scroll', onScroll);
    removeEventListener('pagehide', persist);
    document.removeEventListener('click', onClick);
    persist();
    history.scrollRestoration = previousRestoration;
  };
}
