// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedFloor, floorKey } from './size-floor.mjs';

const lockfile = (overrides = {}) => ({
  lockfileVersion: 3,
  packages: {
    '': { name: 'site' },
    'node_modules/react': { version: '19.3.1' },
    'node_modules/react-dom': { version: '19.3.1' },
    'node_modules/scheduler': { version: '0.28.0' },
    'node_modules/vite': { version: '8.3.8' },
    'node_modules/rolldown': { version: '1.3.2' },
    'node_modules/vite/node_modules/rolldown': { version: '1.2.19' },
    'node_modules/clsx': { version: '2.1.1' },
    ...overrides,
  },
});

describe('the floor cache key', () => {
  it('names the versions the floor depends on (the rolldown Vite itself uses)', () => {
    expect(floorKey(lockfile()).versions).toEqual({
      react: '19.3.1',
      'react-dom': '19.3.1',
      scheduler: '0.28.0',
      vite: '8.3.8',
      rolldown: '1.2.19',
    });
  });

  it.each([
    ['node_modules/react', '19.4.0'],
    ['node_modules/react-dom', '19.4.0'],
    ['node_modules/scheduler', '0.29.0'],
    ['node_modules/vite', '8.4.0'],
    ['node_modules/vite/node_modules/rolldown', '1.2.20'],
  ])('changes with %s', (location, version) => {
    expect(floorKey(lockfile({ [location]: { version } })).hash).not.toBe(floorKey(lockfile()).hash);
  });

  it('changes with the measuring code', () => {
    expect(floorKey(lockfile(), 'measure v2').hash).not.toBe(floorKey(lockfile(), 'measure v1').hash);
    expect(floorKey(lockfile()).hash).not.toBe(floorKey(lockfile(), 'measure v1').hash);
  });

  it('stays the same for any other package or a second look', () => {
    expect(floorKey(lockfile({ 'node_modules/clsx': { version: '2.2.0' } })).hash).toBe(floorKey(lockfile()).hash);
  });

  it('refuses a lockfile without React', () => {
    expect(() => floorKey(lockfile({ 'node_modules/react': undefined }))).toThrow(/react/);
  });

  it('reads the project lockfile', () => {
    const project = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    expect(floorKey(project).versions.react).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('the cached floor', () => {
  let dir = '';
  let lockPath = '';
  let cacheDir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'size-floor-'));
    lockPath = path.join(dir, 'package-lock.json');
    cacheDir = path.join(dir, 'cache');
    writeFileSync(lockPath, JSON.stringify(lockfile()));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('measures on a miss and writes the result; the next run reads it without measuring', async () => {
    const measure = vi.fn(async () => 67_408);
    expect(await cachedFloor({ lockfile: lockPath, cacheDir, measure })).toMatchObject({
      bytes: 67_408,
      cached: false,
    });
    expect(readdirSync(cacheDir)).toEqual([`floor-${floorKey(lockfile()).hash}.json`]);
    expect(await cachedFloor({ lockfile: lockPath, cacheDir, measure })).toMatchObject({ bytes: 67_408, cached: true });
    expect(measure).toHaveBeenCalledTimes(1);
  });

  it('measures again after a React upgrade in the lockfile, and keeps both', async () => {
    await cachedFloor({ lockfile: lockPath, cacheDir, measure: async () => 67_408 });
    writeFileSync(lockPath, JSON.stringify(lockfile({ 'node_modules/react-dom': { version: '19.4.0' } })));
    const measure = vi.fn(async () => 68_000);
    expect(await cachedFloor({ lockfile: lockPath, cacheDir, measure })).toMatchObject({
      bytes: 68_000,
      cached: false,
    });
    expect(measure).toHaveBeenCalledTimes(1);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('measures again when the measuring code changed', async () => {
    await cachedFloor({ lockfile: lockPath, cacheDir, measure: async () => 67_408, measuringCode: 'v1' });
    const measure = vi.fn(async () => 70_000);
    const result = await cachedFloor({ lockfile: lockPath, cacheDir, measure, measuringCode: 'v2' });
    expect(result).toMatchObject({ bytes: 70_000, cached: false });
  });

  it('measures again over a damaged cache file', async () => {
    await cachedFloor({ lockfile: lockPath, cacheDir, measure: async () => 67_408 });
    const file = path.join(cacheDir, `floor-${floorKey(lockfile()).hash}.json`);
    writeFileSync(file, '{"bytes": 67');
    const measure = vi.fn(async () => 67_408);
    expect(await cachedFloor({ lockfile: lockPath, cacheDir, measure })).toMatchObject({ cached: false });
    expect(JSON.parse(readFileSync(file, 'utf8')).bytes).toBe(67_408);
    expect(existsSync(`${file}.${process.pid}.tmp`)).toBe(false);
  });
});
