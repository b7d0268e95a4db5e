/*
 * The numbers code reads at run time: breakpoints, viewports, motion and scroll thresholds. Apart
 * from the colours and sizes of tokens.ts (which re-exports them), because the store, the header and
 * smooth scrolling load with every page: the entry chunk carries this small module, not the palette,
 * the theme tokens and the cover art colours, which only build-time styles and lazy code read.
 */

/** Breakpoints are not themeable (media queries cannot read custom properties). */
export const breakpoints = { tablet: 768, desktop: 1024, wide: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The viewports we design, test and snapshot at (Chromatic modes and the test-runner). */
export const designViewports = { mobile: 390, desktop: 1280 } as const;

/**
 * Spec constants for motion and scrolling (SPEC §9). Durations also live in the contract
 * as CSS values; these numbers are for code that schedules work.
 */
export const motion = {
  smoothScrollMs: 700,
  loadingHideDelayMs: 150,
  reveal: { offset: 120, durationMs: 400, easing: 'ease', throttleMs: 99, debounceMs: 50 },
} as const;

/** Scroll thresholds of SPEC §9, in CSS pixels. */
export const scrollThresholds = {
  headerScrolled: 90,
  servicesScrolled: 10,
  backgroundVideo: 20,
  backgroundVideoReady: 10,
} as const;
