import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * A deliberately inaccessible story that proves the test harness: scripts/test-storybook.mjs
 * runs the test-runner on this story alone and requires that run to FAIL on axe. It is hidden
 * from the sidebar, skipped by the normal runs and never snapshotted.
 */
const meta = {
  title: 'Internal/Harness fixture',
  tags: ['harness-fixture', '!autodocs', '!dev'],
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta;

export default meta;

/** An icon-only button with no accessible name: axe rule `button-name`. */
export const UnnamedButton: StoryObj<typeof meta> = {
  render: () => (
    <button type="button">
      <svg width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" />
      </svg>
    </button>
  ),
};
