import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { ArticleCardList } from '../../patterns/ArticleCard';
import { Banner } from '../../components/Banner';
import { Box } from '../../components/Box';
import { ButtonLink } from '../../components/Button';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { ServiceCardList } from '../../patterns/ServiceCard';
import { TypingText } from '../../components/TypingText';
import { brand } from '../../content/brand';
import { home as homeContent } from '../../content/home';
import { services, serviceBySlug } from '../../content/services';
import { serviceSummaries as serviceSummaryContent, typingServiceOrder } from '../../content/serviceSummaries';
import { useLocalized } from '../../i18n';
import { useAppState } from '../../store';
import { homeSections } from './homeSections';

// The videos below the fold are a lazy section: their own chunk, hydrated after the page.
const { videos: HomeVideos } = homeSections;

/** SPEC §9: the home page shows at most 5 articles, newest first. */
const homeArticleCount = 5;

/**
 * Home (SPEC §2): the folding banner with the slogan, the six services typed out and the company
 * statement; the services; the latest articles; three videos (loaded only on request); and the
 * closing statement with the call to contact us.
 */
export function HomePage() {
  const { t, i18n } = useLingui();
  const { articles } = useAppState();
  const home = useLocalized(homeContent);
  const serviceSummaries = useLocalized(serviceSummaryContent);
  const id = useId();
  const servicesId = `${id}-services`;
  const articlesId = `${id}-articles`;
  const videosId = `${id}-videos`;
  const closingId = `${id}-closing`;
  usePageMeta(t`홈`, home.description);

  const latest = articles.slice(0, homeArticleCount);
  const typingPhrases = typingServiceOrder.map((slug) => i18n._(serviceBySlug[slug].label));
  const serviceItems = services.map((service) => ({
    slug: service.slug,
    title: i18n._(service.label),
    description: serviceSummaries[service.slug],
  }));

  return (
    <>
      <Banner
        eyebrow={<span lang="en">{brand.brand}</span>}
        slogan={<span lang="en">{brand.tagline}</span>}
        typing={<TypingText phrases={typingPhrases} />}
        statement={
          <>
            <strong>{home.statement.title}</strong> {home.statement.text}
          </>
        }
      />

      <PageSection
        labelledBy={servicesId}
        heading={
          <SectionHeading
            id={servicesId}
            eyebrow={<Trans>서비스</Trans>}
            lead={
              <Trans>음원 유통부터 런던의 스튜디오까지, 음악이 세상에 닿기까지 필요한 여섯 가지 일을 합니다.</Trans>
            }
          >
            <Trans>음악의 처음부터 끝까지</Trans>
          </SectionHeading>
        }
      >
        <ServiceCardList services={serviceItems} headingLevel={3} aria-labelledby={servicesId} />
      </PageSection>

      <PageSection
        tone="surface"
        layout="split"
        labelledBy={articlesId}
        heading={
          <SectionHeading
            id={articlesId}
            eyebrow={<Trans>아티클</Trans>}
            lead={<Trans>아티스트 인터뷰와 새 음악, 영상 소식을 전합니다.</Trans>}
          >
            <Trans>최근 아티클</Trans>
          </SectionHeading>
        }
      >
        <ArticleCardList articles={latest} layout="row" showDate headingLevel={3} aria-labelledby={articlesId} />
        <Box display="flex">
          <ButtonLink href="/articles" variant="secondary">
            <Trans>아티클 전체 보기</Trans>
          </ButtonLink>
        </Box>
      </PageSection>

      <HomeVideos headingId={videosId} videos={home.videos} />

      <PageSection
        tone="inverse"
        align="center"
        labelledBy={closingId}
        heading={
          <SectionHeading id={closingId} align="center" lead={home.closing.text}>
            {home.closing.title}
          </SectionHeading>
        }
      >
        <ButtonLink href="/contact" size="lg">
          <Trans context="call to action">문의하기</Trans>
        </ButtonLink>
      </PageSection>
    </>
  );
}
