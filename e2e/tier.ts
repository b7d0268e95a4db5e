import { test } from '@playwright/test';

/**
 * Which tier runs: `npm test` runs the core (every rule once, matrices pairwise), `npm run test:full`
 * sets TEST_TIER=full and adds every matrix (README, "Test tiers").
 */
export const fullTier = process.env.TEST_TIER === 'full';

export type Lang = 'ko' | 'en';
export const browserLocale: Record<Lang, string> = { ko: 'ko-KR', en: 'en-US' };

/** The projects (playwright.config.ts): 1280 px, and 390 px with touch. A test tagged for one runs only there. */
export type Width = 'desktop' | 'mobile';
export const widthTag = (width: Width) => (width === 'desktop' ? '@desktop-only' : '@mobile-only');

/** The four language × width pairs, in the order the core tier takes them in turn. */
const pairs: [Lang, Width][] = [
  ['ko', 'desktop'],
  ['en', 'mobile'],
  ['ko', 'mobile'],
  ['en', 'desktop'],
];

/**
 * Declares `register`'s tests at language × width pairs: every pair in the full tier. In the core
 * tier, pairwise: `widths: 'one'` (the default) takes the `turn`-th pair only (modulo four), so that
 * a file numbering its groups 0, 1, 2, 3 meets every pair between them; `'both'` — for what the
 * width changes — the `turn`-th and its opposite (the other language at the other width); `'desktop'` —
 * for what the width does not change — one language in turn at 1280 px (the full tier: both there).
 * (An explicit number, not a counter: every worker must declare the same tests as the runner's listing.)
 */
export function atPairs(
  turn: number,
  register: (lang: Lang, width: Width) => void,
  { widths = 'one' }: { widths?: 'one' | 'both' | 'desktop' } = {},
) {
  let chosen: [Lang, Width][];
  if (widths === 'desktop') {
    const langs: Lang[] = fullTier ? ['ko', 'en'] : [turn % 2 === 0 ? 'ko' : 'en'];
    chosen = langs.map((lang) => [lang, 'desktop']);
  } else if (fullTier) {
    chosen = pairs;
  } else {
    const [lang, width] = pairs[turn % 4]!;
    const other: [Lang, Width] = [lang === 'ko' ? 'en' : 'ko', width === 'desktop' ? 'mobile' : 'desktop'];
    chosen = widths === 'both' ? [[lang, width], other] : [[lang, width]];
  }
  for (const [lang, width] of chosen) {
    test.describe(`${lang} at ${width === 'desktop' ? 1280 : 390} px`, { tag: widthTag(width) }, () => {
      test.use({ locale: browserLocale[lang] });
      register(lang, width);
    });
  }
}

/** Declares `register`'s tests at all four language × width pairs, in both tiers. */
export function everyPair(register: (lang: Lang, width: Width) => void) {
  for (const [lang, width] of pairs) {
    test.describe(`${lang} at ${width === 'desktop' ? 1280 : 390} px`, { tag: widthTag(width) }, () => {
      test.use({ locale: browserLocale[lang] });
      register(lang, width);
    });
  }
}

/**
 * The tag of a test the width does not change: 1280 px only in the core tier, at both widths in
 * the full one.
 */
export const onceInCore: string[] = fullTier ? [] : ['@desktop-only'];
