// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Content is evaluated when its chunk arrives, in the middle of a page's hydration. A page's first
 * `Intl` date or number format initialises ICU's formatting (10–15 ms of main thread in Chromium),
 * so evaluating src/content must not format with `Intl`: numbers in the text are grouped by
 * `groupThousands`, fixed dates are written out.
 */
describe('src/content', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats nothing with Intl while its modules are evaluated', async () => {
    vi.resetModules();
    const calls: string[] = [];
    vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (this: number) {
      calls.push('Number#toLocaleString');
      return String(this);
    });
    vi.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(function (this: Date) {
      calls.push('Date#toLocaleDateString');
      return this.toISOString();
    });
    const { NumberFormat, DateTimeFormat } = Intl;
    vi.spyOn(Intl, 'NumberFormat').mockImplementation((...args) => {
      calls.push('Intl.NumberFormat');
      return new NumberFormat(...args);
    });
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation((...args) => {
      calls.push('Intl.DateTimeFormat');
      return new DateTimeFormat(...args);
    });
    const modules = import.meta.glob(['./*.ts', '!./*.test.ts', '!./*.d.ts']);
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    for (const load of Object.values(modules)) await load();
    expect(calls).toEqual([]);
  });
});

/**
 * The same holds for what renders: a component that formats a number with Intl initialises ICU in
 * the middle of hydration (the contact form's intro did: a 10–15 ms task on every contact page).
 * Numbers are grouped with `groupThousands`; lists and segments (TypingText) are not numbers.
 */
describe('the site’s components', () => {
  it('do not format numbers with Intl', () => {
    const sources = import.meta.glob(['../**/*.tsx', '!../**/*.stories.tsx', '!../**/*.test.tsx'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const formatting = Object.entries(sources)
      .filter(([, text]) => /Intl\.NumberFormat|\.toLocaleString\(/.test(text))
      .map(([file]) => file);
    expect(formatting).toEqual([]);
  });
});
