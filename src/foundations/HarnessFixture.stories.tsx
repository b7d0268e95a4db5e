import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A deliberately inaccessible story that proves the test harness: scripts/test/test-storybook.mjs
 * runs the test-runner on this story alone and requires that run to FAIL on axe. It is hidden
 * from the sidebar, skipped by the normal runs and never snapshotted.
 */
const meta = {
  title: 'Internal/Harness fixture',
  tags: ['harness-fixture', '!autodocs', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta;

export default meta;

/**
 * Three violations, one per kind of rule the project's rule set must include (tests/a11y/axe-options.ts):
 * an icon-only button with no accessible name (`button-name`, WCAG 2.0 A); a link whose name leaves
 * out most of its visible text (`label-content-name-mismatch`, WCAG 2.1 2.5.3, on from axe-core
 * 4.14); two 12 px buttons side by side (`target-size`, WCAG 2.2 2.5.8, which axe leaves off
 * unless its wcag22aa tag is asked for).
 */
export const UnnamedButton: StoryObj<typeof meta> = {
  render: () => (
    <div>
      <button type="button">
        <svg width="24" height="24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" />
        </svg>
      </button>
      <p>
        <a href="/harness" aria-label="Harness">
          Open the harness fixture page
        </a>
      </p>
      <p>
        <button type="button" aria-label="One" style={{ width: 12, height: 12, padding: 0, margin: 0 }} />
        <button type="button" aria-label="Two" style={{ width: 12, height: 12, padding: 0, margin: 0 }} />
      </p>
    </div>
  ),
};
