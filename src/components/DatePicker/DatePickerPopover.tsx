import * as Popover from '@radix-ui/react-popover';
import { useDeferredValue, useRef, type ReactNode, type RefObject } from 'react';
import * as styles from './DatePicker.css';
import { DatePickerCalendar, type DatePickerCalendarProps } from './DatePickerCalendar';

export interface DatePickerPopoverProps {
  /** The dialog's id: the calendar button's `aria-controls`. */
  id: string;
  open: boolean;
  /** Escape, a press outside or focus leaving the dialog. */
  onClose: () => void;
  /** The input row the dialog is placed against. */
  anchorRef: RefObject<HTMLElement | null>;
  /** The calendar button: pressing it toggles the dialog itself; focus returns to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The dialog's name. */
  label: string;
  /** The id of `reason`, the dialog's description. */
  reasonId: string;
  /** Why days are disabled, under the grid. */
  reason: ReactNode;
  calendar: DatePickerCalendarProps;
}

/**
 * The calendar dialog of `DatePicker` (loaded on first use, with its calendar grid): a Radix
 * Popover placed against the input row, which brings the portal, positioning, outside press and
 * Escape. The calendar button stays in DatePicker.tsx as a plain button, so this module is its own
 * chunk: what Radix's `Popover.Trigger` does for a non-modal popover is done here instead — a
 * press on the button is not an outside press (the button toggles), and closing returns the
 * focus to the button unless the visitor pressed or moved the focus elsewhere.
 */
export function DatePickerPopover({
  id,
  open,
  onClose,
  anchorRef,
  triggerRef,
  label,
  reasonId,
  reason,
  calendar,
}: DatePickerPopoverProps) {
  // The press paints the calendar button's new state first; the dialog (Floating UI measures the
  // page, the grid of 35–42 day buttons, the focus on a day) renders right after that paint, in a
  // deferred render. Closing is at once.
  const shown = useDeferredValue(open, false) && open;
  const interactedOutside = useRef(false);
  const pointerDownOutside = useRef(false);

  return (
    <Popover.Root open={shown} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label={label}
          aria-describedby={reasonId}
          align="start"
          sideOffset={8}
          collisionPadding={16}
          className={styles.popover}
          // DayPicker's autoFocus puts focus on the selected day, today or the first enabled day.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            interactedOutside.current = true;
            const { type } = event.detail.originalEvent;
            if (type === 'pointerdown') pointerDownOutside.current = true;
            // The button toggles the dialog itself: closing here too would reopen it at once.
            if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
            // Safari moves the focus after the press that already counted.
            if (type === 'focusin' && pointerDownOutside.current) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) triggerRef.current?.focus();
            interactedOutside.current = false;
            pointerDownOutside.current = false;
          }}
        >
          <DatePickerCalendar {...calendar} />
          <div id={reasonId} className={styles.reason}>
            {reason}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
