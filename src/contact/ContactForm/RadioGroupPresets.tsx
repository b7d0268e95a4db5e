import { useLingui } from '@lingui/react/macro';
import { RadioGroup, type RadioGroupProps } from '../../components/RadioGroup';
import type { ApplicantType, DistributorChoice } from '../types';

type PresetProps<V extends string> = Omit<RadioGroupProps<V>, 'options' | 'value' | 'onChange' | 'label'> & {
  label?: RadioGroupProps<V>['label'];
};

export interface YesNoRadioGroupProps extends Omit<PresetProps<'yes' | 'no'>, 'label'> {
  label: RadioGroupProps<'yes'>['label'];
  /** `true` = 예/Yes, `false` = 아니오/No, `null` = not answered yet. */
  value: boolean | null;
  onChange: (value: boolean) => void;
}

/** 예 / 아니오 as a boolean (released before, has a music video, distributed through NURI MUSIC…). */
export function YesNoRadioGroup({ value, onChange, ref, ...rest }: YesNoRadioGroupProps) {
  const { t } = useLingui();
  return (
    <RadioGroup
      ref={ref}
      {...rest}
      options={[
        { value: 'yes', label: t`예` },
        { value: 'no', label: t`아니오` },
      ]}
      value={value === null ? '' : value ? 'yes' : 'no'}
      onChange={(next) => onChange(next === 'yes')}
    />
  );
}
YesNoRadioGroup.displayName = 'YesNoRadioGroup';

export interface ApplicantTypeRadioGroupProps extends PresetProps<ApplicantType> {
  value: ApplicantType | '';
  onChange: (value: ApplicantType) => void;
}

/** 개인 / 회사 (the payload's `individual` / `corporation`); the label defaults to "신청자 유형". */
export function ApplicantTypeRadioGroup({ label, ref, ...rest }: ApplicantTypeRadioGroupProps) {
  const { t } = useLingui();
  return (
    <RadioGroup
      ref={ref}
      label={label ?? t`신청자 유형`}
      {...rest}
      options={[
        { value: 'individual', label: t`개인` },
        { value: 'corporation', label: t`회사` },
      ]}
    />
  );
}
ApplicantTypeRadioGroup.displayName = 'ApplicantTypeRadioGroup';

export interface YesNoUndecidedRadioGroupProps extends Omit<PresetProps<DistributorChoice>, 'label'> {
  label: RadioGroupProps<DistributorChoice>['label'];
  value: DistributorChoice | '';
  onChange: (value: DistributorChoice) => void;
}

/** 예 / 아니오 / 미정: the three answers of the video-production distributor question (SPEC §4). */
export function YesNoUndecidedRadioGroup({ ref, ...props }: YesNoUndecidedRadioGroupProps) {
  const { t } = useLingui();
  return (
    <RadioGroup
      ref={ref}
      {...props}
      options={[
        { value: 'yes', label: t`예` },
        { value: 'no', label: t`아니오` },
        { value: 'undecided', label: t`미정` },
      ]}
    />
  );
}
YesNoUndecidedRadioGroup.displayName = 'YesNoUndecidedRadioGroup';
