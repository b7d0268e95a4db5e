import { Trans } from '@lingui/react/macro';
import { vars } from '../../src/styles/vars.css';

/*
 * The sample modal of the Modal stories (Components/Modal) and the store-connected one's
 * (Pages/Hosts/NamedModal): one title, opener, close label and two bodies, a short text and a small
 * form, so both test the same dialog. Their messages are in the stories' catalog.
 */

export const modalTitleIn = (locale: unknown) => (locale === 'en' ? 'Music distribution guide' : '음원 유통 안내');
export const modalOpenerIn = (locale: unknown) => (locale === 'en' ? 'Read the distribution guide' : '유통 안내 보기');
export const modalCloseIn = (locale: unknown) => (locale === 'en' ? 'Close' : '닫기');

/** A paragraph: the modal with nothing to focus inside but its own controls. */
export function ModalShortBody() {
  return (
    <p>
      <Trans>
        발매일 2주 전까지 음원과 앨범 정보를 올려 주시면, 200개 이상의 플랫폼에 같은 날 공개됩니다. 자세한 일정은
        담당자가 안내해 드립니다.
      </Trans>
    </p>
  );
}

/** A labelled e-mail field: the modal with a form control to focus and type into. */
export function ModalFormBody() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs }}>
      <p>
        <Trans>이메일 주소를 남겨 주시면 발매 일정을 보내 드립니다.</Trans>
      </p>
      <label htmlFor="modal-demo-email">
        <Trans>이메일</Trans>
      </label>
      <input
        id="modal-demo-email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        style={{
          minHeight: 44,
          padding: `0 ${vars.space.sm}`,
          border: `1px solid ${vars.color.borderStrong}`,
          borderRadius: vars.radius.md,
        }}
      />
    </div>
  );
}
