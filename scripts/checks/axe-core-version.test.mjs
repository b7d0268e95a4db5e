// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One axe-core for every scan (addon-a11y in the stories, the test-runner, e2e): a package that
// brings its own older copy (axe-playwright did, @axe-core/playwright pins ~minor) would make the
// story and route checks disagree. 4.14 is the first with Label in Name (2.5.3) switched on.
const lockFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
const copies = Object.entries(lock.packages).filter(([path]) => /(^|\/)node_modules\/axe-core$/.test(path));

describe('axe-core in the lockfile', () => {
  it('is installed once, deduplicated', () => {
    expect(copies.map(([path]) => path)).toEqual(['node_modules/axe-core']);
  });

  it('is 4.14 or newer', () => {
    const [major, minor] = copies[0][1].version.split('.').map(Number);
    expect(major > 4 || (major === 4 && minor >= 14)).toBe(true);
  });
});
