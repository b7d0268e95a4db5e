import { Trans, useLingui } from '@lingui/react/macro';
import { Eraser, LoaderCircle, Send } from 'lucide-react';
import {
  useCallback,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type Ref,
} from 'react';
import type {
  AbbeyRoadFields,
  CommonFields,
  DistributionFields,
  FieldKey,
  FormState,
  InquiryFields,
  InquiryType,
  MarketingFields,
  VideoProductionFields,
} from '../types';
import { Button } from '../../components/Button';
import { ConsentCheckbox } from './CheckboxConsent';
import { RequiredLegend } from '../../components/Field';
import * as styles from './ContactForm.css';
import { ContactFormAbbeyRoad } from './ContactFormAbbeyRoad';
import { ContactFormCommon } from './ContactFormCommon';
import { ContactFormDistribution } from './ContactFormDistribution';
import { ContactFormInquiry } from './ContactFormInquiry';
import { ContactFormIntro } from './ContactFormIntro';
import { ContactFormMarketing } from './ContactFormMarketing';
import { ContactFormSection, type ContactFormErrors, type ContactFormSectionProps } from './ContactFormSection';
import { ContactFormVideoProduction } from './ContactFormVideoProduction';

/** What a parent can do with the form: focus a field (after the validation alert has closed). */
export interface ContactFormHandle {
  /** Scrolls the field's control into view and focuses it; `false` when the field is not on screen. */
  focusField: (field: FieldKey) => boolean;
  /** Focuses the submit button (after an alert about a failed send has closed). */
  focusSubmit: () => void;
  /** Focuses the form's first field (after the form has been cleared). */
  focusFirstField: () => void;
}

export interface ContactFormProps {
  /** The inquiry type: decides the title, the notes and the type-specific fields. */
  type: InquiryType;
  /** The whole form (src/contact `FormState` of `type`). */
  value: FormState;
  /** Called with the new form and the field that changed, on every edit. */
  onChange: (next: FormState, field: FieldKey) => void;
  /** Messages shown beside fields (they get `aria-invalid` and `aria-describedby`). */
  errors?: ContactFormErrors;
  /** Called when the visitor submits (button, or Enter in a field). Not called while `busy`. */
  onSubmit: () => void;
  /** Sending: the submit button says so (`aria-busy`, `aria-disabled`) and submits are ignored. */
  busy?: boolean;
  /** The visitor's today (date minimums). Stories fix it; the page passes `new Date()`. */
  today: Date;
  /**
   * The server-disabled release days (SPEC §7), owned by `useReleaseCalendar` (src/contact): the
   * form only shows them in the release date picker.
   */
  disabledReleaseDates?: ReadonlySet<string>;
  /** Called with the month the release calendar shows (on open and on every month change). */
  onReleaseMonthChange?: (month: Date) => void;
  /** Where the privacy policy lives (default `/terms`). */
  policyHref?: string;
  /**
   * The page keeps what is typed in this browser tab (a draft): when given, the form says so
   * above the fields and offers a "clear the form" button, which calls this (the page asks for
   * confirmation, then empties the fields and the stored draft).
   */
  onClear?: () => void;
  ref?: Ref<ContactFormHandle>;
}

/**
 * The contact and release-application form of one inquiry type (SPEC §2): an introduction with
 * the type's notes, the common fields, the type's own fields with their conditions, the
 * personal-information consent and the submit button. Controlled and presentational: it never
 * validates or sends — the page does, on submit only (`noValidate`), and passes the errors back.
 */
export function ContactForm({
  type,
  value,
  onChange,
  errors = {},
  onSubmit,
  busy = false,
  today,
  disabledReleaseDates,
  onReleaseMonthChange,
  policyHref,
  onClear,
  ref,
}: ContactFormProps) {
  const headingId = useId();
  const draftNoteId = useId();
  // The focusable element of each field, registered by stable callback refs (one per field, so
  // React does not detach and re-attach them on every render).
  const [elements] = useState(() => new Map<FieldKey, HTMLElement>());
  const [callbacks] = useState(() => new Map<FieldKey, (element: HTMLElement | null) => void>());
  const submitRef = useRef<HTMLButtonElement>(null);

  const fieldRef = useCallback(
    (key: FieldKey) => {
      let callback = callbacks.get(key);
      if (!callback) {
        callback = (element: HTMLElement | null) => {
          if (element) elements.set(key, element);
          else elements.delete(key);
        };
        callbacks.set(key, callback);
      }
      return callback;
    },
    [callbacks, elements],
  );

  useImperativeHandle(
    ref,
    () => ({
      focusField(field) {
        const element = elements.get(field);
        if (!element || !element.isConnected) return false;
        element.scrollIntoView({ block: 'center' });
        focusWhenReady(element);
        return true;
      },
      focusSubmit() {
        if (submitRef.current) focusWhenReady(submitRef.current);
      },
      focusFirstField() {
        // The applicant type comes first in every type (its ref is the radio Tab lands on).
        const element = elements.get('applicantType');
        if (!element || !element.isConnected) return;
        element.scrollIntoView({ block: 'center' });
        focusWhenReady(element);
      },
    }),
    [elements],
  );

  const set = (key: FieldKey, next: unknown) => onChange({ ...value, [key]: next } as FormState, key);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  const section = <F,>(): ContactFormSectionProps<F> => ({
    form: value as unknown as F,
    set: set as ContactFormSectionProps<F>['set'],
    errors,
    fieldRef,
    today,
    disabledReleaseDates,
    onReleaseMonthChange,
  });

  let specific: ReactNode;
  switch (type) {
    case 'DISTRIBUTION':
      specific = <ContactFormDistribution {...section<DistributionFields>()} />;
      break;
    case 'MARKETING':
      specific = <ContactFormMarketing {...section<MarketingFields>()} />;
      break;
    case 'VIDEO PRODUCTION':
      specific = <ContactFormVideoProduction {...section<VideoProductionFields>()} />;
      break;
    case 'ABBEY ROAD STUDIOS':
      specific = <ContactFormAbbeyRoad {...section<AbbeyRoadFields>()} />;
      break;
    default:
      specific = <ContactFormInquiry {...section<InquiryFields>()} />;
  }

  return (
    // method="dialog": without script, pressing send (or Enter) does nothing at all — the default
    // GET to this page would reload it with every field emptied (the page says script is needed).
    <form method="dialog" noValidate aria-labelledby={headingId} className={styles.form} onSubmit={handleSubmit}>
      <ContactFormIntro type={type} headingId={headingId} />
      <div className={styles.fields}>
        <RequiredLegend />
        {onClear && (
          <div className={styles.draft}>
            <p id={draftNoteId} className={styles.draftNote}>
              <Trans>작성 중인 내용은 보내거나 지울 때까지 이 브라우저 탭에만 보관되며, 탭을 닫으면 사라집니다.</Trans>
            </p>
            <Button variant="secondary" size="sm" aria-describedby={draftNoteId} onClick={onClear}>
              <Eraser aria-hidden="true" focusable="false" className={styles.draftIcon} />
              <Trans>양식 지우기</Trans>
            </Button>
          </div>
        )}
        <ContactFormCommon {...section<CommonFields>()} />
        {specific}
        <ContactFormSection number={3} title={<Trans>동의 및 보내기</Trans>} layout="stack">
          <div className={styles.send}>
            <ConsentCheckbox
              ref={fieldRef('consent')}
              policyHref={policyHref}
              checked={value.consent}
              onChange={(checked) => set('consent', checked)}
              error={errors.consent}
            />
            <SubmitButton ref={submitRef} type={type} busy={busy} />
          </div>
        </ContactFormSection>
      </div>
    </form>
  );
}
ContactForm.displayName = 'ContactForm';

/**
 * Focuses `element` now, or — when the page is still inert behind an overlay that is going away
 * (the loading overlay lingers 150 ms after an answer, while its alert may already be closed) —
 * as soon as it can take focus, for up to a second.
 */
function focusWhenReady(element: HTMLElement, framesLeft = 60) {
  if (!element.isConnected) return;
  if (element.closest('[inert]')) {
    if (framesLeft > 0) requestAnimationFrame(() => focusWhenReady(element, framesLeft - 1));
    return;
  }
  element.focus({ preventScroll: true });
}

/**
 * The submit button. While sending it keeps focus (no `disabled`, which would drop it) but says
 * it is busy and refuses to submit again (`aria-disabled`).
 */
function SubmitButton({ type, busy, ref }: { type: InquiryType; busy: boolean; ref: Ref<HTMLButtonElement> }) {
  const { t } = useLingui();
  const label = busy ? t`보내는 중…` : type === 'DISTRIBUTION' ? t`발매 신청 보내기` : t`문의 보내기`;
  const Icon = busy ? LoaderCircle : Send;
  return (
    <Button
      ref={ref}
      type="submit"
      size="lg"
      className={styles.submit}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
    >
      {label}
      <Icon aria-hidden="true" focusable="false" className={styles.submitIcon} />
    </Button>
  );
}
SubmitButton.displayName = 'ContactForm.SubmitButton';
