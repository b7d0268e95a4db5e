import { Trans, useLingui } from '@lingui/react/macro';
import { startOfDay, startOfMonth } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import type { Matcher } from 'react-day-picker';
import { useToday } from '../../hooks/useToday';
import { parseIsoDate, toIsoDate } from '../../lib/dates';
import { reportError } from '../../lib/errors';
import { lazyModule } from '../../lib/lazyModule';
import { ErrorBoundary } from '../ErrorBoundary';
import { Field, type FieldBaseProps } from '../Field';
import { hintLine } from '../private/fieldControl.css';
import * as styles from './DatePicker.css';
import { parseTypedDate } from './typedDate';

export interface DatePickerProps
  extends Omit<FieldBaseProps, 'label'>, Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'disabled' | 'onBlur'> {
  /** The field's label; also names the calendar button and the calendar dialog, so it is text. */
  label: string;
  /** `YYYY-MM-DD`, or `''` when no (allowed) date is chosen. */
  value: string;
  /**
   * Called with an allowed `YYYY-MM-DD`, or with `''` when the field is cleared or holds a date
   * that is invalid, before `min` or in `disabledDates` (the typed text stays on screen with the
   * reason). Also called with `''` when `disabledDates` changes to contain the current value.
   */
  onChange: (value: string) => void;
  /** The earliest selectable day; days before it are disabled. */
  min?: Date;
  /** Today's date (default: today, hydration-safe: `useToday`). Stories fix it so snapshots are stable. */
  today?: Date;
  /**
   * Days that cannot be chosen besides those before `min` (`YYYY-MM-DD`), e.g. the dates a server
   * has closed. The picker only shows them: whoever owns the data loads and keeps it.
   */
  disabledDates?: ReadonlySet<string> | readonly string[];
  /**
   * Called with the first day of the month the calendar shows: when it opens and whenever the
   * visitor moves to another month (the owner of `disabledDates` can load that month).
   */
  onVisibleMonthChange?: (month: Date) => void;
  /** Why days are disabled, shown in the calendar under the generic note. */
  disabledReason?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The calendar dialog — Radix Popover with Floating UI, and the react-day-picker grid — is its own
 * chunk, loaded on first use, not with the page: started when the pointer reaches the calendar
 * button or the button gets focus, awaited when it is pressed. Once loaded it stays; after a
 * failed load, the next press (or pointer or focus on the button) tries again.
 */
const popoverModule = lazyModule(() => import('./DatePickerPopover'));
const preloadPopover = () => {
  popoverModule.retry().catch(() => undefined);
};

/** Nothing where the dialog would be when it failed to render (the typed field still works). */
const NoPopover = () => null;

/**
 * A date field: type the date (`YYYY-MM-DD`, also `YYYY.MM.DD`) or pick it from a calendar
 * (react-day-picker in a Radix Popover, loaded when the calendar is first wanted: the field and
 * its typed dates work without it). Days before `min` and `disabledDates` are disabled, skipped
 * by the arrow keys and explained in words. Presentational: whoever owns `disabledDates` loads
 * them, told by `onVisibleMonthChange` which month is shown. The ref reaches the `<input>`.
 */
export function DatePicker({
  label,
  hint,
  error,
  required,
  id,
  className,
  value,
  onChange,
  min,
  today,
  disabledDates,
  onVisibleMonthChange,
  disabledReason,
  name,
  disabled,
  onBlur,
  ref,
}: DatePickerProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const dialogId = useId();
  const rowRef = useRef<HTMLSpanElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  // Dates arrive as new objects on every render; work with their day numbers. Without `today`, the
  // day on screen: the prerendered page's while hydrating, then today (src/hooks/useToday.ts).
  const currentDay = useToday();
  const todayTime = startOfDay(today ?? currentDay).getTime();
  const minTime = min ? startOfDay(min).getTime() : undefined;
  const todayDate = useMemo(() => new Date(todayTime), [todayTime]);
  const minDay = useMemo(() => (minTime === undefined ? undefined : new Date(minTime)), [minTime]);

  const [open, setOpen] = useState(false);
  // The dialog is mounted from its first opening on, so closing runs Radix's exit and focus return.
  const [used, setUsed] = useState(false);
  const [month, setMonth] = useState(() => startOfMonth(todayDate));
  // What is typed may differ from `value` (half-typed, invalid or disallowed): keep both, and
  // take `value` again whenever it changes from outside.
  const [draft, setDraft] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const [showFormatError, setShowFormatError] = useState(false);

  const disabledDays = useMemo<ReadonlySet<string>>(
    () => (disabledDates instanceof Set ? disabledDates : new Set(disabledDates)),
    [disabledDates],
  );

  if (value !== syncedValue) {
    setSyncedValue(value);
    // `''` after a withdrawal (below) keeps the typed text on screen with its reason.
    const withdrawal = value === '' && disabledDays.has(syncedValue);
    if (!withdrawal) {
      setDraft(value);
      setShowFormatError(false);
    }
  }

  // A value that turns up in `disabledDates` (a list that arrived after it was chosen) is withdrawn.
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });
  useEffect(() => {
    if (value && disabledDays.has(value)) latestOnChange.current('');
  }, [value, disabledDays]);
  const isBeforeMin = (iso: string) => minTime !== undefined && (parseIsoDate(iso)?.getTime() ?? 0) < minTime;
  const isAllowed = (iso: string) => !isBeforeMin(iso) && !disabledDays.has(iso);

  const disabledMatchers = useMemo<Matcher[]>(
    () => [...(minDay ? [{ before: minDay }] : []), (date: Date) => disabledDays.has(toIsoDate(date))],
    [minDay, disabledDays],
  );

  const emit = (next: string) => {
    setSyncedValue(next);
    if (next !== value) onChange(next);
  };

  const handleTyping = (text: string) => {
    setDraft(text);
    setShowFormatError(false);
    const iso = parseTypedDate(text);
    emit(iso && isAllowed(iso) ? iso : '');
  };

  const handleBlur: InputHTMLAttributes<HTMLInputElement>['onBlur'] = (event) => {
    const iso = parseTypedDate(draft);
    if (iso) setDraft(iso);
    else if (draft.trim() !== '') setShowFormatError(true);
    onBlur?.(event);
  };

  const handleSelect = (date: Date | undefined) => {
    if (!date) return;
    const iso = toIsoDate(date);
    setDraft(iso);
    setShowFormatError(false);
    emit(iso);
    setOpen(false);
  };

  const selectedDate = parseIsoDate(value) ?? undefined;
  const draftIso = parseTypedDate(draft);

  // The calendar opens once its code is there: at once after the first time, else when the load
  // (usually started by the pointer or focus reaching the button) ends, if still wanted then — a
  // press while it loads is kept, and dropped if the visitor went back to the text field.
  const wantsOpen = useRef(false);
  const handleOpenChange = (next: boolean) => {
    wantsOpen.current = next;
    if (!next) {
      setOpen(false);
      return;
    }
    const shown = selectedDate ?? parseIsoDate(draftIso ?? '') ?? (minDay && minDay > todayDate ? minDay : todayDate);
    const first = startOfMonth(shown);
    setMonth(first);
    onVisibleMonthChange?.(first);
    if (popoverModule.current()) {
      setUsed(true);
      setOpen(true);
      return;
    }
    popoverModule.retry().then(
      () => {
        if (!wantsOpen.current) return;
        setUsed(true);
        setOpen(true);
      },
      (error: unknown) => {
        // Offline or a failed chunk: the typed field still works; the next press tries again.
        wantsOpen.current = false;
        reportError({ error, where: 'date-picker' });
      },
    );
  };

  // A dialog that failed to render is dropped; the next press mounts it afresh.
  const handlePopoverError = () => {
    wantsOpen.current = false;
    setOpen(false);
    setUsed(false);
  };

  const handleMonthChange = (next: Date) => {
    setMonth(next);
    onVisibleMonthChange?.(next);
  };

  // The field's own message wins over the form's: it is the more specific one.
  // Dates never break at their hyphens.
  const example = <span className={styles.date}>{toIsoDate(minDay ?? todayDate)}</span>;
  let ownError: ReactNode;
  if (draft.trim() !== '') {
    if (!draftIso) {
      if (showFormatError) ownError = <Trans>날짜를 연-월-일 순서로 입력해 주세요. 예: {example}</Trans>;
    } else if (isBeforeMin(draftIso)) {
      const earliest = minDay ? toIsoDate(minDay) : '';
      ownError = (
        <Trans>
          선택할 수 없는 날짜입니다. <span className={styles.date}>{earliest}</span>부터 선택할 수 있습니다.
        </Trans>
      );
    } else if (disabledDays.has(draftIso)) {
      ownError = <Trans>선택할 수 없는 날짜입니다. 마감된 날짜이니 다른 날짜를 골라 주세요.</Trans>;
    }
  }
  const shownError = ownError ?? error;

  const fieldHint = (
    <>
      {hint && <span className={hintLine}>{hint}</span>}
      <span className={hintLine}>
        <Trans>연-월-일 순서로 입력하거나 달력 버튼으로 고르세요. 예: {example}</Trans>
      </span>
    </>
  );

  const chosen = value;
  const triggerLabel = selectedDate ? t`${label} 달력 열기, ${chosen} 선택됨` : t`${label} 달력 열기`;
  const dialogLabel = t`${label} 달력`;

  const Popover = used ? popoverModule.current()?.DatePickerPopover : undefined;

  return (
    <>
      <Field label={label} hint={fieldHint} error={shownError} required={required} id={id} className={className}>
        {(control) => (
          <span ref={rowRef} className={styles.inputRow}>
            <input
              ref={ref}
              type="text"
              {...control}
              name={name}
              disabled={disabled}
              autoComplete="off"
              spellCheck={false}
              value={draft}
              onChange={(event) => handleTyping(event.target.value)}
              // Back in the text field before the calendar's code arrived: it no longer opens.
              onFocus={() => (wantsOpen.current = false)}
              onBlur={handleBlur}
              className={styles.input}
            />
            {/* What Radix's Popover.Trigger rendered, without its code: the dialog loads on first use. */}
            <button
              ref={triggerRef}
              type="button"
              aria-label={triggerLabel}
              disabled={disabled}
              className={styles.trigger}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? dialogId : undefined}
              data-state={open ? 'open' : 'closed'}
              onPointerEnter={preloadPopover}
              onFocus={preloadPopover}
              onClick={() => handleOpenChange(!open)}
            >
              <CalendarDays aria-hidden="true" className={styles.triggerIcon} />
            </button>
          </span>
        )}
      </Field>
      {Popover && (
        <ErrorBoundary where="date-picker" fallback={NoPopover} onError={handlePopoverError}>
          <Popover
            id={dialogId}
            open={open}
            onClose={() => handleOpenChange(false)}
            anchorRef={rowRef}
            triggerRef={triggerRef}
            label={dialogLabel}
            reasonId={reasonId}
            reason={
              <>
                <p>
                  <Trans>
                    회색에 <span className={styles.strikeSample}>줄이 그어진</span> 날짜는 선택할 수 없습니다.
                  </Trans>
                </p>
                {disabledReason && <p>{disabledReason}</p>}
              </>
            }
            calendar={{
              selected: selectedDate,
              onSelect: handleSelect,
              month,
              onMonthChange: handleMonthChange,
              startMonth: minDay ? startOfMonth(minDay) : undefined,
              disabled: disabledMatchers,
              today: todayDate,
            }}
          />
        </ErrorBoundary>
      )}
    </>
  );
}
DatePicker.displayName = 'DatePicker';
