import { Trans } from '@lingui/react/macro';
import { NumberedPointList } from '../../components/NumberedPoint';
import { WorkCardList } from '../../components/WorkCard';
import { serviceBySlug } from '../../content/services';
import { musicProductionCopy as copy } from '../../content/servicesCopy';
import { musicWorks } from '../../content/works';
import { ServiceSection, Subsection, itemLevel, toWorkCards, useLocale, type SectionLevel } from './ServiceSection';

/**
 * Music production (SPEC §2): three points, six works (each opens its external short link in a
 * new window) and the inquiry button → /contact/MUSIC%20PRODUCTION.
 */
export function MusicSection({ level }: { level: SectionLevel }) {
  const locale = useLocale();
  return (
    <ServiceSection
      slug="music"
      level={level}
      slogan={copy.slogan[locale]}
      cta={{ label: copy.cta[locale], href: serviceBySlug.music.contactRoute }}
    >
      <Subsection level={level} number={1} title={<Trans>이렇게 함께 만듭니다</Trans>}>
        {(id) => (
          <NumberedPointList
            aria-labelledby={id}
            columns={3}
            headingLevel={itemLevel(level)}
            points={copy.points.map((point) => ({ title: point.title[locale], text: point.text[locale] }))}
          />
        )}
      </Subsection>
      <Subsection level={level} number={2} tone="surface" title={copy.worksTitle[locale]}>
        {(id) => (
          <WorkCardList
            aria-labelledby={id}
            kind="music"
            headingLevel={itemLevel(level)}
            works={toWorkCards(musicWorks, locale)}
          />
        )}
      </Subsection>
    </ServiceSection>
  );
}
