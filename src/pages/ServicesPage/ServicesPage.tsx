import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useParams } from 'wouter';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
// From its own file: the barrel would bring the tab list's code (Radix) into the page's chunk,
// which the list's lazy section keeps out of it.
import { LinkTabPanel } from '../../components/TabStrip/LinkTabPanel';
import { useScrolledPast } from '../../hooks/useScrollY';
import { isServiceSlug, services, type ServiceSlug } from '../../content/services';
import { serviceSummaries } from '../../content/serviceSummaries';
import { useLocalized } from '../../i18n';
import { scrollThresholds } from '../../styles/runtimeTokens';
import { NotFoundPage } from '../NotFoundPage';
import type { SectionLevel } from './ServiceSection';
import { serviceSections, serviceTabs as ServiceTabs } from './serviceSections';
import { useActiveSection } from './useActiveSection';

// Each section's code is its own chunk, hydrated on its own, and so is the tab strip's
// (./serviceSections.ts).
const {
  distribution: DistributionSection,
  marketing: MarketingSection,
  music: MusicSection,
  video: VideoSection,
  publishing: PublishingSection,
  abbeyroad: AbbeyRoadSection,
} = serviceSections;

/** Page titles ('Distribution | NURI MUSIC'): the service's name in sentence case. */
const pageTitles: Record<ServiceSlug, MessageDescriptor> = {
  distribution: msg({ message: '음원 유통', context: 'page title' }),
  marketing: msg({ message: '마케팅', context: 'page title' }),
  music: msg({ message: '음악 제작', context: 'page title' }),
  video: msg({ message: '영상 제작', context: 'page title' }),
  publishing: msg({ message: '퍼블리싱', context: 'page title' }),
  abbeyroad: msg({ message: '애비 로드 스튜디오', context: 'page title' }),
};

/** What the tabs' panel needs of them: which one is on screen. */
const tabValues = services.map((service) => ({ value: service.slug }));

/** The two services with a background video: with all six on the page, one plays at a time. */
const videoSections = ['video', 'abbeyroad'] as const;

/**
 * Services (SPEC §2): `/services/{name}` shows that service, `/services` and `/services/` show all
 * six one after another; an unknown name is the 404 page. The tab strip follows the name; a tab
 * REPLACES the URL (no history entry), and with no name no tab is selected — a tab then narrows the
 * page to that service. The strip takes its scrolled look at a scroll offset of 10 or more.
 */
export function ServicesPage() {
  const { name } = useParams<{ name?: string }>();
  if (name !== undefined && !isServiceSlug(name)) return <NotFoundPage />;
  return <Services slug={name} />;
}

function Services({ slug }: { slug: ServiceSlug | undefined }) {
  const { t, i18n } = useLingui();
  const scrolled = useScrolledPast(scrollThresholds.servicesScrolled);
  const all = slug === undefined;
  const activeVideo = useActiveSection(videoSections, all);
  const summaries = useLocalized(serviceSummaries);
  const idBase = useId();
  usePageMeta(
    all ? t`서비스` : i18n._(pageTitles[slug]),
    all
      ? t`음원 유통과 마케팅, 음악과 영상 제작, 퍼블리싱, 애비 로드 스튜디오 녹음까지 누리뮤직의 여섯 가지 서비스를 소개합니다.`
      : summaries[slug],
  );

  const section = (service: ServiceSlug, level: SectionLevel) => {
    switch (service) {
      case 'distribution':
        return <DistributionSection key={service} level={level} />;
      case 'marketing':
        return <MarketingSection key={service} level={level} />;
      case 'music':
        return <MusicSection key={service} level={level} />;
      case 'video':
        return <VideoSection key={service} level={level} videoActive={!all || activeVideo === 'video'} />;
      case 'publishing':
        return <PublishingSection key={service} level={level} />;
      case 'abbeyroad':
        return <AbbeyRoadSection key={service} level={level} videoActive={!all || activeVideo === 'abbeyroad'} />;
    }
  };

  return (
    <>
      <ServiceTabs value={slug ?? null} idBase={idBase} scrolled={scrolled} />
      <LinkTabPanel items={tabValues} value={slug} idBase={idBase}>
        {all ? (
          <>
            <PageSection as="header" tone="surface" spacing="hero">
              <SectionHeading
                headingLevel={1}
                variant="display"
                eyebrow={<Trans>서비스</Trans>}
                lead={
                  <Trans>
                    음원 유통과 마케팅부터 음악과 영상 제작, 퍼블리싱, 런던 애비 로드 스튜디오에서의 녹음까지. 필요한
                    서비스를 골라 보세요.
                  </Trans>
                }
              >
                <Trans>음악이 세상에 닿기까지, 필요한 일을 함께합니다.</Trans>
              </SectionHeading>
            </PageSection>
            {services.map((service) => section(service.slug, 2))}
          </>
        ) : (
          section(slug, 1)
        )}
      </LinkTabPanel>
    </>
  );
}
