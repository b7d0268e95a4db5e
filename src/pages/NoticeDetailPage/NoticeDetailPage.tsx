import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { notices as noticesByLanguage } from 'virtual:content/notices';
import { useId } from 'react';
import { useParams } from 'wouter';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { ArticleBody } from '../../components/ArticleBody';
import { noHtml } from '../../lib/trustedHtml';
import { Box } from '../../components/Box';
import { ButtonLink } from '../../components/Button';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { useLocalized } from '../../i18n';
import { visuallyHidden } from '../../styles/utils.css';
import { htmlExcerpt } from '../../lib/htmlExcerpt';

/** `/notice/{id}`: id is the 1-based position in the list (SPEC §2); anything else is no position. */
const positionOf = (id: string | undefined) => (id && /^[1-9]\d*$/.test(id) ? Number(id) : 0);

/**
 * One notice (SPEC §2 Notice detail): title (h1), date YYYY-MM-DD and the sanitised HTML. A
 * position that does not exist shows the same page with EMPTY fields, as the spec says — no
 * crash and no 404 — with the heading named for assistive technology only ("this notice does not
 * exist") and the link back to the notice list, which every notice has.
 */
export function NoticeDetailPage() {
  const { t } = useLingui();
  const { id } = useParams<{ id: string }>();
  const notices = useLocalized(noticesByLanguage);
  const titleId = useId();
  const notice = notices[positionOf(id) - 1];
  // A position that does not exist is shown (SPEC) but is no page to index.
  usePageMeta(
    notice?.title || t({ context: 'notice list heading', message: '공지사항' }),
    notice ? htmlExcerpt(notice.content) : null,
    { indexable: notice !== undefined },
  );

  return (
    <PageSection as="article" labelledBy={titleId} width="reading" spacing="compact">
      <Box>
        <ButtonLink href="/notice" variant="secondary" size="sm">
          <ArrowLeft aria-hidden="true" focusable="false" size={18} />
          <Trans>공지사항 목록</Trans>
        </ButtonLink>
      </Box>

      <SectionHeading
        headingLevel={1}
        id={titleId}
        eyebrow={<Trans context="notice list heading">공지사항</Trans>}
        lead={<time dateTime={notice?.date}>{notice?.date ?? ''}</time>}
      >
        {notice ? (
          notice.title
        ) : (
          <span className={visuallyHidden}>
            <Trans>없는 공지사항입니다.</Trans>
          </span>
        )}
      </SectionHeading>

      <ArticleBody html={notice?.content ?? noHtml} />
    </PageSection>
  );
}
