import type { StorybookConfig } from '@storybook/react-vite';
import type { Plugin } from 'vite';

/**
 * The virtual screen reader (.storybook/helpers/screenReader.ts) imports user-event itself. A second
 * copy next to Storybook's would patch every input's value tracking a second time when the reader
 * starts, for the rest of the page, and typing in later stories would report wrong changes; so its
 * import gets Storybook's own `userEvent` (the module below is rewritten to Storybook's global).
 */
const oneUserEvent: Plugin = {
  name: 'nuri:one-user-event',
  enforce: 'pre',
  resolveId: (id) => (id === '@testing-library/user-event' ? '\0nuri-user-event' : null),
  load: (id) =>
    id === '\0nuri-user-event' ? "import { userEvent } from 'storybook/test';\nexport { userEvent };\n" : null,
};

const config: StorybookConfig = {
  // STORYBOOK_STORIES narrows the build to some globs (comma-separated, relative to the repo),
  // for a fast loop on a few components; the default is every story.
  stories: process.env.STORYBOOK_STORIES
    ? process.env.STORYBOOK_STORIES.split(',').map((glob) => `../${glob.trim()}`)
    : ['../src/**/*.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // public/ holds mockServiceWorker.js (MSW) and the favicon.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2500 },
    plugins: [...(viteConfig.plugins ?? []), oneUserEvent],
  }),
};

export default config;
