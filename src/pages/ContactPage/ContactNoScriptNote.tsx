import { Trans } from '@lingui/react/macro';
import { registration } from '../../content/companyBrief';
import * as styles from './ContactNoScriptNote.css';

/**
 * What the contact page says when the browser runs no script: the form cannot send (the send
 * button does nothing, the form never reloads the page), and how else to reach the company.
 * Shown by CSS `@media (scripting: none)` (like the header's and the tabs' links), so the
 * prerendered HTML carries it in the page's language and, with script on, it stays hidden.
 */
export function ContactNoScriptNote() {
  const email = registration.email;
  return (
    <div className={styles.note}>
      <p className={styles.title}>
        <Trans>이 양식은 JavaScript가 켜져 있어야 보낼 수 있습니다.</Trans>
      </p>
      <p className={styles.text}>
        <Trans>
          브라우저에서 JavaScript를 켜고 이 페이지를 다시 열거나, 문의 내용을 이메일{' '}
          <a href={`mailto:${email}`} className={styles.mail}>
            {email}
          </a>
          로 보내 주세요.
        </Trans>
      </p>
    </div>
  );
}
