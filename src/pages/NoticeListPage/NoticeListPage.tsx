import { Trans, useLingui } from '@lingui/react/macro';
import { notices as noticesByLanguage } from 'virtual:content/notices';
import { useId } from 'react';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { NoticeTable } from '../../patterns/NoticeTable';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { useLocalized } from '../../i18n';

/**
 * Public notice (SPEC §2 Notice list): the notices of the current language, newest first, in a
 * two-column table (title 75 %, date 25 %); row n opens `/notice/n`. The footer offers this page
 * only in Korean, but the route works in both languages.
 */
export function NoticeListPage() {
  const { t } = useLingui();
  const notices = useLocalized(noticesByLanguage);
  const headingId = useId();
  usePageMeta(t({ context: 'notice list heading', message: '공지사항' }), t`누리뮤직의 새 소식과 안내를 전합니다.`);

  return (
    <PageSection
      as="div"
      heading={
        <SectionHeading
          headingLevel={1}
          variant="display"
          id={headingId}
          lead={<Trans>누리뮤직의 새 소식과 안내를 전합니다.</Trans>}
        >
          <Trans context="notice list heading">공지사항</Trans>
        </SectionHeading>
      }
    >
      <NoticeTable notices={notices} aria-labelledby={headingId} />
    </PageSection>
  );
}
