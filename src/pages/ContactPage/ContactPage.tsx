import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { PageSection } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { parseInquiryType, type InquiryType } from '../../contact/inquiryTypes';
import { NotFoundPage } from '../NotFoundPage';
import { ContactNoScriptNote } from './ContactNoScriptNote';
import { contactSections } from './contactSections';

const { form: ContactFormArea } = contactSections;

/**
 * /contact and /contact/{type} (SPEC §2): the contact and release-application form. `/contact`
 * means DISTRIBUTION; an unknown type is a 404. The page is its heading; the type tabs and the form
 * below it are a lazy section (`ContactFormArea`): the prerendered form is on screen at once, and
 * hydrates from its own chunk after the page, keeping what was typed or pressed before then.
 */
export function ContactPage() {
  const params = useParams<{ type?: string }>();
  const type = parseInquiryType(params.type);
  return type ? <ContactScreen type={type} /> : <NotFoundPage />;
}

function ContactScreen({ type }: { type: InquiryType }) {
  const { t } = useLingui();
  usePageMeta(t`문의하기`, t`궁금한 점을 보내 주시면 빠르게 답변해 드립니다.`);
  return (
    <>
      <PageSection as="header" tone="inverse" spacing="compact">
        <SectionHeading
          headingLevel={1}
          variant="display"
          eyebrow={<Trans>문의</Trans>}
          lead={
            <Trans>
              문의 유형을 고르고 내용을 보내 주세요. 담당자가 확인한 뒤 이메일이나 전화로 빠르게 답변드립니다.
            </Trans>
          }
        >
          <Trans>무엇을 도와드릴까요?</Trans>
        </SectionHeading>
        <ContactNoScriptNote />
      </PageSection>
      <ContactFormArea type={type} />
    </>
  );
}
