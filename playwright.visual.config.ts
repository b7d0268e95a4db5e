import { defineConfig } from '@playwright/test';
import chromiumArgs from './scripts/chromium/chromium-args.cjs';
import type { VisualMode } from './tests/visual/storyPage';

const PORT = Number(process.env.VISUAL_PORT ?? 6008);
// VISUAL_STORYBOOK_DIR: another built Storybook (default: storybook-static/).
const DIR = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';

/**
 * The local stand-in for Chromatic: screenshots the visual targets of the built Storybook (one
 * `Screenshots` story per component and page, the set Chromatic snapshots) in Korean at 1280 px
 * and English at 390 px, reduced motion, animations off, and compares them with the committed
 * baselines (tests/visual/__screenshots__). tests/visual/forced-colors.spec.ts adds the components'
 * targets in forced colours (Windows high contrast) and a keyboard focus check in that mode.
 * Update: `npm run test:visual -- -u`.
 */
export default defineConfig<object, { visualMode: VisualMode }>({
  testDir: 'tests/visual',
  // Each project's pictures are spread over both workers; a worker keeps one page per mode
  // (tests/visual/storyPage.ts) and switches stories inside it.
  fullyParallel: true,
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/visual.json' }]],
  // Strict on colour: any pixel whose colour differs at all counts (a one-step change of one colour
  // in one component fails). Chromium's software rasteriser varies a few anti-aliased pixels on
  // rounded corners from run to run (1–22 seen), so up to 40 such pixels per picture pass.
  expect: {
    toHaveScreenshot: { maxDiffPixels: 40, threshold: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    timezoneId: 'Asia/Seoul',
  },
  projects: [
    {
      name: 'ko-desktop',
      testMatch: ['stories.spec.ts', 'targets.spec.ts'],
      use: { visualMode: { name: 'ko-desktop', locale: 'ko', width: 1280, height: 800 } },
    },
    {
      name: 'en-mobile',
      testMatch: 'stories.spec.ts',
      use: { visualMode: { name: 'en-mobile', locale: 'en', width: 390, height: 844 } },
    },
    {
      name: 'forced-colors',
      testMatch: 'forced-colors.spec.ts',
      use: { visualMode: { name: 'forced-colors', locale: 'ko', width: 1280, height: 800, forcedColors: true } },
    },
  ],
  webServer: {
    command: `npx sirv ${DIR} --port ${PORT} --host 127.0.0.1 --quiet`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
  },
});
