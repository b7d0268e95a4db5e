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
