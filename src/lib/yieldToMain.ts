/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between: work that would otherwise add up to one long task (Total Blocking Time) is split where
 * the caller awaits. `scheduler.yield()` resumes ahead of other queued work where the browser has
 * it; elsewhere a zero-delay timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task after the browser's next paint. A press paints its visible answer first (the
 * menu closes) and does its heavy work after it (the whole page in the other language): that work
 * is then no longer part of the press's response time (INP, issue 40). Where no frame comes (a
 * hidden tab), a timeout resolves it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const noFrame = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(noFrame);
        resolve();
      }, 0),
    );
  });
}
