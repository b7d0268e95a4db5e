import { expect, test } from '@playwright/test';
import type axe from 'axe-core';
import { pageAxeOptions } from '../tests/a11y/axe-options';
import { axeScan } from '../tests/a11y/axeScan';
import { violationSummary } from './axe';

// The scan every route and every story goes through (tests/a11y/axeScan.ts) has two ways in: inject
// axe-core, or run the copy already in the document. Both must find the same violations, and the
// second must really skip the injection (that is what it is for).

const brokenPage = `<!doctype html><html lang="en"><head><title>Broken on purpose</title></head><body>
  <main><h1>Broken on purpose</h1><button type="button"></button>
  <div id="left-out"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div></main></body></html>`;

type WithAxe = typeof globalThis & { axe: typeof axe & { markedByTest?: boolean } };

const summary = (results: Awaited<ReturnType<typeof axeScan>>) => violationSummary(results).sort();

test('@desktop-only axe scans: injected, then in place, they report the same violations; a scope leaves parts out', async ({
  page,
}) => {
  await page.setContent(brokenPage);
  expect(await page.evaluate(() => 'axe' in globalThis)).toBe(false);

  const injected = summary(await axeScan(page, pageAxeOptions));
  expect(injected).toEqual(['button-name: button', 'image-alt: img']);

  // A mark on the copy in the page: a second injection would replace the object and lose it. And a
  // configuration left on that copy (addon-a11y sets one per story; here, a rule that never passes)
  // must not change what is checked.
  await page.evaluate(() => {
    const inPageAxe = (globalThis as WithAxe).axe;
    inPageAxe.configure({
      checks: [{ id: 'test-never-passes', evaluate: () => false }],
      rules: [{ id: 'test-any-heading', selector: 'h1', tags: ['wcag2a'], any: ['test-never-passes'] }],
    });
    Object.assign(inPageAxe, { markedByTest: true });
  });
  const inPlace = summary(await axeScan(page, pageAxeOptions));
  expect(inPlace).toEqual(injected);
  expect(await page.evaluate(() => (globalThis as WithAxe).axe.markedByTest)).toBe(true);

  const scoped = summary(await axeScan(page, pageAxeOptions, { include: 'body', exclude: ['#left-out'] }));
  expect(scoped).toEqual(['button-name: button']);
});
