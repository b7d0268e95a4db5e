import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { Box, Stack } from '../../components/Box';
import { ButtonLink } from '../../components/Button';
import { NumberedPointList } from '../../components/NumberedPoint';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { about as aboutContent } from '../../content/about';
import { brand as brandFacts } from '../../content/brand';
import { useLocalized } from '../../i18n';

/**
 * About (SPEC §2): the slogan and intro on charcoal, then the numbered sections 1 Description,
 * 2 Our principles (talented, all-round, customized, forward-thinking) and 3 Mission statement,
 * and the SERVICES button to the first service. The spec's unused name / e-mail / message
 * fields are left out: they have no form, no validation and no purpose on this page.
 */
export function AboutPage() {
  const { t } = useLingui();
  const about = useLocalized(aboutContent);
  const id = useId();
  const { brand } = brandFacts;
  const descriptionId = `${id}-description`;
  const principlesId = `${id}-principles`;
  const missionId = `${id}-mission`;
  usePageMeta(t`회사 소개`);

  return (
    <>
      <PageSection as="header" tone="inverse" spacing="hero">
        <SectionHeading headingLevel={1} variant="display" eyebrow={<Trans>{brand} 소개</Trans>} lead={about.intro}>
          {about.slogan}
        </SectionHeading>
      </PageSection>

      <PageSection
        layout="split"
        labelledBy={descriptionId}
        heading={
          <SectionHeading id={descriptionId} number={1}>
            {about.sectionTitles.description}
          </SectionHeading>
        }
      >
        <Stack gap="lg">
          {about.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Stack>
      </PageSection>

      <PageSection
        tone="surface"
        layout="split"
        labelledBy={principlesId}
        heading={
          <SectionHeading id={principlesId} number={2}>
            {about.sectionTitles.principles}
          </SectionHeading>
        }
      >
        <NumberedPointList points={about.principles} columns={2} aria-labelledby={principlesId} />
      </PageSection>

      <PageSection
        layout="split"
        labelledBy={missionId}
        heading={
          <SectionHeading id={missionId} number={3}>
            {about.sectionTitles.mission}
          </SectionHeading>
        }
      >
        <NumberedPointList points={about.mission} columns={2} aria-labelledby={missionId} />
        <Box display="flex">
          <ButtonLink href="/services/distribution" size="lg">
            <Trans context="call to action">서비스 보기</Trans>
          </ButtonLink>
        </Box>
      </PageSection>
    </>
  );
}
