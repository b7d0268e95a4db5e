import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './bootScript';

// The script as the browser runs it (the exact inline text), in a document still loading.
let readyState: DocumentReadyState = 'loading';
let fontsReady: () => void;
let added: Element[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  // What the script adds to <head> is recorded, not inserted (jsdom would try to load it).
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    added.push(node as unknown as Element);
    return node;
  });
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  const ready = new Promise<void>((resolve) => (fontsReady = resolve));
  Object.defineProperty(document, 'fonts', { configurable: true, value: { ready } });
  document.head.innerHTML =
    '<script id="nuri-boot" data-entry="/assets/index-a.js" data-modules="/assets/react-b.js /assets/HomePage-c.js"></script>';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  Reflect.deleteProperty(document, 'fonts');
});

const run = () => new Function(bootScript)();
/** Lets promise callbacks run (the fonts' `ready`), without running any timer. */
const flushMicrotasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const preloads = () => added.filter((el) => el.matches('link[rel=modulepreload]')).map((el) => el.getAttribute('href'));
const entries = () => added.filter((el) => el.matches('script[type=module]')).map((el) => el.getAttribute('src'));

describe('bootScript', () => {
  it('loads nothing while the page is loading', async () => {
    run();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(entries()).toEqual([]);
    expect(preloads()).toEqual([]);
  });

  it('after the load event, a frame and the fonts, preloads the modules and adds the entry, once', async () => {
    run();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100); // a frame and the next task: the fonts are still loading
    expect(entries()).toEqual([]);
    fontsReady();
    await flushMicrotasks();
    expect(preloads(), 'one modulepreload link per task').toEqual(['/assets/react-b.js']);
    expect(entries()).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(preloads()).toEqual(['/assets/react-b.js', '/assets/HomePage-c.js']);
    expect(entries()).toEqual(['/assets/index-a.js']);
    expect(added.at(-1)?.getAttribute('crossorigin')).toBe('');
    window.dispatchEvent(new Event('load'));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await vi.runAllTimersAsync();
    expect(entries()).toHaveLength(1);
  });

  it('waits for the first contentful paint where paint timing exists: the load event can come first', async () => {
    let report: (names: string[]) => void = () => {};
    const observed: unknown[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
        report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      }
      observe(options: unknown) {
        observed.push(options);
      }
      disconnect() {
        report = () => {};
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    fontsReady();
    run();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(observed).toContainEqual({ type: 'paint', buffered: true });
    report(['first-paint']);
    await vi.advanceTimersByTimeAsync(100);
    expect(entries(), 'a first paint without content is not the page').toEqual([]);
    report(['first-paint', 'first-contentful-paint']);
    await vi.advanceTimersByTimeAsync(0);
    expect(entries()).toEqual(['/assets/index-a.js']);
  });

  it('does not wait more than 5 s after the load event for fonts that never come', async () => {
    run();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(entries()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100 + 10); // 5 s, then a task per module
    expect(entries()).toEqual(['/assets/index-a.js']);
  });

  it('starts at once on a first press or key before the page has loaded, every module in that task', () => {
    run();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(preloads()).toEqual(['/assets/react-b.js', '/assets/HomePage-c.js']);
    expect(entries()).toEqual(['/assets/index-a.js']);
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(entries()).toHaveLength(1);
  });

  it('starts soon when the page had already loaded and has no font loading API', async () => {
    readyState = 'complete';
    Reflect.deleteProperty(document, 'fonts');
    run();
    await vi.advanceTimersByTimeAsync(100);
    expect(entries()).toEqual(['/assets/index-a.js']);
  });
});
