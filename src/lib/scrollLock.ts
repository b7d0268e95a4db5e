/**
 * Reference-counted page scroll lock shared by every overlay (mobile menu, modals, loading).
 * Scrolling comes back only when the last holder releases, so nested modals or the loading
 * overlay over an open modal never unlock the page early.
 */
let holders = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export function lockScroll(doc: Document = document): () => void {
  const body = doc.body;
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    // Keep the layout from jumping when the scrollbar disappears.
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - doc.documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.dataset.nuriScrollLocked = 'true';
  }
  holders++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      delete body.dataset.nuriScrollLocked;
      saved = null;
    }
  };
}

/** How many holders keep the page locked (for tests and stories). */
export const scrollLockCount = () => holders;
