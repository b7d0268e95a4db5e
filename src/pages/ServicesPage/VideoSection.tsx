import { Trans } from '@lingui/react/macro';
import { NumberedPointList } from '../../components/NumberedPoint';
import { WorkCardList } from '../../components/WorkCard';
import { serviceBySlug } from '../../content/services';
import { videoProductionCopy } from '../../content/servicesCopy';
import { videoWorks } from '../../content/works';
import { useLocalized } from '../../i18n';
import { ServiceSection, Subsection, itemLevel, toWorkCards, type SectionLevel } from './ServiceSection';

const content = { copy: videoProductionCopy, works: videoWorks };

/**
 * Video production (SPEC §2): the looping muted background video, three points, ten works (each
 * opens its external video page in a new window) and the inquiry button → /contact/VIDEO%20PRODUCTION.
 * `videoActive` is false while another background video on the page has the turn.
 */
export function VideoSection({ level, videoActive = true }: { level: SectionLevel; videoActive?: boolean }) {
  const { copy, works } = useLocalized(content);
  return (
    <ServiceSection
      slug="video"
      level={level}
      slogan={copy.slogan}
      video={{ ref: copy.backgroundVideo, active: videoActive }}
      cta={{ label: copy.cta, href: serviceBySlug.video.contactRoute }}
    >
      <Subsection level={level} number={1} title={<Trans>이렇게 만듭니다</Trans>}>
        {(id) => (
          <NumberedPointList aria-labelledby={id} columns={3} headingLevel={itemLevel(level)} points={copy.points} />
        )}
      </Subsection>
      <Subsection level={level} number={2} tone="surface" title={copy.worksTitle}>
        {(id) => (
          <WorkCardList aria-labelledby={id} kind="video" headingLevel={itemLevel(level)} works={toWorkCards(works)} />
        )}
      </Subsection>
    </ServiceSection>
  );
}
