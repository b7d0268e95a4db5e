/**
 * Where focus goes when one of the shell's overlays (modal, alert, confirm, loading) closes.
 *
 * Radix Dialog returns focus only to a registered `Dialog.Trigger`; our overlays are opened from
 * the store, so each one records the element that had focus when it opened and gives it back
 * on close. When that element cannot take focus yet — another modal dialog is still open around
 * it, or it sits under the inert loading overlay — it is handed to the overlay in the way, which
 * returns it when it closes in turn (a confirm whose action opens an alert, a confirm whose
 * action starts loading).
 */
let handedOver: HTMLElement | null = null;

const OPEN_DIALOGS = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** The element to give focus back to later: the focused one, unless focus is nowhere. */
export function captureFocus(doc: Document = document): HTMLElement | null {
  const active = doc.activeElement;
  return active instanceof HTMLElement && active !== doc.body ? active : null;
}

function canTakeFocusNow(element: HTMLElement, doc: Document): boolean {
  if (!element.isConnected || element.closest('[inert]')) return false;
  const openDialogs = Array.from(doc.querySelectorAll(OPEN_DIALOGS));
  // A modal dialog that is still open traps focus: only an element inside it can take it.
  return openDialogs.length === 0 || openDialogs.some((dialog) => dialog.contains(element));
}

/**
 * Gives focus back to `target` (or, if it has gone, to an element handed over earlier). If
 * another overlay is in the way, keeps it for that overlay instead. Returns whether it focused.
 */
export function returnFocus(target: HTMLElement | null, doc: Document = document): boolean {
  const candidate = target?.isConnected ? target : handedOver;
  if (!candidate) return false;
  if (!canTakeFocusNow(candidate, doc)) {
    handedOver = candidate;
    return false;
  }
  handedOver = null;
  candidate.focus();
  return doc.activeElement === candidate;
}

/** Forget a handed-over element (tests). */
export function resetFocusHandover() {
  handedOver = null;
}
