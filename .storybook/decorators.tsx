import type { Decorator } from '@storybook/react-vite';

/**
 * Renders a page story inside the shell's `<main id="main">` landmark, as the app does (the page's
 * content then belongs to a landmark and the skip-link target exists).
 */
export const withMainLandmark: Decorator = (Story) => (
  <main id="main" tabIndex={-1}>
    <Story />
  </main>
);
