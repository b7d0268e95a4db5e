import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Korean is the source and default locale (spec §1); English is the fallback.
export default defineConfig({
  sourceLocale: 'ko',
  locales: ['ko', 'en'],
  fallbackLocales: { default: 'en' },
  // Two catalogs: `messages` is the site's (each page loads it before its first render), `stories`
  // holds what only the Storybook stories say (their sample content), so the site does not ship it.
  // A message used by both is in both; Storybook loads the two.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/stories',
      include: ['<rootDir>/src/**/*.stories.tsx'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
