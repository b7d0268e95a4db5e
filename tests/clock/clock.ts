/**
 * The tests' calendar. No test reads the machine's clock: a test whose verdict depends on "today"
 * pins it — Playwright's `page.clock` (e2e/clock.ts), fake timers in Vitest
 * (`vi.useFakeTimers({ toFake: ['Date'] })`), and in Storybook the preview's `beforeEach`
 * (.storybook/preview.tsx) — so the verdict is the same on any day the suite runs.
 *
 * The date rules (SPEC §5, §9: release ≥ today + 14, materials ready ≥ today, the server's closed
 * days) are tested at each of these days; they are the days that broke, or could break, a test that
 * read the real clock.
 */
export const chosenDays = [
  // The mock API closes every Wednesday: the server-closed rule meets today itself (CI was red on
  // this day: a test expected the materials-ready calendar to skip it; only release dates do).
  { day: '2026-12-02', why: 'a Wednesday (the mock calendar closes Wednesdays)' },
  { day: '2026-11-30', why: 'the last day of a month' },
  { day: '2026-12-31', why: '31 December: today + 14 is next year' },
  { day: '2026-11-20', why: 'today + 14 crosses into the next month' },
] as const;

export type ChosenDay = (typeof chosenDays)[number]['day'];

/**
 * The day every story lives on (the pictures of the date pickers and the contact page show it):
 * Saturday 2026-11-21, the earliest release date 2026-12-05.
 */
export const storyDay = '2026-11-21';

/**
 * The moment a pinned clock starts: 10:00 local time on `day` (the time of day is not part of any
 * rule; mid-morning keeps a test that runs for minutes on the same day).
 */
export const morningOf = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 10, 0, 0);
};
