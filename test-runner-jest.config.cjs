// @storybook/test-runner ignores jest-playwright config files: this is the one override that
// works. It points Playwright at Debian's Chromium (never a downloaded browser).
const { getJestConfig } = require('@storybook/test-runner');

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
module.exports = {
  ...base,
  // One page per worker across title files (.storybook/kept-page-environment.mjs).
  testEnvironment: require.resolve('./.storybook/kept-page-environment.mjs'),
  // The harness fixture (a story that must fail axe) runs only when asked for (STORY_HARNESS: the
  // Korean pass of scripts/test/test-storybook.mjs); other runs leave its file out instead of
  // reporting it as skipped.
  testPathIgnorePatterns: [
    ...(base.testPathIgnorePatterns ?? []),
    ...(process.env.STORY_HARNESS ? [] : ['internal-harness-fixture']),
  ],
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: require('./scripts/chromium/chromium-args.cjs'),
      },
      contextOptions: { reducedMotion: process.env.STORY_REDUCED_MOTION === '1' ? 'reduce' : 'no-preference' },
    },
  },
};
