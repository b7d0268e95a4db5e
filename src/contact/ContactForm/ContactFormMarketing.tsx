import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketingFields } from '../types';
import { brand as brandFacts } from '../../content/brand';
import { YesNoRadioGroup } from './RadioGroupPresets';
import { BudgetSelect } from './SelectBudget';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { FileLinkHint } from './ContactFormDistribution';
import { ArtistSnsField, MusicVideoGroup, ReleaseSlotGroup } from './ContactFormGroups';
import { cell, ContactFormSection, type ContactFormSectionProps } from './ContactFormSection';

/**
 * MARKETING (SPEC §2): artist, streaming URL, audio link (required with a video), has a video
 * (→ video URL), release date and slot, distributed through us (else → distributor name),
 * social links, budget (ranges in 10,000 KRW or free text), comment.
 */
export function ContactFormMarketing(props: ContactFormSectionProps<MarketingFields>) {
  const { form, set, errors, fieldRef } = props;
  const { i18n } = useLingui();
  const brand = i18n.locale === 'ko' ? brandFacts.brandKo : brandFacts.brand;
  return (
    <ContactFormSection number={2} title={<Trans>마케팅 정보</Trans>}>
      <TextField
        ref={fieldRef('artist')}
        label={<Trans>아티스트명</Trans>}
        required
        value={form.artist}
        onChange={(value) => set('artist', value)}
        error={errors.artist}
      />
      <TextField
        ref={fieldRef('streamingUrl')}
        type="url"
        label={<Trans>스트리밍 URL</Trans>}
        value={form.streamingUrl}
        onChange={(value) => set('streamingUrl', value)}
        error={errors.streamingUrl}
      />
      <TextField
        ref={fieldRef('audioUrl')}
        className={cell({ full: true })}
        type="url"
        label={<Trans>음원 파일 링크</Trans>}
        hint={<FileLinkHint />}
        required={form.hasVideo}
        value={form.audioUrl}
        onChange={(value) => set('audioUrl', value)}
        error={errors.audioUrl}
      />
      <MusicVideoGroup {...props} question={<Trans>뮤직비디오가 있나요?</Trans>} />
      <ReleaseSlotGroup {...props} />
      <YesNoRadioGroup
        ref={fieldRef('distributedByUs')}
        className={cell({ full: true })}
        label={<Trans>{brand}을 통해 유통하시나요?</Trans>}
        required
        value={form.distributedByUs}
        onChange={(value) => set('distributedByUs', value)}
        error={errors.distributedByUs}
      />
      {!form.distributedByUs && (
        <TextField
          ref={fieldRef('distributorName')}
          className={cell({ full: true, followUp: true })}
          label={<Trans>유통사명</Trans>}
          required
          value={form.distributorName}
          onChange={(value) => set('distributorName', value)}
          error={errors.distributorName}
        />
      )}
      <ArtistSnsField {...props} />
      <BudgetSelect
        ref={fieldRef('budget')}
        value={form.budget}
        onChange={(value) => set('budget', value)}
        error={errors.budget}
      />
      <TextArea
        ref={fieldRef('comment')}
        className={cell({ full: true })}
        label={<Trans>코멘트</Trans>}
        hint={<Trans>캠페인에서 중요하게 생각하는 점이나 궁금한 점을 적어 주세요.</Trans>}
        rows={3}
        value={form.comment}
        onChange={(value) => set('comment', value)}
        error={errors.comment}
      />
    </ContactFormSection>
  );
}
ContactFormMarketing.displayName = 'ContactForm.Marketing';
