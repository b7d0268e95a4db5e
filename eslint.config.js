import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The site's code imports a hook from its own file: the hooks' index puts every hook into the chunk of
// whichever module imports it (the entry, once, held all of them). Stories and tests may use it.
// src/components/private holds helpers of the primitives (focus return, the field control's CSS,
// the portal's surface): nothing outside src/components imports it. In every block below that sets
// `no-restricted-imports` outside src/components (a later block replaces an earlier one's patterns).
const PRIVATE_COMPONENTS = {
  regex: '(^|/)components/private(/|$)',
  message: 'src/components/private is internal to the primitives: import the component from its folder.',
};

const HOOKS_BARREL = "Import the hook from its own file (e.g. '../../hooks/useScrollLock'), not from src/hooks' index.";

export default tseslint.config(
  {
    ignores: [
      'dist',
      // Written by the site build while `npm test` lints beside it (dist-meta: the build's
      // manifest; dist-baseline: the benchmark's script-free pages).
      'dist-*',
      'storybook-static',
      'reports',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'src/locales/**/*.ts',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    files: ['scripts/**', '*.config.{js,cjs,mjs,ts}', 'e2e/**', 'tests/**', '.storybook/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layers (README, "Folder map"): primitives (src/components) know nothing of the site's content,
  // state, router, contact feature, patterns, pages or app shell; patterns (src/patterns) know nothing
  // of pages or the app shell. Tests are fixtures and may use content and the store as sample data;
  // stories may use content (see below). In-app links reach primitives through LinkProvider
  // (src/components/TextLink); the store-connected overlays live in src/app/hosts, the
  // router-connected tabs in src/patterns.
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/components/**/*.stories.tsx', 'src/components/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['wouter', 'wouter/*'],
              message: 'Primitives take links as props (href) and do not import the router.',
            },
            {
              regex: '^(\\.\\./)+(content|store|contact|pages|patterns|app)(/|$)',
              message: 'Primitives (src/components) do not import content, store, contact, patterns, pages or app.',
            },
            {
              regex: '^(\\.\\./)+hooks$',
              message: HOOKS_BARREL,
            },
          ],
        },
      ],
    },
  },
  // A primitive's stories show the primitive through its own props: content may serve as sample
  // data, but the store and the app's hosts (their wiring is tested by the stories next to them, in
  // src/app/hosts), the contact feature's presets, the patterns and the pages have their own stories.
  {
    files: ['src/components/**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(store|app|contact|patterns|pages)(/|$)',
              message:
                "A primitive's stories show the primitive through its props: they do not import the store, app, contact, patterns or pages, whose stories live next to them (e.g. src/app/hosts, src/contact/ContactForm).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/patterns/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(pages|app)(/|$)',
              message: 'Site patterns (src/patterns) do not import pages or the app shell.',
            },
            {
              regex: '^(\\.\\./)+hooks$',
              message: HOOKS_BARREL,
            },
            PRIVATE_COMPONENTS,
          ],
        },
      ],
    },
  },
  {
    files: ['src/{app,pages,contact,lib,i18n,store,pageMeta,content}/**/*.{ts,tsx}', 'src/*.{ts,tsx}'],
    ignores: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./|\\./)+hooks$', message: HOOKS_BARREL }, PRIVATE_COMPONENTS] },
      ],
    },
  },
  // The ground floor (README, "Folder map"): small helpers (src/lib), hooks, styles and tokens, i18n
  // and the video player service import nothing above them: no primitive, pattern, page, app
  // shell, feature, store, page meta or content. What needs one of those lives a floor higher.
  {
    files: ['src/{lib,hooks,styles,i18n,videoPlayer}/**/*.{ts,tsx}'],
    ignores: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(components|patterns|pages|app|contact|content|store|pageMeta|prerender|foundations)(/|$)|^\\.\\./(\\.\\./)*(App|main|entry-server)(\\.tsx?)?$',
              message:
                'The ground floor (src/lib, src/hooks, src/styles, src/i18n, src/videoPlayer) imports nothing above it: no component, pattern, page, app shell, feature, store, page meta or content.',
            },
            { regex: '^(\\.\\./|\\./)+hooks$', message: HOOKS_BARREL },
            PRIVATE_COMPONENTS,
          ],
        },
      ],
    },
  },
  // The files no block above gives import rules: stories and tests outside the primitives, the
  // foundations' docs, the prerender and Storybook's own code.
  {
    files: [
      'src/{app,pages,contact,store,pageMeta,content,lib,i18n,hooks,styles,videoPlayer}/**/*.{stories.tsx,test.ts,test.tsx}',
      'src/{foundations,prerender}/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [PRIVATE_COMPONENTS] }] },
  },
  // Patterns take their data through typed props: the app shell and the pages pass the content.
  // From src/content a pattern imports only the types of that contract (`import type`); its stories
  // and tests may use the content as sample data.
  {
    files: ['src/patterns/**/*.{ts,tsx}'],
    ignores: ['src/patterns/**/*.stories.tsx', 'src/patterns/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^((\\.\\./)+content(/|$)|virtual:content/)',
              allowTypeImports: true,
              message:
                'Site patterns (src/patterns) take content through typed props: import only types from src/content (`import type`); the page or the app shell passes the data.',
            },
          ],
        },
      ],
    },
  },
  // Pages and patterns get content in one language from useLocalized / localize (src/i18n): no
  // hand lookups of a `{ ko, en }` pair by the language (`text[locale]`, `notices[language]`).
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/patterns/**/*.{ts,tsx}'],
    ignores: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[computed=true][property.name=/^(locale|language|lang)$/]',
          message:
            'Content in both languages is resolved once with useLocalized(content) or localize(value, locale) from src/i18n, not looked up by the language by hand.',
        },
      ],
    },
  },
  // Every user-visible string in the site's code goes through Lingui. Styles, content data
  // (written in both languages in src/content), stories and tests are outside this rule.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/styles/**',
      'src/**/*.css.ts',
      'src/**/*.stories.tsx',
      'src/**/*.test.{ts,tsx}',
      'src/content/**',
      'src/contact/mocks/**',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          useTsTypes: true,
          ignore: [
            // identifiers, class names, keys, tokens: lowercase ASCII without spaces
            '^[_a-z][a-zA-Z0-9_.:/#-]*$',
            // constants and enum-like values
            '^[A-Z][A-Z0-9_]*$',
            // media queries
            '^\\([a-z-]+:',
            // URLs, paths and selectors
            '^(https?:|mailto:|tel:|/|#|\\.|\\[)',
          ],
          ignoreNames: [
            { regex: { pattern: '(className|ClassName|Id|Key|Url|Href|Path|Type|Mode|Name)$' } },
            'href',
            'src',
            'rel',
            'target',
            'type',
            'lang',
            'role',
            'id',
            'key',
            'style',
            'displayName',
            'autoComplete',
            'inputMode',
            'path',
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'TypeError',
            'RangeError',
            'Symbol',
            'URL',
            'URLSearchParams',
            'require',
            'document.*',
            '*.querySelector',
            '*.querySelectorAll',
            '*.getItem',
            '*.setItem',
            '*.getAttribute',
            '*.setAttribute',
            '*.toggleAttribute',
            '*.closest',
            '*.matches',
            '*.addEventListener',
            '*.removeEventListener',
            'matchMedia',
            'window.matchMedia',
            'fetch',
            'http.*',
            'useLocation',
            'useRoute',
            'navigate',
          ],
          ignoreMethodsOnTypes: [
            'Map.get',
            'Map.has',
            'Set.has',
            'String.includes',
            'String.startsWith',
            'Array.includes',
          ],
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-trans-inside-trans': 'error',
    },
  },
);
