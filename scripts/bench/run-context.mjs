// What a benchmark prints beside its numbers, so a table says where and when it was measured.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The browser's own version line (`Chromium 156… built on Debian…`), or "Chromium". */
export function chromiumVersion(chromePath) {
  try {
    return execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'Chromium';
  }
}

/** The machine's load average (1, 5 and 15 minutes), or "unknown". */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

/** Now, to the second, in UTC. */
export const isoNow = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
