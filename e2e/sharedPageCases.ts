import { test, type Page } from '@playwright/test';

/**
 * One-navigation cases that share a page: each case is a step of one test, so a failure still
 * names its URL, but the cases pay for one fresh browser context and one cold load between them
 * (the e2e step is CPU-bound on 2 cores: a fresh context and a cold load cost ~2 s a test, a warm
 * navigation 0.4–0.8 s). Every case is checked even when an earlier one fails, and the test fails
 * with each failed case named and its whole message.
 */
export class SharedPageCases {
  private readonly cases: { title: string; check: (page: Page) => Promise<void> }[] = [];
  constructor(
    private readonly what: string,
    /** What the page needs before the first case (routes, a stub API). */
    private readonly setup: (page: Page) => Promise<void> = async () => {},
  ) {}
  push(entry: { title: string; check: (page: Page) => Promise<void> }) {
    this.cases.push(entry);
  }
  /** The test's title: what the cases check and how many share the page. */
  get title(): string {
    return `${this.what}: ${this.cases.length} URLs in one page`;
  }
  /**
   * The test's body, for `test(cases.title, cases.body())` in the spec (so the test is reported
   * under the spec's file).
   */
  body() {
    const cases = this.cases;
    return async ({ page }: { page: Page }) => {
      await this.setup(page);
      const failed: string[] = [];
      for (const { title, check } of cases) {
        await test
          .step(title, () => check(page))
          .catch((error: Error) => {
            failed.push(`✗ ${title}\n${error.message}`);
          });
      }
      // Each failed case by its title, with its whole message (expected and received).
      if (failed.length > 0)
        throw new Error(`${failed.length} of ${cases.length} cases failed:\n\n${failed.join('\n\n')}`);
    };
  }
}
