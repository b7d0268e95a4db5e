import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './FilterButtons.css';

export interface FilterOption<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Language of the label when it differs from the page's (e.g. `en` for "MUSIC" in the Korean UI). */
  lang?: string;
}

export interface FilterButtonsProps<V extends string = string> {
  /** The filter values, in order. The "all" button comes first and is not part of this list. */
  options: readonly FilterOption<V>[];
  /** The active filter; `null` means no filter: everything is shown and the "all" button is pressed. */
  value: V | null;
  /** Called with the new filter, or `null` when the filter is cleared. */
  onChange: (value: V | null) => void;
  /** Label of the first button, which clears the filter ("ALL"). */
  allLabel: ReactNode;
  /** Language of `allLabel` when it differs from the page's. */
  allLang?: string;
  /** Accessible name of the group (what is being filtered). */
  label: string;
  className?: string;
}

/**
 * A row of toggle buttons that filter a list (SPEC §4 articles filter): "all" plus one button per
 * value, each a native `button` with `aria-pressed`, inside a named `group`. No filter means all
 * (the "all" button is pressed); pressing the pressed value again clears the filter, and "all"
 * always clears it. The buttons keep their place and focus; the list below them changes.
 */
export function FilterButtons<V extends string>({
  options,
  value,
  onChange,
  allLabel,
  allLang,
  label,
  className,
}: FilterButtonsProps<V>) {
  return (
    <div role="group" aria-label={label} className={clsx(styles.root, className)}>
      <button
        type="button"
        className={styles.button()}
        aria-pressed={value === null}
        lang={allLang}
        onClick={() => onChange(null)}
      >
        {allLabel}
      </button>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            className={styles.button()}
            aria-pressed={pressed}
            lang={option.lang}
            onClick={() => onChange(pressed ? null : option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
