import type { StorybookConfig } from '@storybook/react-vite';

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
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 2500 } }),
};

export default config;
