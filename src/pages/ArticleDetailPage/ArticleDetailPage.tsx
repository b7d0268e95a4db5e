import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { use, useDeferredValue, useId } from 'react';
import { useLocation, useParams, useRouter } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { ArticleBody } from '../../components/ArticleBody';
// From its own file: the barrel would bring the article cards' code into the page's chunk.
import { formatArticleDate } from '../../patterns/ArticleCard/formatArticleDate';
import { Box } from '../../components/Box';
import { Button } from '../../components/Button';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { loadArticleBody, type ArticleBody as ArticleBodyContent } from '../../content/articleBodies';
import type { ArticleSummary } from '../../content/types';
import { useAppState } from '../../store';
import { NotFoundPage } from '../NotFoundPage';
import { articleSections } from './articleSections';
import { ARTICLES_FALLBACK, browserBackEnvironment, canGoBackInSite } from './backNavigation';

// The video and the channels are lazy sections: their own chunks, hydrated after the page.
const { video: ArticleVideo, channels: ArticleChannels } = articleSections;

/**
 * One article (SPEC §2 Article detail) from the store's list for the current language; an id
 * that is not in it (or not written exactly as the id, e.g. `03`) renders the 404 page.
 */
export function ArticleDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { articles, language } = useAppState();
  // After a language change the page keeps the body on screen until the other language's body
  // has loaded, instead of falling back to an empty page.
  const bodyLanguage = useDeferredValue(language);
  const article = articles.find((item) => String(item.id) === id);
  if (!article) return <NotFoundPage />;
  return <ArticleDetail key={article.id} article={article} body={loadArticleBody(bodyLanguage, article.id)} />;
}

/**
 * Back, type / artist, title (the page's h1), date YYYY.MM.DD, the article's video (muted
 * autoplay when the article asks for it), the sanitised body, and a footer with the official
 * channels. Back goes one step back in the browser's history when that stays on this site, else
 * to the article list (see backNavigation.ts).
 */
function ArticleDetail({ article, body: bodyLoad }: { article: ArticleSummary; body: Promise<ArticleBodyContent> }) {
  // Each body is its own chunk (suspends until loaded; prerendered pages keep their HTML meanwhile).
  // Its description was made from it when the site was built.
  const body = use(bodyLoad);
  const router = useRouter();
  const [, navigate] = useLocation();
  const titleId = useId();
  usePageMeta(article.title, body.excerpt || null);

  const goBack = () => {
    if (canGoBackInSite(browserBackEnvironment(router.hook === useBrowserLocation))) window.history.back();
    else navigate(ARTICLES_FALLBACK);
  };

  return (
    <PageSection as="article" labelledBy={titleId} width="reading" spacing="compact">
      <Box>
        <Button variant="secondary" size="sm" onClick={goBack}>
          <ArrowLeft aria-hidden="true" focusable="false" size={18} />
          <Trans>뒤로 가기</Trans>
        </Button>
      </Box>

      <SectionHeading
        headingLevel={1}
        id={titleId}
        eyebrow={
          <>
            <span lang="en">{article.type}</span> <span aria-hidden="true">/</span> <span>{article.artist}</span>
          </>
        }
        lead={<time dateTime={article.date}>{formatArticleDate(article.date)}</time>}
      >
        {article.title}
      </SectionHeading>

      {article.video ? (
        <ArticleVideo
          videoId={article.video.id}
          title={article.title}
          poster={article.thumb}
          autoplay={article.video.autoplay ?? false}
          start={article.video.start}
        />
      ) : null}

      <ArticleBody html={body.html} />

      <Box as="footer" paddingTop="xl">
        <ArticleChannels />
      </Box>
    </PageSection>
  );
}
