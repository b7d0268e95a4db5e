import { useLingui } from '@lingui/react/macro';
import { use, useDeferredValue } from 'react';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { PageSection } from '../../components/PageSection';
import { PolicyDocument } from '../../patterns/PolicyDocument';
import { privacyPolicyText } from '../../content/policies/privacyText';
import { localize, useLocale } from '../../i18n';
import type { Locale } from '../../i18n/locales';

/**
 * The privacy policy (SPEC §2): the Korean text when the language is ko, the English text
 * otherwise — sections 1–6, effective 2022-01-01, with the personal data collected in section 1.
 */
export function TermsPage() {
  const { t } = useLingui();
  // Each language's text is its own chunk (loaded with the page): after a language switch the page
  // keeps the text on screen, in its own language, until the other one has loaded.
  const lang = useDeferredValue(useLocale());
  const text = localize(privacyPolicyText, lang);
  const policy = text.current() ?? use(text.load());
  usePageMeta(t`개인정보처리방침`);

  return (
    <PageSection spacing="hero">
      <PolicyDocument policy={policy} lang={lang} />
    </PageSection>
  );
}

/** Its text in the page's language loads with its code (src/app/routeTable.ts `PageComponent`). */
TermsPage.textIn = (locale: Locale) => localize(privacyPolicyText, locale);
