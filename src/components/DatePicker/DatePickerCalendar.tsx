import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { DayPicker, type ChevronProps, type Matcher, type PropsBase } from 'react-day-picker';
import { enUS, ko } from 'react-day-picker/locale';
import { toIsoDate } from '../../lib/dates';
import * as styles from './DatePicker.css';

/**
 * The calendar grid of the DatePicker: react-day-picker with the site's classes, locale and
 * labels. Part of the calendar dialog's chunk (DatePickerPopover.tsx), loaded when a calendar is
 * first wanted (DatePicker.tsx), so a page with a date field carries none of it in its initial JS.
 */
export interface DatePickerCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date | undefined) => void;
  month: Date;
  onMonthChange: (month: Date) => void;
  /** The first month the calendar may show (the month of `min`). */
  startMonth: Date | undefined;
  disabled: Matcher[];
  today: Date;
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

export function DatePickerCalendar({
  selected,
  onSelect,
  month,
  onMonthChange,
  startMonth,
  disabled,
  today,
}: DatePickerCalendarProps) {
  const { t, i18n } = useLingui();
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
    <DayPicker
      mode="single"
      required
      // Focus moves into the calendar when it opens (APG date picker dialog): the
      // selected day, else today, else the first enabled day.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      selected={selected}
      onSelect={onSelect}
      month={month}
      onMonthChange={onMonthChange}
      startMonth={startMonth}
      disabled={disabled}
      today={today}
      locale={locale}
      weekStartsOn={0}
      navLayout="after"
      labels={labels}
      classNames={dayPickerClassNames}
      components={dayPickerComponents}
    />
  );
}
