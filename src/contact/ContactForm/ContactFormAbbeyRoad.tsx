import { Trans } from '@lingui/react/macro';
import type { AbbeyRoadFields } from '../types';
import { TextArea } from '../../components/TextArea';
import { ArtistSnsField, ReleasedBeforeGroup } from './ContactFormGroups';
import { cell, ContactFormSection, type ContactFormSectionProps } from './ContactFormSection';

/** ABBEY ROAD STUDIOS (SPEC §2): released before (→ released URLs), social links, the inquiry. */
export function ContactFormAbbeyRoad(props: ContactFormSectionProps<AbbeyRoadFields>) {
  const { form, set, errors, fieldRef } = props;
  return (
    <ContactFormSection number={2} title={<Trans>작업 정보</Trans>}>
      <ReleasedBeforeGroup {...props} />
      <ArtistSnsField {...props} />
      <TextArea
        ref={fieldRef('comment')}
        className={cell({ full: true })}
        label={<Trans>문의 내용</Trans>}
        hint={<Trans>녹음, 믹싱, 마스터링 중 필요한 작업과 곡 수, 희망 일정을 알려 주세요.</Trans>}
        required
        rows={6}
        value={form.comment}
        onChange={(value) => set('comment', value)}
        error={errors.comment}
      />
    </ContactFormSection>
  );
}
ContactFormAbbeyRoad.displayName = 'ContactForm.AbbeyRoad';
