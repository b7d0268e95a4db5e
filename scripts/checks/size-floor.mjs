// React's floor for the size budget (scripts/checks/size-budget.mjs): react + react-dom/client (+ scheduler,
// which it imports), bundled and minified by Vite's own build, gzip -9. Building it takes Vite
// several seconds on every run, and it only changes with React, Vite (and its rolldown) or this
// measurement: the result is kept in node_modules/.cache/size-budget/, one file per key.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip level 9, what a static host's precompression uses (and the size budget for every file). */
export const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

/** React's floor: react + react-dom/client, production, minified by Vite's build, gzip -9 (bytes). */
export async function measureFloor() {
  // Loaded here: a run that finds the floor in the cache does not load Vite at all.
  const { build } = await import('vite');
  const id = 'framework-floor';
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    plugins: [
      {
        name: id,
        resolveId: (source) => (source === id ? `\0${id}` : null),
        load: (source) =>
          source === `\0${id}`
            ? "export * from 'react';\nexport { createRoot, hydrateRoot } from 'react-dom/client';\n"
            : null,
      },
    ],
    build: { write: false, minify: true, rollupOptions: { input: id, preserveEntrySignatures: 'strict' } },
  });
  const { output } = Array.isArray(result) ? result[0] : result;
  return gzipSize(
    output
      .filter((chunk) => chunk.type === 'chunk')
      .map((chunk) => chunk.code)
      .join('\n'),
  );
}

/** The packages whose versions the floor depends on: what is bundled, and what bundles and minifies. */
const floorPackages = [
  ['react', ['node_modules/react']],
  ['react-dom', ['node_modules/react-dom']],
  ['scheduler', ['node_modules/react-dom/node_modules/scheduler', 'node_modules/scheduler']],
  ['vite', ['node_modules/vite']],
  ['rolldown', ['node_modules/vite/node_modules/rolldown', 'node_modules/rolldown']],
];

/**
 * What the floor depends on, from an npm lockfile (v2/v3 `packages`): the versions of react,
 * react-dom, scheduler, vite and the rolldown vite uses (its own copy when it has one), and the
 * source of the measuring code, so that a change to the measurement measures again.
 * @param {{packages?: Record<string, {version?: string}>}} lockfile
 * @param {string} [measuringCode] the measurement's source (default: measureFloor and gzipSize)
 */
export function floorKey(lockfile, measuringCode = `${measureFloor}\n${gzipSize}`) {
  const versions = Object.fromEntries(
    floorPackages.map(([name, locations]) => [
      name,
      locations.map((location) => lockfile.packages?.[location]?.version).find(Boolean) ?? null,
    ]),
  );
  const missing = Object.entries(versions).filter(([, version]) => !version);
  if (missing.length > 0)
    throw new Error(`size budget: no version of ${missing.map(([name]) => name).join(', ')} in the lockfile`);
  const measurement = createHash('sha256').update(measuringCode).digest('hex').slice(0, 12);
  const hash = createHash('sha256').update(JSON.stringify({ versions, measurement })).digest('hex').slice(0, 16);
  return { versions, measurement, hash };
}

/**
 * The floor in bytes, from the cache when it holds one for this key, else measured and written.
 * @param {{lockfile: string, cacheDir: string, measure?: () => Promise<number>, measuringCode?: string}} options
 * @returns {Promise<{bytes: number, cached: boolean, versions: Record<string, string>}>}
 */
export async function cachedFloor({ lockfile, cacheDir, measure = measureFloor, measuringCode }) {
  const key = floorKey(JSON.parse(readFileSync(lockfile, 'utf8')), measuringCode);
  const file = path.join(cacheDir, `floor-${key.hash}.json`);
  if (existsSync(file)) {
    try {
      const entry = JSON.parse(readFileSync(file, 'utf8'));
      if (Number.isInteger(entry.bytes) && entry.bytes > 0 && entry.hash === key.hash)
        return { bytes: entry.bytes, cached: true, versions: key.versions };
    } catch {
      /* unreadable (a run cut short): measured again below */
    }
  }
  const bytes = await measure();
  mkdirSync(cacheDir, { recursive: true });
  // Written whole, then renamed: a run beside this one reads the old file or the new one.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify({ ...key, bytes }, null, 2)}\n`);
  renameSync(partial, file);
  return { bytes, cached: false, versions: key.versions };
}
