/**
 * The other half of src/prerender/earlyInputScript.ts: takes the button a visitor pressed on the
 * prerendered page before hydration, and replays the press once React owns the page, so the press
 * does what it would have done (opens the dialog, switches the tab, sends the form).
 */

type EarlyInputWindow = Window & { __nuriEarlyInput?: () => HTMLElement | null };

/** Stops the early listener and returns the button pressed before hydration, if any. */
export function takeEarlyPress(win: Window = window): HTMLElement | null {
  const take = (win as EarlyInputWindow).__nuriEarlyInput;
  if (typeof take !== 'function') return null;
  delete (win as EarlyInputWindow).__nuriEarlyInput;
  return take();
}

/**
 * Replays a press on `target` as the browser delivers one: pointer and mouse down, up, then
 * click. Controls react to different parts of it (a Radix tab selects on mousedown, a button acts
 * on click). Dispatched into a root React is hydrating, the first discrete event makes React finish
 * hydrating synchronously before it handles the event (React's own event replay).
 */
export function replayPress(target: HTMLElement | null): boolean {
  if (!target?.isConnected || (target as HTMLButtonElement).disabled) return false;
  const view = target.ownerDocument.defaultView ?? window;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  const PointerCtor = view.PointerEvent ?? view.MouseEvent;
  target.dispatchEvent(new PointerCtor('pointerdown', { ...pointer, buttons: 1 }));
  target.dispatchEvent(new view.MouseEvent('mousedown', { ...init, buttons: 1 }));
  target.dispatchEvent(new PointerCtor('pointerup', pointer));
  target.dispatchEvent(new view.MouseEvent('mouseup', init));
  target.dispatchEvent(new view.MouseEvent('click', init));
  return true;
}
