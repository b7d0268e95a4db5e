import { Trans, useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { startOfDay, startOfMonth } from 'date-fns';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { DayPicker, type ChevronProps, type Matcher, type PropsBase } from 'react-day-picker';
import { enUS, ko } from 'react-day-picker/locale';
import { parseIsoDate, toIsoDate } from '../../lib/dates';
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
  /** Today's date (default: now). Stories fix it so snapshots are stable. */
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
}

const dayPickerLocales = { ko, en: enUS } as const;

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={className} />;
}
const dayPickerComponents = { Chevron: CalendarChevron };

const dayPickerClassNames = {
  root: styles.calendar,
  months: styles.months,
  month: styles.month,
  month_caption: styles.caption,
  caption_label: styles.captionLabel,
  nav: styles.nav,
  button_previous: styles.navButton,
  button_next: styles.navButton,
  chevron: styles.chevron,
  month_grid: styles.grid,
  weekday: styles.weekday,
  day: styles.day,
  day_button: styles.dayButton,
  today: styles.today,
  selected: styles.selected,
  disabled: styles.disabled,
  hidden: styles.hidden,
};

/**
 * A date field: type the date (`YYYY-MM-DD`, also `YYYY.MM.DD`) or pick it from a calendar
 * (react-day-picker in a Radix Popover). Days before `min` and days the server lists are
 * disabled, skipped by the arrow keys and explained in words. The ref reaches the `<input>`.
 */
export const DatePicker = forwardRef<HTMLInputElement, DatePickerProps>(function DatePicker(
  {
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
  },
  ref,
) {
  const { t, i18n } = useLingui();
  const reasonId = useId();

  // Dates arrive as new objects on every render; work with their day numbers.
  const todayTime = startOfDay(today ?? new Date()).getTime();
  const minTime = min ? startOfDay(min).getTime() : undefined;
  const todayDate = useMemo(() => new Date(todayTime), [todayTime]);
  const minDay = useMemo(() => (minTime === undefined ? undefined : new Date(minTime)), [minTime]);

  const [open, setOpen] = useState(false);
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

  const handleOpenChange = (next: boolean) => {
    if (next) {
      const shown = selectedDate ?? parseIsoDate(draftIso ?? '') ?? (minDay && minDay > todayDate ? minDay : todayDate);
      const first = startOfMonth(shown);
      setMonth(first);
      onVisibleMonthChange?.(first);
    }
    setOpen(next);
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

  const locale = i18n.locale === 'en' ? dayPickerLocales.en : dayPickerLocales.ko;
  // Day names read like DayPicker's own ("Today, Saturday, December 5, 2026, selected"), plus
  // "unavailable" on disabled days, which DayPicker's labels never say (A11Y.md). The day number
  // stands alone in the name, so the button's visible text is a word of its name (WCAG 2.5.3
  // Label in Name): not "5th", and in Korean not "5일", which Chromium's word segmenter keeps as
  // one word — the numeric date Korean readers know, "2026. 12. 5. 토요일".
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns format patterns, not text
  const dayNamePattern = i18n.locale === 'en' ? 'EEEE, MMMM d, yyyy' : 'yyyy. M. d. EEEE';
  const todayWord = t`오늘`;
  const selectedWord = t`선택됨`;
  const unavailableWord = t`선택할 수 없음`;
  const previousLabel = t`이전 달`;
  const nextLabel = t`다음 달`;
  const navLabel = t`달 이동`;
  const labels = useMemo<PropsBase['labels']>(
    () => ({
      labelDayButton: (date, modifiers, _options, dateLib) =>
        [
          modifiers.today && todayWord,
          dateLib ? dateLib.format(date, dayNamePattern) : toIsoDate(date),
          modifiers.selected && selectedWord,
          modifiers.disabled && unavailableWord,
        ]
          .filter(Boolean)
          .join(', '),
      labelPrevious: () => previousLabel,
      labelNext: () => nextLabel,
      labelNav: () => navLabel,
    }),
    [todayWord, selectedWord, unavailableWord, previousLabel, nextLabel, navLabel, dayNamePattern],
  );

  return (
    <Popover.Root open={open} onOpenChange={handleOpenChange}>
      <Field label={label} hint={fieldHint} error={shownError} required={required} id={id} className={className}>
        {(control) => (
          <Popover.Anchor asChild>
            <span className={styles.inputRow}>
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
                onBlur={handleBlur}
                className={styles.input}
              />
              <Popover.Trigger asChild>
                <button type="button" aria-label={triggerLabel} disabled={disabled} className={styles.trigger}>
                  <CalendarDays aria-hidden="true" className={styles.triggerIcon} />
                </button>
              </Popover.Trigger>
            </span>
          </Popover.Anchor>
        )}
      </Field>
      <Popover.Portal>
        <Popover.Content
          aria-label={dialogLabel}
          aria-describedby={reasonId}
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className={styles.popover}
          // DayPicker's autoFocus puts focus on the selected day, today or the first enabled day.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <DayPicker
            mode="single"
            required
            // Focus moves into the calendar when it opens (APG date picker dialog): the
            // selected day, else today, else the first enabled day.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            selected={selectedDate}
            onSelect={handleSelect}
            month={month}
            onMonthChange={handleMonthChange}
            startMonth={minDay ? startOfMonth(minDay) : undefined}
            disabled={disabledMatchers}
            today={todayDate}
            locale={locale}
            weekStartsOn={0}
            navLayout="after"
            labels={labels}
            classNames={dayPickerClassNames}
            components={dayPickerComponents}
          />
          <div id={reasonId} className={styles.reason}>
            <p>
              <Trans>
                회색에 <span className={styles.strikeSample}>줄이 그어진</span> 날짜는 선택할 수 없습니다.
              </Trans>
            </p>
            {disabledReason && <p>{disabledReason}</p>}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
DatePicker.displayName = 'DatePicker';
