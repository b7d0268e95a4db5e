import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useToday } from '../hooks/useToday';
import { useLocale } from '../i18n';
import { reportError } from '../lib/errors';
import type { AppActions } from '../store';
import type { ContactFormErrors, ContactFormHandle } from './ContactForm';
import { sendCode, sendCodeMessages, type SendCode } from './sendCode';
import type { FieldKey, FormState, InquiryType } from './types';
import { useContactDraft } from './useContactDraft';
import { useReleaseCalendar, type ReleaseCalendar } from './useReleaseCalendar';
import type { ValidationFailure } from './validation';

/** The failure on screen and the type it belongs to (a type change drops it). */
interface ShownFailure extends ValidationFailure {
  type: InquiryType;
}

/** What the page connects the form to: the store (it owns the dialogs and the overlay) and the router. */
export interface ContactFormWiring {
  /** The store's actions: the validation and failure alerts, the loading overlay. */
  actions: AppActions;
  /** The shell's confirm dialog (the store's `useConfirm`): asked before the form is cleared. */
  confirm: AppActions['confirm'];
  /** After a successful send, once the type's stored draft is gone (the page goes to /contact/complete). */
  onSent: () => void;
}

/** The form's state and handlers, for `ContactForm`'s props. */
export interface ContactFormController {
  /** The form on screen (`null` without a type: nothing to render). */
  form: FormState | null;
  /** For `ContactForm`'s `ref`: the hook focuses fields and the submit button through it. */
  formRef: RefObject<ContactFormHandle | null>;
  /** The message beside the failed field, until that field changes. */
  errors: ContactFormErrors;
  /** A send (or the wait for the send's code) is under way. */
  sending: boolean;
  /** The day on screen: the prerendered page's while hydrating, then today (src/hooks/useToday.ts). */
  today: Date;
  /** The server's disabled release dates and the loader for a shown month. */
  calendar: ReleaseCalendar;
  handleChange: (next: FormState, field: FieldKey) => void;
  /** "Clear the form", after a confirmation. */
  handleClear: () => Promise<void>;
  handleSubmit: () => Promise<void>;
}

/**
 * The contact form's state and its send: the sessionStorage draft (`useContactDraft`), the release
 * calendar (`useReleaseCalendar`), validation on submit, the submission with its idempotency key
 * (a new one for a new type or a cleared form) and the visitor's "clear the form". The send's code
 * (validation, payload, submitter, API client) is not part of its first load: it comes with the
 * form's first edit (`sendCode`), or with the first send. The page passes the store's actions and
 * what to do after a send (src/pages/ContactPage/ContactFormArea.tsx).
 */
export function useContactForm(
  type: InquiryType,
  { actions, confirm, onSent }: ContactFormWiring,
): ContactFormController {
  const { i18n } = useLingui();
  // Sent with the inquiry: the language the visitor wrote it in (the one on screen).
  const language = useLocale();

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
      onSent();
    }
  };

  return { form, formRef, errors, sending, today, calendar, handleChange, handleClear, handleSubmit };
}
