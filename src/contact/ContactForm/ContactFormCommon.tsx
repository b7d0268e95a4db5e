import { Trans } from '@lingui/react/macro';
import { ApplicantTypeRadioGroup } from './RadioGroupPresets';
import { TextField } from '../../components/TextField';
import type { CommonFields } from '../types';
import { cell, ContactFormSection, type ContactFormSectionProps } from './ContactFormSection';

/**
 * The fields of every type (SPEC §2 "Common fields", all required): applicant type, name,
 * company (only for a company), e-mail, phone and country, with their autocomplete tokens.
 */
export function ContactFormCommon({ form, set, errors, fieldRef }: ContactFormSectionProps<CommonFields>) {
  const isCompany = form.applicantType === 'corporation';
  return (
    <ContactFormSection number={1} title={<Trans>신청자 정보</Trans>}>
      <ApplicantTypeRadioGroup
        ref={fieldRef('applicantType')}
        className={cell({ full: true })}
        required
        value={form.applicantType}
        onChange={(value) => set('applicantType', value)}
        error={errors.applicantType}
      />
      <TextField
        ref={fieldRef('name')}
        label={<Trans>이름</Trans>}
        required
        autoComplete="name"
        value={form.name}
        onChange={(value) => set('name', value)}
        error={errors.name}
      />
      {isCompany && (
        <TextField
          ref={fieldRef('company')}
          label={<Trans>회사명</Trans>}
          required
          autoComplete="organization"
          value={form.company}
          onChange={(value) => set('company', value)}
          error={errors.company}
        />
      )}
      <TextField
        ref={fieldRef('email')}
        type="email"
        label={<Trans>이메일</Trans>}
        required
        value={form.email}
        onChange={(value) => set('email', value)}
        error={errors.email}
      />
      <TextField
        ref={fieldRef('phone')}
        type="tel"
        label={<Trans>연락처</Trans>}
        required
        value={form.phone}
        onChange={(value) => set('phone', value)}
        error={errors.phone}
      />
      <TextField
        ref={fieldRef('country')}
        label={<Trans>거주 국가</Trans>}
        required
        autoComplete="country-name"
        value={form.country}
        onChange={(value) => set('country', value)}
        error={errors.country}
      />
    </ContactFormSection>
  );
}
ContactFormCommon.displayName = 'ContactForm.Common';
