// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  chunkUrlOf,
  isChunkLoadError,
  reloadForMissingChunk,
  reportError,
  setErrorReporter,
  type MissingChunkEnvironment,
} from './errors';

const chromium = new TypeError(
  'Failed to fetch dynamically imported module: https://nurimusic.example/assets/AboutPage-D79_9VnA.js',
);
const safari = new TypeError('Importing a module script failed.');

function environment(overrides: Partial<MissingChunkEnvironment> = {}) {
  const stored = new Map<string, string>();
  let now = 1_000_000;
  const env: MissingChunkEnvironment & { advance(ms: number): void } = {
    isGone: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(),
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    now: () => now,
    url: () => 'https://nurimusic.example/en/about',
    advance: (ms) => void (now += ms),
    ...overrides,
  };
  return env;
}

describe('chunk load errors', () => {
  it('are told from other errors in the words of each browser', () => {
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(safari)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/AboutPage-x.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('name the chunk when the browser does', () => {
    expect(chunkUrlOf(chromium)).toBe('https://nurimusic.example/assets/AboutPage-D79_9VnA.js');
    expect(chunkUrlOf(safari)).toBeNull();
  });
});

describe('reloadForMissingChunk', () => {
  it('loads the URL in full once when the chunk is gone from the server (a new deployment)', async () => {
    const env = environment();
    await expect(reloadForMissingChunk(chromium, env)).resolves.toBe(true);
    expect(env.isGone).toHaveBeenCalledWith('https://nurimusic.example/assets/AboutPage-D79_9VnA.js');
    expect(env.reload).toHaveBeenCalledWith('https://nurimusic.example/en/about');
  });

  it('does not reload the same URL again a moment later: no loop, the error is shown', async () => {
    const env = environment();
    await reloadForMissingChunk(chromium, env);
    env.advance(5_000);
    await expect(reloadForMissingChunk(chromium, env)).resolves.toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    env.advance(120_000);
    await expect(reloadForMissingChunk(chromium, env)).resolves.toBe(true);
  });

  it('does not reload when the chunk is only unreachable (offline) or the error is a bug', async () => {
    const offline = environment({ isGone: vi.fn(() => Promise.resolve(false)) });
    await expect(reloadForMissingChunk(chromium, offline)).resolves.toBe(false);
    const env = environment();
    await expect(reloadForMissingChunk(new TypeError('x is undefined'), env)).resolves.toBe(false);
    expect(env.isGone).not.toHaveBeenCalled();
    expect(offline.reload).not.toHaveBeenCalled();
  });

  it('does not reload without storage for its guard', async () => {
    const env = environment({ storage: null });
    await expect(reloadForMissingChunk(chromium, env)).resolves.toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe('reportError', () => {
  it('writes to the console and hands the report to the installed reporter', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const reporter = vi.fn();
    const remove = setErrorReporter(reporter);
    const error = new Error('broken section');
    reportError({ error, where: 'section' });
    expect(reporter).toHaveBeenCalledWith({ error, where: 'section' });
    expect(console).toHaveBeenCalled();
    remove();
    reportError({ error, where: 'section' });
    expect(reporter).toHaveBeenCalledTimes(1);
  });

  it("writes a recoverable error's cause with it (React wraps a hydration mismatch)", () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const cause = new Error('Update hook called on initial render');
    const error = new Error('There was an error while hydrating this Suspense boundary.', { cause });
    reportError({ error, where: 'hydration' });
    expect(console).toHaveBeenLastCalledWith('[nuri] error contained in hydration:', error, 'caused by:', cause);
    reportError({ error: cause, where: 'hydration' });
    expect(console).toHaveBeenLastCalledWith('[nuri] error contained in hydration:', cause);
    console.mockRestore();
  });

  it('survives a reporter that throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = setErrorReporter(() => {
      throw new Error('monitoring down');
    });
    expect(() => reportError({ error: new Error('x'), where: 'route' })).not.toThrow();
    remove();
  });
});
