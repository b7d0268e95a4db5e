import { Trans } from '@lingui/react/macro';
import type { DistributionFields } from '../types';
import { ReadyDatePicker } from './DatePickerPresets';
import { YesNoRadioGroup } from './RadioGroupPresets';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { ArtistSnsField, ReleasedBeforeGroup, ReleaseSlotGroup } from './ContactFormGroups';
import { cell, ContactFormSection, type ContactFormSectionProps } from './ContactFormSection';

/** The file rule shown under every audio/demo link field. */
export function FileLinkHint() {
  return (
    <Trans>
      파일은 직접 첨부할 수 없습니다. 음원(WAV 권장)과 자료를 구글 드라이브나 드롭박스 같은 공유 폴더에 올리고, 누구나
      열 수 있는 링크를 붙여 넣어 주세요.
    </Trans>
  );
}

/**
 * DISTRIBUTION (SPEC §2): released before (→ released-album URLs), album title, artist, artist
 * streaming URLs, social links, demo link with the file rule, has a music video, desired release
 * date and slot, materials-ready date, remarks.
 */
export function ContactFormDistribution(props: ContactFormSectionProps<DistributionFields>) {
  const { form, set, errors, fieldRef, today } = props;
  return (
    <ContactFormSection number={2} title={<Trans>앨범 정보</Trans>}>
      <ReleasedBeforeGroup {...props} />
      <TextField
        ref={fieldRef('albumTitle')}
        label={<Trans>앨범명</Trans>}
        required
        value={form.albumTitle}
        onChange={(value) => set('albumTitle', value)}
        error={errors.albumTitle}
      />
      <TextField
        ref={fieldRef('artist')}
        label={<Trans>아티스트명</Trans>}
        required
        value={form.artist}
        onChange={(value) => set('artist', value)}
        error={errors.artist}
      />
      <TextArea
        ref={fieldRef('artistStreamingUrl')}
        className={cell({ full: true })}
        label={<Trans>아티스트 스트리밍 URL</Trans>}
        hint={<Trans>멜론, 스포티파이 등 아티스트 페이지 주소를 한 줄에 하나씩 적어 주세요.</Trans>}
        rows={2}
        spellCheck={false}
        value={form.artistStreamingUrl}
        onChange={(value) => set('artistStreamingUrl', value)}
        error={errors.artistStreamingUrl}
      />
      <ArtistSnsField {...props} />
      <TextField
        ref={fieldRef('demoUrl')}
        className={cell({ full: true })}
        type="url"
        label={<Trans>데모 파일 링크</Trans>}
        hint={<FileLinkHint />}
        value={form.demoUrl}
        onChange={(value) => set('demoUrl', value)}
        error={errors.demoUrl}
      />
      <YesNoRadioGroup
        ref={fieldRef('hasVideo')}
        className={cell({ full: true })}
        label={<Trans>뮤직비디오가 있나요?</Trans>}
        required
        value={form.hasVideo}
        onChange={(value) => set('hasVideo', value)}
        error={errors.hasVideo}
      />
      <ReleaseSlotGroup {...props} />
      <ReadyDatePicker
        ref={fieldRef('readyDate')}
        required
        today={today}
        value={form.readyDate}
        onChange={(value) => set('readyDate', value)}
        error={errors.readyDate}
      />
      <TextArea
        ref={fieldRef('remark')}
        className={cell({ full: true })}
        label={<Trans>비고</Trans>}
        hint={<Trans>그 밖에 알려 주실 내용이 있다면 적어 주세요.</Trans>}
        rows={3}
        value={form.remark}
        onChange={(value) => set('remark', value)}
        error={errors.remark}
      />
    </ContactFormSection>
  );
}
ContactFormDistribution.displayName = 'ContactForm.Distribution';
