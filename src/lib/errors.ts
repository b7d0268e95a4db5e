/**
 * One place every contained error goes to: error boundaries, a failed hydration, a lazy chunk
 * that cannot load. It is written to the console, and handed to the reporter a deployment
 * installs with `setErrorReporter` (its monitoring service), e.g. in `main.tsx`:
 *
 *   setErrorReporter(({ error, where }) => monitoring.captureException(error, { tags: { where } }));
 */
export interface ErrorReport {
  error: unknown;
  /** Where it was contained: 'route', 'section', 'language-menu', 'hydration', … */
  where: string;
  /** React's component stack, when React caught it. */
  componentStack?: string;
}

export type ErrorReporter = (report: ErrorReport) => void;

let reporter: ErrorReporter | null = null;

/** Installs the deployment's reporter (one at a time); returns a function that removes it. */
export function setErrorReporter(next: ErrorReporter | null): () => void {
  reporter = next;
  return () => {
    if (reporter === next) reporter = null;
  };
}

export function reportError(report: ErrorReport): void {
  const { error } = report;
  // React's recoverable errors wrap what went wrong (a hydration mismatch) as their cause.
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : undefined;
  if (cause === undefined) console.error(`[nuri] error contained in ${report.where}:`, error);
  else console.error(`[nuri] error contained in ${report.where}:`, error, 'caused by:', cause);
  try {
    reporter?.(report);
  } catch (failure) {
    console.error('[nuri] the error reporter failed:', failure);
  }
}

// What the browsers say when an `import()` (or Vite's preload of its CSS) cannot be fetched:
// Chromium "Failed to fetch dynamically imported module: URL", Firefox "error loading dynamically
// imported module: URL", Safari "Importing a module script failed.", Vite "Unable to preload CSS for URL".
const chunkErrorPattern =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|module script failed/i;

/** Whether `error` is a lazy chunk that could not be loaded (rather than a bug in the code). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkErrorPattern.test(error.message);
}

/** The URL of the chunk that failed, when the browser's message names it. */
export function chunkUrlOf(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  return /(https?:\/\/\S+?\.(?:js|css))\b/.exec(error.message)?.[1] ?? null;
}

const RELOAD_KEY = 'nuri:chunk-reload';
/** A reload for the same URL within this time is not repeated: the page shows the error instead. */
const RELOAD_GUARD_MS = 60_000;

export interface MissingChunkEnvironment {
  /** Whether the chunk is gone from the server (a 404 after a new deployment), not just unreachable. */
  isGone: (chunkUrl: string | null) => Promise<boolean>;
  reload: (url: string) => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  url: () => string;
}

const browserEnvironment = (): MissingChunkEnvironment => ({
  async isGone(chunkUrl) {
    if (!navigator.onLine) return false;
    // Without a URL (Safari's message names none) a chunk error while online is most likely a
    // deployment that replaced the hashed files.
    if (!chunkUrl) return true;
    try {
      const response = await fetch(chunkUrl, { method: 'HEAD', cache: 'no-store' });
      return response.status === 404 || response.status === 410;
    } catch {
      return false; // unreachable: offline or the server is down, not a new deployment
    }
  },
  reload: (url) => window.location.assign(url),
  storage: (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })(),
  now: () => Date.now(),
  url: () => window.location.href,
});

/**
 * After a chunk failed to load: when the server no longer has it (a new deployment replaced the
 * hashed files), loads the current URL in full — once. Resolves true when a reload is under way;
 * false when the error should be shown (offline, or this URL was reloaded a moment ago: no loop).
 */
export async function reloadForMissingChunk(
  error: unknown,
  env: MissingChunkEnvironment = browserEnvironment(),
): Promise<boolean> {
  if (!isChunkLoadError(error)) return false;
  const url = env.url();
  try {
    const last = JSON.parse(env.storage?.getItem(RELOAD_KEY) ?? 'null') as { url: string; at: number } | null;
    if (last && last.url === url && env.now() - last.at < RELOAD_GUARD_MS) return false;
  } catch {
    /* unreadable guard: treat as absent */
  }
  if (!(await env.isGone(chunkUrlOf(error)))) return false;
  try {
    env.storage?.setItem(RELOAD_KEY, JSON.stringify({ url, at: env.now() }));
  } catch {
    // Without storage there is no guard against a loop: do not reload.
    return false;
  }
  if (!env.storage) return false;
  env.reload(url);
  return true;
}
