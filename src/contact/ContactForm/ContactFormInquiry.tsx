import { Trans } from '@lingui/react/macro';
import type { InquiryFields } from '../types';
import { TextArea } from '../../components/TextArea';
import { cell, ContactFormSection, type ContactFormSectionProps } from './ContactFormSection';

/** MUSIC PRODUCTION, PUBLISHING and ETC (SPEC §2): the inquiry text only. */
export function ContactFormInquiry({ form, set, errors, fieldRef }: ContactFormSectionProps<InquiryFields>) {
  return (
    <ContactFormSection number={2} title={<Trans>무엇이 궁금하신가요?</Trans>}>
      <TextArea
        ref={fieldRef('comment')}
        className={cell({ full: true })}
        label={<Trans>문의 내용</Trans>}
        hint={<Trans>궁금하신 점을 자유롭게 적어 주세요.</Trans>}
        required
        rows={8}
        value={form.comment}
        onChange={(value) => set('comment', value)}
        error={errors.comment}
      />
    </ContactFormSection>
  );
}
ContactFormInquiry.displayName = 'ContactForm.Inquiry';
