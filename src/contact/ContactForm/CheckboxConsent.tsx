import { Trans } from '@lingui/react/macro';
import { NewWindowHint } from '../../components/Button';
import { Checkbox, type CheckboxProps } from '../../components/Checkbox';
import * as styles from './CheckboxConsent.css';

export interface ConsentCheckboxProps extends Omit<CheckboxProps, 'label'> {
  /** Where the privacy policy lives (default `/terms`). */
  policyHref?: string;
}

/**
 * The personal-information consent at the end of the contact form. The privacy policy link
 * sits inside the sentence and opens in a new window, so the answers typed so far stay.
 */
export function ConsentCheckbox({ policyHref = '/terms', required = true, ref, ...rest }: ConsentCheckboxProps) {
  return (
    <Checkbox
      ref={ref}
      required={required}
      {...rest}
      label={
        <Trans>
          문의 답변을 위한 개인정보 수집 및 이용에 동의합니다. 자세한 내용은{' '}
          <a href={policyHref} target="_blank" rel="noopener noreferrer" className={styles.link}>
            개인정보처리방침
            <NewWindowHint />
          </a>
          에서 확인할 수 있습니다.
        </Trans>
      }
    />
  );
}
ConsentCheckbox.displayName = 'ConsentCheckbox';
