import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** What only the contact pages say (their catalog). */
const contactFiles = [
  '<rootDir>/src/contact',
  '<rootDir>/src/pages/ContactPage',
  '<rootDir>/src/components/DatePicker',
  '<rootDir>/src/components/TimeSlotSelect',
];
/** What only the services pages say (their catalog). */
const servicesFiles = [
  '<rootDir>/src/pages/ServicesPage',
  '<rootDir>/src/patterns/AnimatedDemo',
  '<rootDir>/src/patterns/CampaignModal',
  '<rootDir>/src/components/Carousel',
  '<rootDir>/src/components/BackgroundVideo',
  '<rootDir>/src/components/EngineerCard',
  '<rootDir>/src/components/WorkCard',
];

// Korean is the source and default locale (spec §1); English is the fallback.
export default defineConfig({
  sourceLocale: 'ko',
  locales: ['ko', 'en'],
  fallbackLocales: { default: 'en' },
  // Four catalogs. `messages` is the site's: every page loads it before its first render. `contact`
  // is what only the contact feature says (its form, validation, submission notices, the contact
  // page, and the date picker and time-slot select only its form uses), and `services` what only the
  // services page says (its sections, the royalty demo, the campaign modal and the components only
  // they use): those pages load theirs too, before their first render (src/app/pages.ts), so the
  // other pages do not carry them. `stories` holds what only the Storybook stories say (their sample
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
        ...contactFiles.map((dir) => `${dir}/**`),
        ...servicesFiles.map((dir) => `${dir}/**`),
      ],
    },
    {
      path: '<rootDir>/src/locales/{locale}/contact',
      include: contactFiles,
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/services',
      include: servicesFiles,
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
