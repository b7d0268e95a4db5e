import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { Box } from '../../components/Box';
import { ButtonLink } from '../../components/Button';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { completion as completionContent } from '../../content/complete';
import { useLocalized } from '../../i18n';
import { inverseSurface } from '../../styles/surfaces.css';

/**
 * Contact completion (SPEC §2): the thank-you in three parts — the thanks as the heading, what
 * happens next, and the third part highlighted — and the Home button. The spec's data fields of
 * this screen are unused, so nothing about the inquiry is shown again.
 */
export function ContactCompletePage() {
  const { t } = useLingui();
  const completion = useLocalized(completionContent);
  usePageMeta(t`문의 완료`);

  return (
    <PageSection width="reading" spacing="hero" align="center">
      <SectionHeading headingLevel={1} align="center" eyebrow={<Trans>문의 완료</Trans>} lead={completion.reply}>
        {completion.thanks}
      </SectionHeading>
      <Box as="p" data-part="highlight" className={inverseSurface} borderRadius="md" paddingX="lg" paddingY="md">
        <strong>{completion.highlight}</strong>
      </Box>
      <ButtonLink href="/" size="lg">
        <Trans>홈으로</Trans>
      </ButtonLink>
    </PageSection>
  );
}
