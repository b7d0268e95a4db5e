import type AxeBuilder from '@axe-core/playwright';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import { createRequire } from 'node:module';

/**
 * One axe scan of the document from a Playwright test (the routes in e2e, the story runner's
 * second-width scan), as cheap as it can be without checking less:
 * - when the document already holds our axe-core (the same version: a scan before it injected it,
 *   or Storybook's addon-a11y loaded it into the preview) and has no frame, axe runs in place (its
 *   configuration reset first): ≈ 0.1 s, where injecting its 550 KB source again takes 0.6–1 s on
 *   the CI machine;
 * - otherwise AxeBuilder injects it, in legacy mode: the default opens a new blank page after every
 *   scan to merge the results of cross-origin frames, which doubled the time of a scan, and the
 *   pages have no frame of their own to merge (a video's frame is only created on the visitor's
 *   click, and its host is not ours to check). AxeBuilder is loaded only then: it requires
 *   axe-core's source (0.5–0.8 s), and the story runner loads this module again for every file;
 * - only violations are collected node by node (passes and inapplicable rules are counted once).
 */
type Page = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** What a scan covers: the whole document by default, or `include` without the `exclude`s. */
export interface AxeScope {
  include: string;
  exclude?: readonly string[];
}

type PageWithAxe = typeof globalThis & { axe?: typeof axe };

// Read through require: the story runner's Jest warns on every file about a JSON import (with or
// without an import attribute), and reading the file is all this needs.
const ourAxeVersion = (createRequire(import.meta.url)('axe-core/package.json') as { version: string }).version;

export async function axeScan(page: Page, options: RunOptions, scope?: AxeScope): Promise<AxeResults> {
  const runOptions: RunOptions = { ...options, resultTypes: ['violations'] };
  const inPage = await page.evaluate(() => (globalThis as PageWithAxe).axe?.version ?? null);
  if (inPage === ourAxeVersion && page.frames().length === 1) {
    // reset(): whatever configured that copy (addon-a11y does, per story) does not change our rules.
    return page.evaluate(
      ([context, run]) => {
        const inPageAxe = (globalThis as PageWithAxe).axe!;
        inPageAxe.reset();
        return inPageAxe.run(context ?? document, run);
      },
      [scope ? { include: [scope.include], exclude: [...(scope.exclude ?? [])] } : null, runOptions] as const,
    );
  }
  const { default: AxeBuilderClass } = await import('@axe-core/playwright');
  const builder = new AxeBuilderClass({ page }).setLegacyMode(true).options(runOptions);
  if (scope) {
    builder.include(scope.include);
    for (const selector of scope.exclude ?? []) builder.exclude(selector);
  }
  return builder.analyze() as Promise<AxeResults>;
}
