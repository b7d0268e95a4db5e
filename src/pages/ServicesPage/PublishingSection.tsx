import { Trans } from '@lingui/react/macro';
import { Stack } from '../../components/Box';
import { NumberedPointList } from '../../components/NumberedPoint';
import { StepList } from '../../components/StepList';
import { TextLink } from '../../components/TextLink';
import { serviceBySlug } from '../../content/services';
import { publishingCopy } from '../../content/servicesCopy';
import { useLocalized } from '../../i18n';
import { ServiceSection, Subsection, itemLevel, type SectionLevel } from './ServiceSection';

/**
 * Publishing (SPEC §2): four steps, four points — the fourth links to the external sync
 * licensing site (new window) — and the inquiry button → /contact/PUBLISHING.
 */
export function PublishingSection({ level }: { level: SectionLevel }) {
  const copy = useLocalized(publishingCopy);
  return (
    <ServiceSection
      slug="publishing"
      level={level}
      slogan={copy.slogan}
      cta={{ label: copy.cta, href: serviceBySlug.publishing.contactRoute }}
    >
      <Subsection level={level} number={1} title={<Trans>진행 과정</Trans>}>
        {(id) => <StepList aria-labelledby={id} headingLevel={itemLevel(level)} steps={copy.steps} />}
      </Subsection>
      <Subsection level={level} number={2} tone="surface" title={<Trans>퍼블리싱 서비스</Trans>}>
        {(id) => (
          <NumberedPointList
            aria-labelledby={id}
            columns={2}
            headingLevel={itemLevel(level)}
            points={copy.points.map((point) => ({
              title: point.title,
              text: point.link ? (
                <Stack gap="sm" alignItems="flex-start">
                  <p>{point.text}</p>
                  <TextLink href={point.link.url} external data-sync-link="">
                    {point.link.label}
                  </TextLink>
                </Stack>
              ) : (
                point.text
              ),
            }))}
          />
        )}
      </Subsection>
    </ServiceSection>
  );
}
