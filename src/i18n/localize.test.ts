// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { LocalizedText } from '../content/types';
import type { TrustedHtml } from '../lib/trustedHtml';
import { localize, type Localized } from './localize';
import type { Locale } from './locales';

const html = '<p>본문</p>' as TrustedHtml;

/** Content shaped like src/content: texts in both languages beside slugs, numbers and HTML. */
const content = {
  slug: 'distribution',
  count: 14,
  title: { ko: '음원 유통', en: 'Distribution' } as LocalizedText,
  points: [
    { title: { ko: '하나', en: 'One' }, text: { ko: '첫째', en: 'First' } },
    { title: { ko: '둘', en: 'Two' }, text: { ko: '둘째', en: 'Second' } },
  ],
  columns: [
    [
      { ko: '가', en: 'A' },
      { ko: '나', en: 'B' },
    ],
    [{ ko: '다', en: 'C' }],
  ],
  notices: {
    ko: [{ title: '공지', date: '2025-01-12', content: html }],
    en: [{ title: 'Notice', date: '2025-01-12', content: html }],
  },
  video: { id: 'Np6bK2zDq8U', start: 0, title: { ko: '영상', en: 'Video' } },
  address: { ko: '서울', en: 'Seoul', postcode: '04780' },
  empty: null,
};

describe('localize', () => {
  it('resolves a LocalizedText to the text of the language', () => {
    const text: LocalizedText = { ko: '안녕하세요', en: 'Hello' };
    expect(localize(text, 'ko')).toBe('안녕하세요');
    expect(localize(text, 'en')).toBe('Hello');
  });

  it('resolves texts inside nested objects and arrays, keeping their shape', () => {
    const en = localize(content, 'en');
    expect(en.title).toBe('Distribution');
    expect(en.points).toEqual([
      { title: 'One', text: 'First' },
      { title: 'Two', text: 'Second' },
    ]);
    expect(en.columns).toEqual([['A', 'B'], ['C']]);
    expect(en.video).toEqual({ id: 'Np6bK2zDq8U', start: 0, title: 'Video' });
    expect(localize(content, 'ko').points.map((p) => p.title)).toEqual(['하나', '둘']);
  });

  it('resolves a record held once per language (like the notices) and what it holds', () => {
    expect(localize(content, 'ko').notices).toEqual([{ title: '공지', date: '2025-01-12', content: html }]);
    expect(localize(content, 'en').notices[0]!.title).toBe('Notice');
    expect(localize({ ko: [{ ko: '가', en: 'A' }], en: [] }, 'ko')).toEqual(['가']);
  });

  it('leaves values that are not keyed by language untouched', () => {
    const ko = localize(content, 'ko');
    expect(ko.slug).toBe('distribution');
    expect(ko.count).toBe(14);
    expect(ko.empty).toBeNull();
    expect(ko.notices[0]!.content).toBe(html);
    // Keyed by more than the languages: an object like any other.
    expect(ko.address).toEqual({ ko: '서울', en: 'Seoul', postcode: '04780' });
    const date = new Date(0);
    expect(localize({ date }, 'en').date).toBe(date);
    const fn = () => 1;
    expect(localize(fn, 'en')).toBe(fn);
  });

  it('never changes the content it reads', () => {
    const before = structuredClone(content);
    localize(content, 'en');
    expect(content).toEqual(before);
  });

  it('types the result as the content in one language', () => {
    expectTypeOf<Localized<LocalizedText>>().toEqualTypeOf<string>();
    expectTypeOf<Localized<Record<Locale, { title: LocalizedText }[]>>>().toEqualTypeOf<{ title: string }[]>();
    expectTypeOf<Localized<readonly (readonly LocalizedText[])[]>>().toEqualTypeOf<readonly (readonly string[])[]>();
    expectTypeOf<Localized<TrustedHtml>>().toEqualTypeOf<TrustedHtml>();
    expectTypeOf<Localized<{ id: 'a' | 'b'; n: number; text: LocalizedText }>>().toEqualTypeOf<{
      id: 'a' | 'b';
      n: number;
      text: string;
    }>();
    expectTypeOf(localize(content, 'ko').columns).toEqualTypeOf<string[][]>();
    expectTypeOf(localize(content, 'ko').notices).toEqualTypeOf<
      { title: string; date: string; content: TrustedHtml }[]
    >();
    expectTypeOf(localize(content, 'ko').address).toEqualTypeOf<{ ko: string; en: string; postcode: string }>();
  });
});
