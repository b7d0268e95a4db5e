/** FNV-1a: a 32-bit hash of a string, to seed a generator from a name. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: a tiny seeded generator, uniform in [0, 1). The same seed always gives the same
 * stream (the generated cover artwork, the e2e soak's random input).
 */
export function seededRandom(seed: number | string): () => number {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
