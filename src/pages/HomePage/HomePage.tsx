import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { Banner } from '../../components/Banner';
import { ButtonLink } from '../../components/Button';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { brand } from '../../content/brand';
import { home as homeContent } from '../../content/home';
import { useLocalized } from '../../i18n';
import { useAppState } from '../../store';
import { homeSections } from './homeSections';

// The typing line, the services and articles, and the videos are lazy sections: their own chunks,
// hydrated after the page (./homeSections.ts).
const { typing: HomeTyping, servicesAndArticles: HomeServicesAndArticles, videos: HomeVideos } = homeSections;

/** SPEC §9: the home page shows at most 5 articles, newest first. */
const homeArticleCount = 5;

/**
 * Home (SPEC §2): the folding banner with the slogan, the six services typed out and the company
 * statement; the services; the latest articles; three videos (loaded only on request); and the
 * closing statement with the call to contact us.
 */
export function HomePage() {
  const { t } = useLingui();
  const { articles } = useAppState();
  const home = useLocalized(homeContent);
  const id = useId();
  const servicesId = `${id}-services`;
  const articlesId = `${id}-articles`;
  const videosId = `${id}-videos`;
  const closingId = `${id}-closing`;
  usePageMeta(t`홈`, home.description);

  const latest = articles.slice(0, homeArticleCount);

  return (
    <>
      <Banner
        eyebrow={<span lang="en">{brand.brand}</span>}
        slogan={<span lang="en">{brand.tagline}</span>}
        typing={<HomeTyping />}
        statement={
          <>
            <strong>{home.statement.title}</strong> {home.statement.text}
          </>
        }
      />

      <HomeServicesAndArticles servicesId={servicesId} articlesId={articlesId} articles={latest} />

      <HomeVideos headingId={videosId} />

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
