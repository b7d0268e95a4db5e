import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLocale, useLocalized } from './useLocale';

const content = { title: { ko: '음원 유통', en: 'Distribution' }, slug: 'distribution' };

function setup(locale: string) {
  const i18n = setupI18n({ locale, messages: { ko: {}, en: {} } });
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const hook = renderHook(() => ({ locale: useLocale(), text: useLocalized(content) }), { wrapper });
  return { i18n, ...hook };
}

describe('given a page under Lingui', () => {
  it('reads the language on screen from Lingui and the content in it', () => {
    const { result } = setup('en');
    expect(result.current.locale).toBe('en');
    expect(result.current.text).toEqual({ title: 'Distribution', slug: 'distribution' });
  });

  it('keeps the same localised object while the language stays', () => {
    const { result, rerender } = setup('ko');
    const first = result.current.text;
    rerender();
    expect(result.current.text).toBe(first);
    expect(first.title).toBe('음원 유통');
  });

  describe('after Lingui activates the other language', () => {
    it('renders the content in that language', () => {
      const { i18n, result } = setup('ko');
      act(() => i18n.activate('en'));
      expect(result.current.locale).toBe('en');
      expect(result.current.text.title).toBe('Distribution');
    });
  });

  it('falls back to the default language for a locale that is not a UI language', () => {
    expect(setup('fr').result.current.locale).toBe('ko');
  });
});
