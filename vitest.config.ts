import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Logic tests (store, i18n rules, builders). Components are tested as stories in a real browser.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      environment: 'happy-dom',
      restoreMocks: true,
      // `npm test` runs these beside the builds, lint and tsc on 2 cores: a test that imports a
      // whole content module can take over 5 s there. The timeout only guards against a hang.
      testTimeout: 30_000,
    },
  }),
);
