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
    },
  }),
);
