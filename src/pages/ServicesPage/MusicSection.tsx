import { Trans } from '@lingui/react/macro';
import { NumberedPointList } from '../../components/NumberedPoint';
import { WorkCardList } from '../../components/WorkCard';
import { serviceBySlug } from '../../content/services';
import { musicProductionCopy } from '../../content/servicesCopy';
import { musicWorks } from '../../content/works';
import { useLocalized } from '../../i18n';
import { ServiceSection, Subsection, itemLevel, toWorkCards, type SectionLevel } from './ServiceSection';

const content = { copy: musicProductionCopy, works: musicWorks };

/**
 * Music production (SPEC §2): three points, six works (each opens its external short link in a
 * new window) and the inquiry button → /contact/MUSIC%20PRODUCTION.
 */
export function MusicSection({ level }: { level: SectionLevel }) {
  const { copy, works } = useLocalized(content);
  return (
    <ServiceSection
      slug="music"
      level={level}
      slogan={copy.slogan}
      cta={{ label: copy.cta, href: serviceBySlug.music.contactRoute }}
    >
      <Subsection level={level} number={1} title={<Trans>이렇게 함께 만듭니다</Trans>}>
        {(id) => (
          <NumberedPointList aria-labelledby={id} columns={3} headingLevel={itemLevel(level)} points={copy.points} />
        )}
      </Subsection>
      <Subsection level={level} number={2} tone="surface" title={copy.worksTitle}>
        {(id) => (
          <WorkCardList aria-labelledby={id} kind="music" headingLevel={itemLevel(level)} works={toWorkCards(works)} />
        )}
      </Subsection>
    </ServiceSection>
  );
}
