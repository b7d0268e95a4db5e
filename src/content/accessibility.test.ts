// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accessibilityStandard, accessibilityStatement } from './accessibility';
import { company } from './company';

const locales = ['ko', 'en'] as const;

/** Every text of one language's statement. */
const textsOf = (locale: (typeof locales)[number]) => {
  const statement = accessibilityStatement[locale];
  return [
    statement.title,
    statement.intro,
    statement.effective,
    ...statement.sections.flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => (block.kind === 'p' ? [block.text] : block.items)),
    ]),
  ];
};

describe('the accessibility statement', () => {
  it('has the same four numbered sections in both languages, so an anchor works in either', () => {
    for (const locale of locales) {
      const { sections } = accessibilityStatement[locale];
      expect(sections.map((s) => s.id)).toEqual(['standard', 'testing', 'limits', 'contact']);
      expect(sections.map((s) => s.number)).toEqual([1, 2, 3, 4]);
    }
    expect(accessibilityStatement.en.effectiveDate).toBe(accessibilityStatement.ko.effectiveDate);
  });

  it.each(locales)('%s: complete, in its own language, naming the standard and the company e-mail', (locale) => {
    const texts = textsOf(locale);
    for (const text of texts) expect(text.trim()).not.toBe('');
    if (locale === 'en') for (const text of texts) expect(text).not.toMatch(/[가-힣]/);
    const [standard, testing, limits, contact] = accessibilityStatement[locale].sections;
    const all = (section: typeof standard) =>
      section!.blocks.map((block) => (block.kind === 'p' ? block.text : block.items.join('\n'))).join('\n');
    expect(all(standard)).toContain(accessibilityStandard);
    expect(all(testing)).toContain('axe-core 4.14');
    // The limits are named plainly: the third-party players and the virtual screen reader.
    expect(all(limits)).toContain('YouTube');
    expect(all(contact)).toContain(company.registration.email);
  });
});
