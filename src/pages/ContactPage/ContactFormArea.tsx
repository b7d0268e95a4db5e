import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { ContactForm, type ContactFormHandle } from '../../contact/ContactForm';
import { PageSection } from '../../components/PageSection';
import { RouteTabStrip } from '../../patterns/RouteTabStrip';
import { sendCode, sendCodeMessages, type SendCode } from '../../contact/sendCode';
import {
  contactCompletePath,
  contactPath,
  inquiryTypeLabel,
  inquiryTypes,
  type FieldKey,
  type FormState,
  type InquiryType,
} from '../../contact/types';
import type { ValidationFailure } from '../../contact/validation';
import { useLocale } from '../../i18n';
import { reportError } from '../../lib/errors';
import { useAppActions, useConfirm } from '../../store';
import { useContactDraft } from './useContactDraft';
import { useReleaseCalendar } from '../../contact/useReleaseCalendar';
import { useToday } from '../../hooks/useToday';

/** The failure on screen and the type it belongs to (a type change drops it). */
interface ShownFailure extends ValidationFailure {
  type: InquiryType;
}

/**
 * The contact page's form with its type tabs: a lazy section of the page (./contactSections.ts,
 * src/lib/lazySection.tsx), its own chunk that hydrates after the page. It connects the
 * presentational `ContactForm` to the router (type tabs replace the route parameter; success goes
 * to /contact/complete), the store (validation and failure alerts, the loading overlay), the API
 * (the release calendar and the send) and the sessionStorage draft. The send's code (validation,
 * payload, submitter, API client) is not part of its first load either: it comes with the form's
 * first edit (`sendCode`), or with the first send.
 */
export function ContactFormArea({ type }: { type: InquiryType }) {
  const { t, i18n } = useLingui();
  // Sent with the inquiry: the language the visitor wrote it in (the one on screen).
  const language = useLocale();
  const actions = useAppActions();
  const confirm = useConfirm();
  const [, navigate] = useLocation();

  const { form, update, discard, clear } = useContactDraft(type);
  // The day on screen: the prerendered page's while hydrating, then today (src/hooks/useToday.ts).
  const today = useToday();
  const releaseDate = form && 'releaseDate' in form ? form.releaseDate : undefined;
  const calendar = useReleaseCalendar(today, releaseDate);

  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [sending, setSending] = useState(false);
  const submitterRef = useRef<ReturnType<SendCode['createApplicationSubmitter']> | null>(null);
  const formRef = useRef<ContactFormHandle>(null);
  const submitterOf = (send: SendCode) => (submitterRef.current ??= send.createApplicationSubmitter());
  /** The next send gets a new idempotency key (there is none to drop before the send's code is there). */
  const newSubmission = () => {
    const send = sendCode.current();
    if (send) submitterOf(send).newSubmission();
  };

  // A type change starts a new submission: the next send gets a new idempotency key.
  const keyedType = useRef(type);
  useEffect(() => {
    if (keyedType.current === type) return;
    keyedType.current = type;
    const send = sendCode.current();
    if (send) (submitterRef.current ??= send.createApplicationSubmitter()).newSubmission();
  }, [type]);

  const tabs = useMemo(
    () => inquiryTypes.map((value) => ({ value, label: inquiryTypeLabel(value, i18n), href: contactPath(value) })),
    [i18n],
  );

  const shown = failure && failure.type === type ? failure : null;
  const errors = shown ? { [shown.field]: i18n._(shown.message) } : {};

  const handleChange = (next: FormState, field: FieldKey) => {
    // The first edit fetches the send's code, so a send does not wait for it.
    sendCode.load().catch(() => {
      // A send tries again and says so (handleSubmit).
    });
    update(next);
    // The message beside a field stays until the visitor changes that field (or submits again).
    if (shown && shown.field === field) setFailure(null);
  };

  /** "Clear the form", after a confirmation: every field and the stored draft; focus on the first field. */
  const handleClear = async () => {
    const ok = await confirm(msg`입력하신 내용을 모두 지울까요? 이 브라우저 탭에 보관된 내용도 함께 지워집니다.`, {
      title: msg`양식 지우기`,
    });
    if (!ok) return;
    // Rendered at once, so the focus lands on the emptied form (and the dialog leaves it there).
    flushSync(() => {
      clear();
      setFailure(null);
    });
    newSubmission();
    formRef.current?.focusFirstField();
  };

  /** The send's code; while it loads, the page shows it is busy. Null when it could not load (said). */
  const loadSendCode = async (): Promise<SendCode | null> => {
    setSending(true);
    actions.setLoading(true);
    try {
      return await sendCode.retry();
    } catch (error) {
      reportError({ error, where: 'contact-send' });
      actions.alert(sendCodeMessages.notLoaded, sendCodeMessages.title, {
        onClose: () => formRef.current?.focusSubmit(),
      });
      return null;
    } finally {
      actions.setLoading(false);
      setSending(false);
    }
  };

  const handleSubmit = async () => {
    if (!form || sending) return;
    const send = sendCode.current() ?? (await loadSendCode());
    if (!send) return;
    const invalid = send.validate(type, form, { today: new Date(), disabledDates: calendar.disabled });
    if (invalid) {
      setFailure({ ...invalid, type });
      actions.alert(invalid.message, undefined, {
        onClose: () => formRef.current?.focusField(invalid.field),
      });
      return;
    }
    setFailure(null);
    setSending(true);
    const result = await submitterOf(send).submit({
      type,
      form,
      language,
      actions,
      i18n,
      onAlertClose: () => formRef.current?.focusSubmit(),
    });
    setSending(false);
    if (result.ok) {
      discard();
      navigate(contactCompletePath);
    }
  };

  if (!form) return null;
  return (
    <PageSection as="div" spacing="compact">
      <RouteTabStrip items={tabs} value={type} aria-label={t`문의 유형`}>
        <ContactForm
          key={type}
          ref={formRef}
          type={type}
          value={form}
          onChange={handleChange}
          errors={errors}
          onSubmit={() => void handleSubmit()}
          busy={sending}
          onClear={handleClear}
          today={today}
          disabledReleaseDates={calendar.disabled}
          onReleaseMonthChange={calendar.loadMonth}
        />
      </RouteTabStrip>
    </PageSection>
  );
}
