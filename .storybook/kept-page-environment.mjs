// The story runner's Jest environment (test-runner-jest.config.cjs): @storybook/test-runner's own,
// except that a worker keeps its browser connection, context and page from one title file to the
// next. The runner's environment opens a new context per title file and loads the preview again
// (iframe.html and ~150 requests, 2.5–3 s here, each file's JavaScript compiled again in the new
// context, plus the runner's page setup): 71 files, ~4 s each. The Storybook UI itself switches
// stories of any file in one loaded preview, and the runner does so within a file; this does it
// across files. A page that closed or a connection that dropped gets a fresh one, set up as the
// runner does. Per story nothing changes: each test still renders its story from scratch
// (`__test`), with the viewport and motion set in `preVisit`.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser, context and page, once a first title file has set them up. */
let kept;

const usable = (state) => state !== undefined && state.browser.isConnected() && !state.page.isClosed();

export default class KeptPageEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (!usable(kept)) {
      await super.setup();
      await setupPage(this.global.page, this.global.context);
      return;
    }
    // The runner's helpers (this.global.jestPlaywright and friends) without a new connection.
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    this._config.testEnvironmentOptions['jest-playwright'] = { ...options, skipInitialization: true };
    try {
      await super.setup();
    } finally {
      this._config.testEnvironmentOptions['jest-playwright'] = options;
    }
    this._jestPlaywrightConfig = options;
    Object.assign(this.global, kept);
  }

  async teardown() {
    // What the file ends with (resetPage after a navigation replaces the page) is the next file's.
    const { browser, context, page } = this.global;
    kept = browser && context && page ? { browser, context, page } : undefined;
    this.global.browser = undefined;
    await super.teardown();
  }
}
