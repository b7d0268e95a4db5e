import { useLingui } from '@lingui/react/macro';
import { use, useDeferredValue } from 'react';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { PageSection } from '../../components/PageSection';
import { PolicyDocument } from '../../patterns/PolicyDocument';
import { accessibilityStatementText } from '../../content/policies/accessibilityText';
import { localize, useLocale } from '../../i18n';
import type { Locale } from '../../i18n/locales';

/**
 * The accessibility statement (linked from the footer): the standard the site aims for (WCAG 2.2
 * AA), how it is checked, the limits we know of and where to report a problem — the Korean text
 * when the language is ko, the English text otherwise, laid out like the privacy policy.
 */
export function AccessibilityPage() {
  const { t } = useLingui();
  // Each language's text is its own chunk (loaded with the page): after a language switch the page
  // keeps the text on screen, in its own language, until the other one has loaded.
  const lang = useDeferredValue(useLocale());
  const text = localize(accessibilityStatementText, lang);
  const policy = text.current() ?? use(text.load());
  usePageMeta(
    t`접근성 안내`,
    t`누리뮤직 웹사이트가 목표로 하는 접근성 기준(WCAG 2.2 AA)과 확인 방법, 알려진 한계, 문제를 알리는 방법을 안내합니다.`,
  );

  return (
    <PageSection spacing="hero">
      <PolicyDocument policy={policy} lang={lang} />
    </PageSection>
  );
}

/** Its text in the page's language loads with its code (src/app/routeTable.ts `PageComponent`). */
AccessibilityPage.textIn = (locale: Locale) => localize(accessibilityStatementText, locale);
