import { defineConfig } from '@playwright/test';
import chromiumArgs from './scripts/chromium-args.cjs';

const PORT = Number(process.env.VISUAL_PORT ?? 6008);

/**
 * The local stand-in for Chromatic: screenshots every story of the built Storybook in
 * Korean at 1280 px and English at 390 px, reduced motion, animations off, and compares them
 * with the committed baselines (tests/visual/__screenshots__). Update: `npm run test:visual -- -u`.
 */
export default defineConfig({
  testDir: 'tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/visual.json' }]],
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide', scale: 'css' } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    timezoneId: 'Asia/Seoul',
  },
  webServer: {
    command: `npx sirv storybook-static --port ${PORT} --host 127.0.0.1 --quiet`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
  },
});
