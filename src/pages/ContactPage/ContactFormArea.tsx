import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ContactForm } from '../../contact/ContactForm';
import { PageSection } from '../../components/PageSection';
import { RouteTabStrip } from '../../patterns/RouteTabStrip';
import {
  contactCompletePath,
  contactPath,
  inquiryTypeLabel,
  inquiryTypes,
  type InquiryType,
} from '../../contact/types';
import { useAppActions, useConfirm } from '../../store';
import { useContactForm } from '../../contact/useContactForm';

/**
 * The contact page's form with its type tabs: a lazy section of the page (./contactSections.ts,
 * src/components/LazySection/lazySection.tsx), its own chunk that hydrates after the page. It connects the
 * presentational `ContactForm` and its state (`useContactForm` in src/contact: the draft, the
 * release calendar, validation and the send) to the router (type tabs replace the route parameter;
 * success goes to /contact/complete) and the store (validation and failure alerts, the confirm
 * dialog, the loading overlay).
 */
export function ContactFormArea({ type }: { type: InquiryType }) {
  const { t, i18n } = useLingui();
  const actions = useAppActions();
  const confirm = useConfirm();
  const [, navigate] = useLocation();

  const { form, formRef, errors, sending, today, calendar, handleChange, handleClear, handleSubmit } = useContactForm(
    type,
    { actions, confirm, onSent: () => navigate(contactCompletePath) },
  );

  const tabs = useMemo(
    () => inquiryTypes.map((value) => ({ value, label: inquiryTypeLabel(value, i18n), href: contactPath(value) })),
    [i18n],
  );

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
