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
