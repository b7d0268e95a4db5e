import AxeBuilder from '@axe-core/playwright';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * One axe scan of the whole document from a Playwright test (the routes in e2e, the story runner's
 * second-width scan), as cheap as it can be without checking less:
 * - legacy mode runs axe in the page itself: the default opens a new blank page after every scan to
 *   merge the results of cross-origin frames, which doubled the time of a scan (≈ 350 → 170 ms a
 *   story on an idle machine) and the pages have no frame of their own to merge (a video's frame
 *   is only created on the visitor's click, and its host is not ours to check);
 * - only violations are collected node by node (passes and inapplicable rules are counted once).
 */
type Page = ConstructorParameters<typeof AxeBuilder>[0]['page'];

export function axeScan(page: Page, options: RunOptions, configure = (builder: AxeBuilder) => builder) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ ...options, resultTypes: ['violations'] });
  return configure(builder).analyze() as Promise<AxeResults>;
}
