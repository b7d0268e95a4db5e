import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import type { FieldKey } from '../types';
import { SectionHeading } from '../../components/SectionHeading';
import * as styles from './ContactForm.css';

/** The message shown beside each field in error (usually one: the first failure of SPEC §5). */
export type ContactFormErrors = Partial<Record<FieldKey, ReactNode>>;

/** Registers the focusable element of a field (callback ref), so the form can focus it by key. */
export type ContactFormFieldRef = (key: FieldKey) => (element: HTMLElement | null) => void;

/** What every section of the form receives from `ContactForm`; `F` is the part of the form it edits. */
export interface ContactFormSectionProps<F> {
  form: F;
  /** Sets one field. */
  set: <K extends keyof F & FieldKey>(key: K, value: F[K]) => void;
  errors: ContactFormErrors;
  fieldRef: ContactFormFieldRef;
  /** The visitor's today: the date pickers' minimums are computed from it. */
  today: Date;
  /** The server-disabled release days (the release DatePicker's `disabledDates`). */
  disabledReleaseDates?: ReadonlySet<string>;
  /** The release DatePicker's `onVisibleMonthChange` (the owner of the days loads that month). */
  onReleaseMonthChange?: (month: Date) => void;
}

/** Class names of a grid cell: `full` spans the row; `followUp` indents a field revealed by an answer. */
export const cell = (options: { full?: boolean; followUp?: boolean }): string =>
  clsx(options.full && styles.full, options.followUp && styles.followUp);

export interface ContactFormSectionFrameProps {
  /** The section's number in the numbered-heading motif. */
  number: number;
  title: ReactNode;
  /** `grid`: the fields are laid out in the two-column grid (default); `stack`: one under the other. */
  layout?: 'grid' | 'stack';
  children: ReactNode;
}

/** A numbered `<section>` of the form, named by its `h3`. */
export function ContactFormSection({ number, title, layout = 'grid', children }: ContactFormSectionFrameProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <SectionHeading headingLevel={3} number={number} id={id}>
        {title}
      </SectionHeading>
      {layout === 'grid' ? <div className={styles.grid}>{children}</div> : children}
    </section>
  );
}
ContactFormSection.displayName = 'ContactForm.Section';
