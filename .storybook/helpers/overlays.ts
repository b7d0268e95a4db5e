import { expect, waitFor, within } from 'storybook/test';

/**
 * The whole document (not just the story's canvas): overlays are portalled to `<body>`.
 */
export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A Radix dialog has finished opening: it takes pointer events again and its entry animations are
 * over (so a screenshot or a click lands on the final layout).
 */
export async function settled(dialog: HTMLElement) {
  await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * The backdrop under an open dialog (Modal's plain element, the sibling before the dialog): what a
 * press outside the dialog lands on. `<body>` itself takes no presses (src/styles/global.css.ts).
 */
export function backdropOf(dialog: HTMLElement): HTMLElement {
  const backdrop = dialog.previousElementSibling;
  if (!(backdrop instanceof HTMLElement) || !backdrop.hasAttribute('data-dimmer')) {
    throw new Error('No backdrop before this dialog');
  }
  return backdrop;
}
