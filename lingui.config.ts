import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

// Korean is the source and default locale (spec §1); English is the fallback.
export default defineConfig({
  sourceLocale: 'ko',
  locales: ['ko', 'en'],
  fallbackLocales: { default: 'en' },
  // Three catalogs. `messages` is the site's: every page loads it before its first render.
  // `contact` is what only the contact feature says (its form, validation, submission notices and
  // the contact page): the contact pages load it too, before theirs (src/app/pages.ts), so the other
  // pages do not carry it. `stories` holds what only the Storybook stories say (their sample
  // content), so the site does not ship it. Each catalog collects from its own files, so a message
  // said in two of them is in both (a contact message the footer says too stays in `messages`);
  // scripts/i18n-check.mjs checks that every page reaches every message it can say.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '**/*.stories.*',
        '<rootDir>/src/contact/**',
        '<rootDir>/src/pages/ContactPage/**',
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/contact',
      include: ['<rootDir>/src/contact', '<rootDir>/src/pages/ContactPage'],
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
