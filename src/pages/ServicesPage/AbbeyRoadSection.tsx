import { Trans, useLingui } from '@lingui/react/macro';
import { CarouselClientList } from '../../components/Carousel';
import { EngineerCardGroup } from '../../components/EngineerCard';
import { NumberedPointList } from '../../components/NumberedPoint';
import { clientColumns } from '../../content/clients';
import { brand } from '../../content/brand';
import { engineerRoleLabels, engineers } from '../../content/engineers';
import { serviceBySlug } from '../../content/services';
import { abbeyRoadCopy } from '../../content/servicesCopy';
import { useLocalized } from '../../i18n';
import { ServiceSection, Subsection, itemLevel, type SectionLevel } from './ServiceSection';

// The partnership's typographic mark: brand names, never translated.
// eslint-disable-next-line lingui/no-unlocalized-strings
const partnershipMark = `${brand.brand} × ABBEY ROAD STUDIOS`;

const content = { copy: abbeyRoadCopy, engineers, roleLabels: engineerRoleLabels, clientColumns };

/**
 * Abbey Road Studios (SPEC §2): the background video, the partnership's typographic mark (ours:
 * set in our own type, no real logo), two points, the nine engineers (one expanded at a time), the
 * client carousel (10 columns of 15) and the inquiry button → /contact/ABBEY%20ROAD%20STUDIOS.
 */
export function AbbeyRoadSection({ level, videoActive = true }: { level: SectionLevel; videoActive?: boolean }) {
  const { t } = useLingui();
  const { copy, engineers, roleLabels, clientColumns } = useLocalized(content);
  return (
    <ServiceSection
      slug="abbeyroad"
      level={level}
      slogan={copy.slogan}
      lead={copy.lead}
      eyebrow={<span translate="no">{partnershipMark}</span>}
      video={{ ref: copy.backgroundVideo, active: videoActive }}
      cta={{ label: copy.cta, href: serviceBySlug.abbeyroad.contactRoute }}
    >
      <Subsection level={level} number={1} title={<Trans>파트너십</Trans>}>
        {(id) => (
          <NumberedPointList aria-labelledby={id} columns={2} headingLevel={itemLevel(level)} points={copy.points} />
        )}
      </Subsection>
      <Subsection
        level={level}
        number={2}
        tone="surface"
        title={copy.engineersTitle}
        lead={<Trans>사진을 누르면 엔지니어 소개를 볼 수 있습니다.</Trans>}
      >
        {(id) => (
          <EngineerCardGroup
            aria-labelledby={id}
            headingLevel={itemLevel(level)}
            engineers={engineers.map((engineer) => ({
              name: engineer.name,
              role: roleLabels[engineer.role],
              bio: engineer.bio,
              photo: engineer.img,
            }))}
          />
        )}
      </Subsection>
      <Subsection level={level} number={3} title={copy.clientsTitle}>
        {() => <CarouselClientList label={t`함께 작업한 아티스트 이름`} columns={clientColumns} />}
      </Subsection>
    </ServiceSection>
  );
}
