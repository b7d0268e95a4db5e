import { spyOn } from 'storybook/test';

/**
 * The errors a story causes on purpose are reported to the console (React's own report and
 * `lib/errors`); the story runner fails on console errors, so they are collected here instead
 * (`reported`: where each was contained, in order) and the play function checks that each was
 * reported once, where it was contained. Use the returned function as a `beforeEach` cleanup.
 */
export const reported: string[] = [];
export const collectReports = () => {
  reported.length = 0;
  const spy = spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    const where = /^\[nuri\] error contained in (\S+):/.exec(String(parts[0]))?.[1];
    if (where) reported.push(where);
  });
  return () => spy.mockRestore();
};
