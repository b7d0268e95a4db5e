import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { IsoDateString, ReleaseTimeValue } from '../types';
import { ReleaseDatePicker } from './DatePickerPresets';
import { YesNoRadioGroup } from './RadioGroupPresets';
import { ReleaseTimeSelect } from './TimeSlotPresets';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { cell, type ContactFormSectionProps } from './ContactFormSection';

/*
 * Field groups that several inquiry types share (SPEC §2). Each takes the section's props, typed by
 * the part of the form it edits, so a type's section only lists what is its own.
 */

/** Released before? yes/no, and for yes the released-album URLs (DISTRIBUTION, ABBEY ROAD STUDIOS). */
export function ReleasedBeforeGroup({
  form,
  set,
  errors,
  fieldRef,
}: ContactFormSectionProps<{ releasedBefore: boolean; releasedUrl: string }>) {
  return (
    <>
      <YesNoRadioGroup
        ref={fieldRef('releasedBefore')}
        className={cell({ full: true })}
        label={<Trans>이전에 음원을 발매한 적이 있나요?</Trans>}
        required
        value={form.releasedBefore}
        onChange={(value) => set('releasedBefore', value)}
        error={errors.releasedBefore}
      />
      {form.releasedBefore && (
        <TextArea
          ref={fieldRef('releasedUrl')}
          className={cell({ full: true, followUp: true })}
          label={<Trans>발매된 앨범 URL</Trans>}
          hint={<Trans>플랫폼별 앨범 주소를 한 줄에 하나씩 적어 주세요.</Trans>}
          required
          rows={3}
          spellCheck={false}
          value={form.releasedUrl}
          onChange={(value) => set('releasedUrl', value)}
          error={errors.releasedUrl}
        />
      )}
    </>
  );
}

/** The artist's social links, optional (DISTRIBUTION, MARKETING, ABBEY ROAD STUDIOS). */
export function ArtistSnsField({ form, set, errors, fieldRef }: ContactFormSectionProps<{ artistSnsUrl: string }>) {
  return (
    <TextArea
      ref={fieldRef('artistSnsUrl')}
      className={cell({ full: true })}
      label={<Trans>아티스트 SNS 링크</Trans>}
      hint={<Trans>인스타그램, 유튜브 등 활동 중인 채널 주소를 적어 주세요.</Trans>}
      rows={2}
      spellCheck={false}
      value={form.artistSnsUrl}
      onChange={(value) => set('artistSnsUrl', value)}
      error={errors.artistSnsUrl}
    />
  );
}

/** The desired release date (≥ today + 14 days, not a server-disabled day) and its 12:00/18:00 slot. */
export function ReleaseSlotGroup({
  form,
  set,
  errors,
  fieldRef,
  today,
  disabledReleaseDates,
  onReleaseMonthChange,
}: ContactFormSectionProps<{ releaseDate: IsoDateString; releaseTime: ReleaseTimeValue }>) {
  return (
    <>
      <ReleaseDatePicker
        ref={fieldRef('releaseDate')}
        required
        today={today}
        disabledDates={disabledReleaseDates}
        onVisibleMonthChange={onReleaseMonthChange}
        value={form.releaseDate}
        onChange={(value) => set('releaseDate', value)}
        error={errors.releaseDate}
      />
      <ReleaseTimeSelect
        ref={fieldRef('releaseTime')}
        required
        value={form.releaseTime}
        onChange={(value) => set('releaseTime', value)}
        error={errors.releaseTime}
      />
    </>
  );
}

/** Has a music video? yes/no, and for yes its URL (MARKETING, VIDEO PRODUCTION's own track). */
export function MusicVideoGroup({
  form,
  set,
  errors,
  fieldRef,
  question,
  nested = false,
}: ContactFormSectionProps<{ hasVideo: boolean; videoUrl: string }> & {
  /** The yes/no question. */
  question: ReactNode;
  /** Inside an already indented follow-up block: the URL is not indented again. */
  nested?: boolean;
}) {
  return (
    <>
      <YesNoRadioGroup
        ref={fieldRef('hasVideo')}
        className={cell({ full: true })}
        label={question}
        required
        value={form.hasVideo}
        onChange={(value) => set('hasVideo', value)}
        error={errors.hasVideo}
      />
      {form.hasVideo && (
        <TextField
          ref={fieldRef('videoUrl')}
          className={cell({ full: true, followUp: !nested })}
          type="url"
          label={<Trans>뮤직비디오 URL</Trans>}
          value={form.videoUrl}
          onChange={(value) => set('videoUrl', value)}
          error={errors.videoUrl}
        />
      )}
    </>
  );
}
