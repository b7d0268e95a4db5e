// In the entry (the route's error message focuses its heading too); the rest of the navigation
// effects load after hydration (src/app/ShellBehaviours.tsx).

/** Waits until React has committed the new route (two frames), or `frames` frames for lazy pages. */
export const nextFrames = (frames = 2) =>
  new Promise<void>((resolve) => {
    const tick = (left: number) => (left <= 0 ? resolve() : requestAnimationFrame(() => tick(left - 1)));
    tick(frames);
  });

/** Resolves once `check()` holds, polling each frame, or after `timeoutMs` (lazy pages load late). */
export async function frameUntil(check: () => boolean, timeoutMs = 3000) {
  const start = performance.now();
  while (!check() && performance.now() - start < timeoutMs) await nextFrames(1);
}

/** A check for `frameUntil`: the page's main heading is there and is not `previous`. */
export const newHeading = (previous: Element | null) => () => {
  const heading = document.querySelector('main h1');
  return heading !== null && heading !== previous;
};

/**
 * Focuses the new page's h1 (or main). `previous` is the heading of the page being left: the
 * new page is lazy, so until it commits the old heading is still in the document.
 */
export async function focusMainHeading(previous: Element | null = null) {
  await frameUntil(newHeading(previous), 1500);
  const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
