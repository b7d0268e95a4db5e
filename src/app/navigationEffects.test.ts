import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHashTarget, installNavigationEffects, parsePositions } from './navigationEffects';

const STORAGE_KEY = 'nuri.scrollPositions';

const frames = (n = 4) =>
  new Promise<void>((resolve) => {
    const tick = (left: number) => (left <= 0 ? resolve() : requestAnimationFrame(() => tick(left - 1)));
    tick(n);
  });

const options = { reducedMotion: () => true, announce: () => {}, headerOffset: () => 0 };

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

describe('findHashTarget', () => {
  it('finds the element a percent-encoded hash names', () => {
    document.body.innerHTML = '<h2 id="회사">a</h2><h2 id="a b">b</h2>';
    expect(findHashTarget('#%ED%9A%8C%EC%82%AC')?.textContent).toBe('a');
    expect(findHashTarget('#a%20b')?.textContent).toBe('b');
  });

  it('takes a malformed escape (#%zz, #%) as written instead of throwing a URIError', () => {
    document.body.innerHTML = '<h2 id="%zz">z</h2>';
    expect(() => findHashTarget('#%zz')).not.toThrow();
    expect(findHashTarget('#%zz')?.textContent).toBe('z');
    expect(findHashTarget('#%')).toBeNull();
    expect(findHashTarget('#%E0%A4%A')).toBeNull();
  });

  it('has no target for an empty hash', () => {
    expect(findHashTarget('')).toBeNull();
    expect(findHashTarget('#')).toBeNull();
  });
});

describe('parsePositions', () => {
  it.each([
    ['null', 'null'],
    ['a number', '5'],
    ['a string', '"str"'],
    ['an array', '[1,2]'],
    ['not JSON', '{oops'],
    ['nothing', null],
  ])('falls back to no positions for %s', (_, raw) => {
    expect({ ...parsePositions(raw) }).toEqual({});
  });

  it('keeps only finite, non-negative numbers', () => {
    expect({ ...parsePositions('{"a":"x","b":120,"c":null,"d":-4,"e":{"f":1},"g":0}') }).toEqual({ b: 120, g: 0 });
  });

  it('reads what the effects stored', () => {
    expect({ ...parsePositions(JSON.stringify({ k1: 300, k2: 0 })) }).toEqual({ k1: 300, k2: 0 });
  });
});

describe('installNavigationEffects', () => {
  it.each(['null', '5', '"str"', '{"a":"x"}'])(
    'keeps saving scroll positions when the stored value is corrupt (%s)',
    async (corrupt) => {
      sessionStorage.setItem(STORAGE_KEY, corrupt);
      const errors: unknown[] = [];
      const onError = (event: ErrorEvent) => errors.push(event.error);
      addEventListener('error', onError);
      const uninstall = installNavigationEffects(options);
      try {
        window.scrollTo(0, 240);
        dispatchEvent(new Event('scroll'));
        await frames();
        dispatchEvent(new Event('pagehide'));
      } finally {
        removeEventListener('error', onError);
        uninstall();
      }
      expect(errors).toEqual([]);
      const key = String((history.state as Record<string, string>).nuriKey);
      const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '') as Record<string, unknown>;
      expect(stored).toEqual({ [key]: window.scrollY });
      expect(typeof stored[key]).toBe('number');
    },
  );

  it('keeps the position of a page left before its last scroll was saved (a quick click on a loaded machine)', async () => {
    document.body.innerHTML = '<main><h1>About</h1></main>';
    const uninstall = installNavigationEffects(options);
    const aboutKey = String((history.state as Record<string, string>).nuriKey);
    let stored: Record<string, unknown> = {};
    try {
      window.scrollTo(0, 500);
      // The link is followed before the scroll's event and its save frame have run…
      history.pushState(null, '', '/terms');
      dispatchEvent(new Event('pushState'));
      document.body.innerHTML = '<main><h1>Terms</h1></main>';
      // …and the event the browser sends on the next frame comes while the new page settles.
      dispatchEvent(new Event('scroll'));
      await frames(6);
      dispatchEvent(new Event('pagehide'));
      stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    } finally {
      uninstall();
    }
    expect(stored[aboutKey]).toBe(500);
  });

  it('a first load at #%zz and a click on a link to #%zz raise nothing', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    history.replaceState(null, '', '/en/about#%zz');
    document.body.innerHTML = '<main><h1>About</h1><a href="#%zz">odd</a></main>';
    const uninstall = installNavigationEffects(options);
    try {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      expect(() => document.querySelector('a')!.dispatchEvent(click)).not.toThrow();
      await frames(6);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      uninstall();
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });
});

vi.mock('../lib/smoothScroll', () => ({
  smoothScrollTo: (y: number) => {
    window.scrollTo(0, y);
    return Promise.resolve();
  },
  scrollTopOf: () => 0,
}));
