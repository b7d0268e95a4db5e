import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Clock, FileAudio, FilePenLine, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { changeRequestFormUrl, RIGHTS_HOLDER_SITE_URL } from '../links';
import { inquiryTypeLabel, type InquiryType } from '../types';
import { brand as brandFacts } from '../../content/brand';
import { figures, groupThousands } from '../../content/companyBrief';
import { isLocale } from '../../i18n/locales';
import { TextLink } from '../../components/TextLink';
import * as styles from './ContactForm.css';
import { ContactFormNote, ContactFormNotes } from './ContactFormNote';

/** The title of a type's form (the `h2` of the form). */
function IntroTitle({ type }: { type: InquiryType }): ReactNode {
  switch (type) {
    case 'DISTRIBUTION':
      return <Trans>음원 유통 신청</Trans>;
    case 'MARKETING':
      return <Trans>마케팅 문의</Trans>;
    case 'MUSIC PRODUCTION':
      return <Trans>음악 제작 문의</Trans>;
    case 'VIDEO PRODUCTION':
      return <Trans>영상 제작 문의</Trans>;
    case 'PUBLISHING':
      return <Trans>퍼블리싱 문의</Trans>;
    case 'ABBEY ROAD STUDIOS':
      return <Trans>애비 로드 스튜디오 문의</Trans>;
    case 'ETC':
      return <Trans>기타 문의</Trans>;
  }
}

/** One or two sentences on what the type is for. */
function IntroLead({ type }: { type: InquiryType }): ReactNode {
  // Not Intl's number format: a page's first Intl format initialises ICU, a long task while the form
  // hydrates (src/content/company.ts). Korean and English group thousands the same way.
  const platforms = groupThousands(figures.platforms);
  const countries = groupThousands(figures.countries);
  const composers = groupThousands(figures.composers);
  switch (type) {
    case 'DISTRIBUTION':
      return (
        <Trans>
          {platforms}개가 넘는 플랫폼, {countries}개 국가에 음원을 발매합니다. 아래 내용을 보내 주시면 검토한 뒤
          담당자가 연락드립니다.
        </Trans>
      );
    case 'MARKETING':
      return <Trans>발매 전후의 프로모션과 캠페인을 함께 계획합니다. 아티스트와 음원에 대해 알려 주세요.</Trans>;
    case 'MUSIC PRODUCTION':
      return (
        <Trans>
          {composers}명이 넘는 작곡가와 함께 작곡, 편곡, 프로듀싱을 진행합니다. 필요한 작업을 자유롭게 적어 주세요.
        </Trans>
      );
    case 'VIDEO PRODUCTION':
      return <Trans>뮤직비디오와 퍼포먼스 영상처럼 음악에 맞는 영상을 만듭니다. 원하시는 영상을 설명해 주세요.</Trans>;
    case 'PUBLISHING':
      return <Trans>곡의 저작권 관리와 싱크 라이선싱에 대해 문의해 주세요.</Trans>;
    case 'ABBEY ROAD STUDIOS':
      return <Trans>런던 애비 로드 스튜디오의 엔지니어와 녹음, 믹싱, 마스터링을 진행할 수 있습니다.</Trans>;
    case 'ETC':
      return <Trans>제휴 제안이나 그 밖의 궁금한 점을 남겨 주세요.</Trans>;
  }
}

export interface ContactFormIntroProps {
  type: InquiryType;
  /** Id of the `h2`, which also names the form. */
  headingId: string;
}

/**
 * The head of a type's form: the type, its title (`h2`), what it is for, and the notes to read
 * first — for distribution the existing-member link, the change-request form of the visitor's
 * language, the 2-weeks rule and the no-audio rule (SPEC §2).
 */
export function ContactFormIntro({ type, headingId }: ContactFormIntroProps) {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'ko';
  const brand = locale === 'ko' ? brandFacts.brandKo : brandFacts.brand;
  const days = figures.replyBusinessDays;
  return (
    <div className={styles.intro}>
      <div>
        <p className={styles.eyebrow}>{inquiryTypeLabel(type, i18n)}</p>
        <h2 id={headingId} className={styles.introTitle}>
          <IntroTitle type={type} />
        </h2>
      </div>
      <p className={styles.introLead}>
        <IntroLead type={type} />
      </p>
      <ContactFormNotes>
        {type === 'DISTRIBUTION' && (
          <>
            <ContactFormNote icon={UserCheck}>
              <p className={styles.noteText}>
                <Trans>
                  이미 {brand} 유통 시스템 회원이신가요? 회원은 권리자 사이트에서 바로 발매를 신청할 수 있습니다.
                </Trans>
              </p>
              <p className={styles.noteText}>
                <TextLink href={RIGHTS_HOLDER_SITE_URL} external>
                  <Trans>권리자 사이트로 가기</Trans>
                </TextLink>
              </p>
            </ContactFormNote>
            <ContactFormNote icon={FilePenLine}>
              <p className={styles.noteText}>
                <Trans>
                  권리자 정보나 유통 중인 음원 정보를 바꾸려면 변경 신청서를 보내 주세요. 이미 신청한 앨범은 발매 전에는
                  수정할 수 없습니다.
                </Trans>
              </p>
              <p className={styles.noteText}>
                <TextLink href={changeRequestFormUrl(locale)} external>
                  <Trans>정보 변경 신청서 작성하기</Trans>
                </TextLink>
              </p>
            </ContactFormNote>
            <ContactFormNote icon={CalendarClock}>
              <p className={styles.noteText}>
                <Trans>음원과 앨범 자료는 출시일 2주 전까지 업로드해 주세요.</Trans>
              </p>
            </ContactFormNote>
            <ContactFormNote icon={FileAudio}>
              <p className={styles.noteText}>
                <Trans>음원이나 데모 파일이 없는 신청은 발매 검토에서 제외됩니다.</Trans>
              </p>
            </ContactFormNote>
          </>
        )}
        <ContactFormNote icon={Clock}>
          <p className={styles.noteText}>
            <Trans>답변은 영업일 기준 {days}일 안에 담당자가 이메일이나 전화로 드립니다.</Trans>
          </p>
        </ContactFormNote>
      </ContactFormNotes>
    </div>
  );
}
ContactFormIntro.displayName = 'ContactForm.Intro';
