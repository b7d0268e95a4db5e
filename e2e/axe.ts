import { expect, type Page } from '@playwright/test';
import { pageAxeOptions } from '../tests/a11y/axe-options';
import { axeScan } from '../tests/a11y/axeScan';

/**
 * Scans the whole document (portalled dialogs included) with the project's one rule set
 * (tests/a11y/axe-options.ts: WCAG 2.2 A/AA and best practices, target-size on).
 */
export async function expectNoAxeViolations(page: Page) {
  expect(violationSummary(await axeScan(page, pageAxeOptions)), 'axe violations').toEqual([]);
}

/** One line per violated rule: `rule-id: target, target`. */
export const violationSummary = (results: Awaited<ReturnType<typeof axeScan>>) =>
  results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
