import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { PageSection } from '../../components/PageSection';
import { PolicyDocument } from '../../patterns/PolicyDocument';
import { privacyPolicy } from '../../content/terms';
import { useLocale, useLocalized } from '../../i18n';

/**
 * The privacy policy (SPEC §2): the Korean text when the language is ko, the English text
 * otherwise — sections 1–6, effective 2022-01-01, with the personal data collected in section 1.
 */
export function TermsPage() {
  const { t } = useLingui();
  const lang = useLocale();
  const policy = useLocalized(privacyPolicy);
  usePageMeta(t`개인정보처리방침`);

  return (
    <PageSection spacing="hero">
      <PolicyDocument policy={policy} lang={lang} />
    </PageSection>
  );
}
