import { Trans } from '@lingui/react/macro';
import { visuallyHidden } from '../../styles/utils.css';

/** Tells assistive technology that a link opens a new window (WCAG G201). */
export function NewWindowHint() {
  return (
    <span className={visuallyHidden}>
      {' '}
      <Trans>(새 창에서 열림)</Trans>
    </span>
  );
}
