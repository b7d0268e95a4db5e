import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { featureCatalogFiles } from './scripts/build/catalog-files.mjs';

/**
 * The files whose messages each feature catalog holds, by the route registry's `catalogs` and the
 * import graph (scripts/build/catalog-files.mjs): what only the pages that load the catalog can render,
 * primitives included. Nothing here names a folder: a primitive reused on another page follows it.
 */
const featureFiles = featureCatalogFiles();
const withRootDir = (files: readonly string[]) => files.map((file) => `<rootDir>/${file}`);

// Korean is the source and default locale (spec §1); English is the fallback.
export default defineConfig({
  sourceLocale: 'ko',
  locales: ['ko', 'en'],
  fallbackLocales: { default: 'en' },
  // `messages` is the site's catalog: every page loads it before its first render. The feature
  // catalogs (`contact`, `services`) are what only the pages whose registry entry names them can
  // render (src/app/routeTable.ts `catalogs`; the contact feature and the date picker its form uses,
  // the services page's sections, its demo, its campaign modal and its carousel). Those pages load
  // theirs too, before their first render (src/app/pages.ts), so the other pages do not carry them.
  // Which file goes where follows from the import graph (scripts/build/catalog-files.mjs), so a primitive
  // reused on another page moves with no edit here. `stories` holds what only the Storybook stories
  // and their helpers say (their sample content), so the site does not ship it. A message said in
  // two catalogs' files is in both; scripts/checks/i18n-check.mjs checks that every page reaches every
  // message it can say.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.*',
        '**/*.stories.*',
        ...withRootDir(Object.values(featureFiles).flat()),
      ],
    },
    ...Object.entries(featureFiles).map(([catalog, files]) => ({
      path: `<rootDir>/src/locales/{locale}/${catalog}`,
      include: withRootDir(files),
      exclude: ['**/node_modules/**'],
    })),
    {
      path: '<rootDir>/src/locales/{locale}/stories',
      include: ['<rootDir>/src/**/*.stories.tsx', '<rootDir>/.storybook/helpers'],
      exclude: ['**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
