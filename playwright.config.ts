import { defineConfig, devices } from '@playwright/test';
import chromiumArgs from './scripts/chromium/chromium-args.cjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// E2E_DIST lets several builds be tested side by side (default: dist/).
const DIST = process.env.E2E_DIST ?? 'dist';

/** End-to-end tests against the built site (`npm run build` first; `npm test` does it). */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  timeout: 60_000,
  // What an `expect` waits for before it fails. Playwright's 5 s is tight here: CI runs two browsers
  // and the server on 2 cores, and the same suite has taken from 42 to 77 minutes on it (a page
  // needs 1.5–3.4 s from navigation to hydrated when the machine is idle). A passing check does
  // not wait longer for it; a failing one takes 10 s to say so.
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-${PORT}`,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
    // Recording a trace (screencast frames and DOM snapshots at every action) costs about a third of
    // the suite's time on 2 cores, and CI keeps no artefacts: on only when asked (E2E_TRACE=1, or
    // `--trace on` for one run).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  projects: [
    {
      name: 'desktop',
      // Journeys split by width run their other half on the mobile project.
      grepInvert: /@mobile-only/,
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // What does not depend on the width runs once, on the desktop project: tests tagged
      // @desktop-only (long keyboard journeys, every-route sweeps) and these whole files — the head,
      // the prerendered HTML and the start rule, what a send says and what a draft keeps, and the
      // no-JavaScript pages (they set 390 px themselves where the header's layout matters).
      grepInvert: /@desktop-only/,
      testIgnore: [
        '**/seo.spec.ts',
        '**/prerender.spec.ts',
        '**/contact-send-results.spec.ts',
        '**/contact-draft.spec.ts',
        '**/no-javascript.spec.ts',
      ],
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 390, height: 844 }, hasTouch: true },
    },
  ],
  webServer: {
    command: `npx vite preview --outDir ${DIST} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
