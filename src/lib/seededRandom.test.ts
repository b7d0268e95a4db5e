// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashString, seededRandom } from './seededRandom';

describe('seededRandom', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const draw = (seed: number | string) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw('cover-1')).toEqual(draw('cover-1'));
    expect(draw(20261125)).toEqual(draw(20261125));
    expect(draw('cover-1')).not.toEqual(draw('cover-2'));
    expect(draw('cover-1')).toEqual(draw(hashString('cover-1')));
  });

  it('stays in [0, 1) and spreads over it', () => {
    const next = seededRandom(7);
    const values = Array.from({ length: 2000 }, next);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const lowHalf = values.filter((v) => v < 0.5).length;
    expect(lowHalf).toBeGreaterThan(900);
    expect(lowHalf).toBeLessThan(1100);
  });

  it('hashes strings with FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});
