import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSearchParams } from 'wouter';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { ArticleCardList } from '../../patterns/ArticleCard';
import { Box, Stack } from '../../components/Box';
import { FilterButtons } from '../../components/FilterButtons';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { articleTypes, type ArticleType } from '../../content/types';
import { useAppState } from '../../store';

/** The filter lives in the URL (`/articles?type=MUSIC`), replaced in place: no history entries. */
export const ARTICLE_FILTER_PARAM = 'type';
const ALL = 'ALL';
const typeOptions = articleTypes.map((value) => ({ value, label: value, lang: 'en' }));

const isArticleType = (value: string | null): value is ArticleType =>
  value !== null && (articleTypes as readonly string[]).includes(value);

/**
 * Articles (SPEC §2 Articles list, §4 articles filter): the store's articles (current language,
 * newest first) as cards, filtered by type. The filter is the `type` query parameter, so a
 * filtered list survives list → article → back and can be shared; changing it replaces the URL
 * (no history entry, no scroll, no announcement). An unknown or missing type means no filter.
 */
export function ArticlesPage() {
  const { t } = useLingui();
  const { articles } = useAppState();
  const [params, setParams] = useSearchParams();
  const headingId = useId();

  const raw = params.get(ARTICLE_FILTER_PARAM);
  const filter = isArticleType(raw) ? raw : null;
  const shown = filter ? articles.filter((article) => article.type === filter) : articles;
  const count = shown.length;

  usePageMeta(
    t({ context: 'page title', message: '아티클' }),
    t`누리뮤직 아티스트의 새 음악과 인터뷰, 영상 소식을 전합니다.`,
  );

  const changeFilter = (value: ArticleType | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(ARTICLE_FILTER_PARAM, value);
        else next.delete(ARTICLE_FILTER_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <PageSection
      as="div"
      heading={
        <SectionHeading
          headingLevel={1}
          variant="display"
          id={headingId}
          lead={<Trans>누리뮤직 아티스트의 새 음악과 인터뷰, 영상 소식을 전합니다.</Trans>}
        >
          <Trans context="page title">아티클</Trans>
        </SectionHeading>
      }
    >
      <Stack gap="lg">
        <Box
          display="flex"
          flexDirection={{ mobile: 'column', tablet: 'row' }}
          alignItems={{ mobile: 'flex-start', tablet: 'center' }}
          justifyContent="space-between"
          gap="md"
        >
          <FilterButtons
            label={t`게시물 유형 필터`}
            options={typeOptions}
            value={filter}
            onChange={changeFilter}
            allLabel={ALL}
            allLang="en"
          />
          <Box as="p" role="status" color="textMuted">
            {/* A new node for each filter, so the polite region speaks the count again when the
                next type has as many articles (the same text alone would not be announced). */}
            <span key={filter ?? ALL}>
              <Plural value={count} other="게시물 #개" />
            </span>
          </Box>
        </Box>
        <ArticleCardList articles={shown} headingLevel={2} aria-labelledby={headingId} />
      </Stack>
    </PageSection>
  );
}
