import { Trans, useLingui } from '@lingui/react/macro';
import { ArticleCardList } from '../../patterns/ArticleCard';
import { Box } from '../../components/Box';
import { ButtonLink } from '../../components/Button';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { ServiceCardList } from '../../patterns/ServiceCard';
import { services } from '../../content/services';
import { serviceSummaries as serviceSummaryContent } from '../../content/serviceSummaries';
import type { ArticleSummary } from '../../content/types';
import { useLocalized } from '../../i18n';

export interface HomeServicesAndArticlesProps {
  /** The ids of the two sections' headings (the page's `useId`, the same on the server and the client). */
  servicesId: string;
  articlesId: string;
  /** The latest articles, newest first, in the language on screen. */
  articles: readonly ArticleSummary[];
}

/**
 * The home page's services (six cards) and its latest articles: links below the banner. A lazy
 * section of the home page (./homeSections.ts): the cards' code, their icons and the services'
 * summaries come after the page's; the prerendered cards are on screen meanwhile, their links plain
 * links until then.
 */
export function HomeServicesAndArticles({ servicesId, articlesId, articles }: HomeServicesAndArticlesProps) {
  const { i18n } = useLingui();
  const serviceSummaries = useLocalized(serviceSummaryContent);
  const serviceItems = services.map((service) => ({
    slug: service.slug,
    title: i18n._(service.label),
    description: serviceSummaries[service.slug],
  }));

  return (
    <>
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
        <ArticleCardList articles={articles} layout="row" showDate headingLevel={3} aria-labelledby={articlesId} />
        <Box display="flex">
          <ButtonLink href="/articles" variant="secondary">
            <Trans>아티클 전체 보기</Trans>
          </ButtonLink>
        </Box>
      </PageSection>
    </>
  );
}
