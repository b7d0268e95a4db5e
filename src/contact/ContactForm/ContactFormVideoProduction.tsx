import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import type { AudioSource, VideoProductionFields } from '../types';
import { brand as brandFacts } from '../../content/brand';
import { RadioGroup } from '../../components/RadioGroup';
import { YesNoUndecidedRadioGroup } from './RadioGroupPresets';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { FileLinkHint } from './ContactFormDistribution';
import { MusicVideoGroup, ReleaseSlotGroup } from './ContactFormGroups';
import { cell, ContactFormSection, type ContactFormSectionProps } from './ContactFormSection';
import * as styles from './ContactForm.css';

/**
 * VIDEO PRODUCTION (SPEC §2): artist streaming URL, the requested video, a reference link, the
 * audio link and the audio source. For the visitor's own track also: distributed through us
 * (yes / no → distributor name / undecided), release date and slot, has a video (→ video URL).
 * A cover hides those five questions; what was typed in them is kept in the form, not sent.
 */
export function ContactFormVideoProduction(props: ContactFormSectionProps<VideoProductionFields>) {
  const { form, set, errors, fieldRef } = props;
  const { i18n } = useLingui();
  const brand = i18n.locale === 'ko' ? brandFacts.brandKo : brandFacts.brand;
  const ownTrack = form.audioSource === 'own';
  return (
    <ContactFormSection number={2} title={<Trans>영상 정보</Trans>}>
      <TextField
        ref={fieldRef('streamingUrl')}
        className={cell({ full: true })}
        type="url"
        label={<Trans>아티스트 스트리밍 URL</Trans>}
        required
        value={form.streamingUrl}
        onChange={(value) => set('streamingUrl', value)}
        error={errors.streamingUrl}
      />
      <TextArea
        ref={fieldRef('videoRequest')}
        className={cell({ full: true })}
        label={<Trans>원하시는 영상 설명</Trans>}
        hint={<Trans>분위기, 장면, 길이, 공개할 곳 등 떠올린 모습을 자유롭게 적어 주세요.</Trans>}
        required
        rows={4}
        value={form.videoRequest}
        onChange={(value) => set('videoRequest', value)}
        error={errors.videoRequest}
      />
      <TextField
        ref={fieldRef('referenceUrl')}
        className={cell({ full: true })}
        type="url"
        label={<Trans>레퍼런스 영상 링크</Trans>}
        value={form.referenceUrl}
        onChange={(value) => set('referenceUrl', value)}
        error={errors.referenceUrl}
      />
      <TextField
        ref={fieldRef('audioUrl')}
        className={cell({ full: true })}
        type="url"
        label={<Trans>음원 파일 링크</Trans>}
        hint={<FileLinkHint />}
        required
        value={form.audioUrl}
        onChange={(value) => set('audioUrl', value)}
        error={errors.audioUrl}
      />
      <RadioGroup<AudioSource>
        ref={fieldRef('audioSource')}
        className={cell({ full: true })}
        label={<Trans>음원 종류</Trans>}
        orientation="vertical"
        required
        options={[
          { value: 'own', label: <Trans>본인의 발매곡 또는 발매 예정곡</Trans> },
          { value: 'cover', label: <Trans>커버곡 또는 다른 아티스트의 곡</Trans> },
        ]}
        value={form.audioSource}
        onChange={(value) => set('audioSource', value)}
        error={errors.audioSource}
      />
      {ownTrack && (
        <div className={clsx(styles.grid, cell({ full: true, followUp: true }))}>
          <YesNoUndecidedRadioGroup
            ref={fieldRef('distributorChoice')}
            className={cell({ full: true })}
            label={<Trans>{brand}을 통해 유통하시나요?</Trans>}
            required
            value={form.distributorChoice}
            onChange={(value) => set('distributorChoice', value)}
            error={errors.distributorChoice}
          />
          {form.distributorChoice === 'no' && (
            <TextField
              ref={fieldRef('distributorName')}
              className={cell({ full: true })}
              label={<Trans>유통사명</Trans>}
              required
              value={form.distributorName}
              onChange={(value) => set('distributorName', value)}
              error={errors.distributorName}
            />
          )}
          <ReleaseSlotGroup {...props} />
          <MusicVideoGroup {...props} nested question={<Trans>이 곡의 뮤직비디오가 이미 있나요?</Trans>} />
        </div>
      )}
      <TextField
        ref={fieldRef('budget')}
        label={<Trans>예산</Trans>}
        hint={<Trans>예: 300만 원. 정해지지 않았다면 비워 두셔도 됩니다.</Trans>}
        value={form.budget}
        onChange={(value) => set('budget', value)}
        error={errors.budget}
      />
      <TextArea
        ref={fieldRef('comment')}
        className={cell({ full: true })}
        label={<Trans>코멘트</Trans>}
        hint={<Trans>촬영 일정이나 장소처럼 미리 알려 주실 내용을 적어 주세요.</Trans>}
        rows={3}
        value={form.comment}
        onChange={(value) => set('comment', value)}
        error={errors.comment}
      />
    </ContactFormSection>
  );
}
ContactFormVideoProduction.displayName = 'ContactForm.VideoProduction';
