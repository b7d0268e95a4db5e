import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Logic tests (store, i18n rules, builders). Components are tested as stories in a real browser.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      // A DOM (happy-dom) by default; a test file of pure logic says `// @vitest-environment node`
      // in its first line (no DOM to set up: 44 files, about a fifth of the run's time).
      environment: 'happy-dom',
      // Worker threads start faster than child processes (the whole run 94 -> 68 s here).
      pool: 'threads',
      restoreMocks: true,
      // `npm test` runs these beside the builds, lint and tsc on 2 cores: a test that imports a
      // whole content module can take over 5 s there. The timeout only guards against a hang.
      testTimeout: 30_000,
    },
  }),
);
