import { test as base } from '@playwright/test';
import { chosenDays, morningOf } from '../tests/clock/clock';
import { fullTier } from './tier';

/*
 * A test that depends on "today" imports `test` from here instead of '@playwright/test': its page's
 * clock starts at 10:00 of the pinned day (`page.clock.install`; time then runs as usual, timers
 * included), so the browser never reads the machine's clock. The test reads the same day from its
 * `today` fixture to compute what it expects.
 */
export const test = base.extend<{ today: string }>({
  today: [chosenDays[0].day, { option: true }],
  page: async ({ page, today }, runTest) => {
    await page.clock.install({ time: morningOf(today) });
    await runTest(page);
  },
});

export { expect } from '@playwright/test';

/**
 * Declares `register`'s tests at the chosen days (tests/clock/clock.ts): at every one in the full tier
 * (`npm run test:full`); in the core tier at day `turn` only (modulo their number). A file numbers
 * its date-sensitive groups 0, 1, 2, … so that between them they meet every day. (An explicit
 * number, not a counter: every worker must declare the same tests as the runner's listing.)
 */
export function atChosenDays(turn: number, register: (day: string) => void) {
  const days = fullTier ? chosenDays : [chosenDays[turn % chosenDays.length]!];
  for (const { day, why } of days) {
    test.describe(`today ${day} (${why})`, () => {
      test.use({ today: day });
      register(day);
    });
  }
}
