import type { FieldEdit, replayEdit as replayOneEdit } from './replayEdit';

/**
 * The other half of src/prerender/earlyInputScript.ts: takes the button a visitor pressed on the
 * prerendered page before hydration, and replays the press once React owns the page, so the press
 * does what it would have done (opens the dialog, switches the tab, sends the form). Likewise the
 * fields a visitor typed in, ticked or chose before React owned them (`replayKeptEdits`).
 */

type EarlyInputWindow = Window & {
  __nuriEarlyInput?: () => HTMLElement | null;
  __nuriEarlyEdits?: () => FieldEdit[];
  __nuriEarlyKept?: () => boolean;
};

/** How a kept edit is told to React (./replayEdit.ts, its own chunk), once it has arrived. */
let replayEdit: typeof replayOneEdit | undefined;
let replayCode: Promise<void> | undefined;
/** Loads it once; when it cannot load, the fields keep what they show. */
const loadReplayCode = () =>
  (replayCode ??= import('./replayEdit').then(
    (module) => void (replayEdit = module.replayEdit),
    () => undefined,
  ));

/**
 * The code that replays kept edits, when the early script keeps some and it has not arrived: a
 * lazy section waits for it before it hydrates (src/components/LazySection/lazySection.tsx), so that its fields are
 * never React's while their edits wait on the network — a render of the form meanwhile would put
 * React's values back in them, and the visitor, typing on, would see the text go. Null when there
 * is nothing to wait for. It settles, never fails.
 */
export const pendingReplayCode = (win: Window = window): Promise<void> | null =>
  replayEdit || !(win as EarlyInputWindow).__nuriEarlyKept?.() ? null : loadReplayCode();

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

let droppedPress: { target: HTMLElement; event: Event } | null = null;
/** True while `replayKeptEdits` dispatches: a tick it replays is not a press. */
let replaying = false;

/**
 * After `hydrateRoot`, a part of the page may still be waiting for its code (a lazy section,
 * src/components/LazySection/lazySection.tsx). React cannot hydrate it for a click on one of its buttons, so it drops
 * the click: it stops the event in its own capture listener (on #root, or on <body> when a portal
 * has rendered there). These two listeners on window see that: a click on a button inside #root
 * that leaves window's capture phase but never bubbles back to window was stopped on the way.
 * While `waiting()` (some section has not hydrated yet), that button is kept — the last press
 * only; a press that arrives forgets it — until `replayDroppedPress()` (a section that hydrated).
 */
export function keepDroppedPresses(root: HTMLElement, waiting: () => boolean, win: Window = window): void {
  win.addEventListener(
    'click',
    (event) => {
      if (replaying) return;
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button,[role=button]') : null;
      droppedPress = target && root.contains(target) && waiting() ? { target, event } : null;
    },
    true,
  );
  win.addEventListener('click', () => {
    if (!replaying) droppedPress = null;
  });
}

/**
 * Replays the press React dropped, if any (once it is hydrated; dropped again, it is kept again).
 * A press still on its way is not one: a press that mounts a section runs the section's effects
 * during its own dispatch (React flushes a discrete update at once), before it reaches window.
 */
export function replayDroppedPress(): void {
  if (!droppedPress || droppedPress.event.eventPhase !== Event.NONE) return;
  const { target } = droppedPress;
  droppedPress = null;
  replayPress(target);
}

/**
 * Gives React the fields a visitor edited before React owned them, those it owns by now: the
 * early script keeps every edit of a field that is not React's (on the prerendered page, or in a
 * lazy section still waiting for its code) with what it was left showing, and hands over those
 * that are React's now (the others wait for the next call). Replayed in the order of their last
 * edit (./replayEdit.ts, its own chunk), never during the caller's own run (an effect, inside
 * React's commit) but after it, so that React renders each change before the next: a form built
 * from its last render gets them all. Taken once the code is there, not before: a field the
 * visitor typed on in the meantime, React's by then, has React's newer value instead.
 */
export async function replayKeptEdits(win: Window = window): Promise<void> {
  // After the caller's run, also when the code is already there: in the next microtask, before any
  // input can come between.
  await Promise.resolve();
  if (!(win as EarlyInputWindow).__nuriEarlyKept?.()) return;
  await loadReplayCode();
  if (!replayEdit) return;
  const edits = (win as EarlyInputWindow).__nuriEarlyEdits?.() ?? [];
  replaying = true;
  try {
    for (const edit of edits) replayEdit(edit);
  } finally {
    replaying = false;
  }
}
