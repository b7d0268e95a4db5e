// Helpers shared by the form controls' stories (not part of the components).
import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** The Korean or English text, following the story's locale global. */
export const say = (locale: unknown, ko: string, en: string): string => (locale === 'en' ? en : ko);

/**
 * Nothing inside `root` sticks out of it, and the page does not scroll sideways: long labels,
 * hints and errors wrap.
 */
export async function expectNoOverflow(root: HTMLElement) {
  const edge = root.getBoundingClientRect().right + 1;
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** Stories show the controls in a form-sized column (about 40 rem), as a page would. */
export const formColumn: Decorator = (Story) => (
  <div style={{ maxWidth: '40rem' }}>
    <Story />
  </div>
);
