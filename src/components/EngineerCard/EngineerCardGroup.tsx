import { clsx } from 'clsx';
import { useState } from 'react';
import { EngineerCard, type Engineer } from './EngineerCard';
import * as styles from './EngineerCard.css';
import type { HeadingLevel } from '../SectionHeading';

export interface EngineerCardGroupProps {
  engineers: readonly Engineer[];
  /** Controlled: the expanded card's index, or `null` for none. */
  expandedIndex?: number | null;
  /** Uncontrolled: the card expanded at first (none by default). */
  defaultExpandedIndex?: number | null;
  /** Called with the new index (or `null`) when a photo is pressed. */
  onExpandedChange?: (index: number | null) => void;
  headingLevel?: HeadingLevel;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The engineers (SPEC §2 Abbey Road: nine): pressing a photo expands that card and collapses
 * the others; pressing it again collapses it. Only one card is expanded at a time — the group
 * owns that state (`expandedIndex` controlled, or `defaultExpandedIndex` uncontrolled).
 */
export function EngineerCardGroup({
  engineers,
  expandedIndex,
  defaultExpandedIndex = null,
  onExpandedChange,
  headingLevel,
  className,
  ...aria
}: EngineerCardGroupProps) {
  const [internal, setInternal] = useState<number | null>(defaultExpandedIndex);
  const controlled = expandedIndex !== undefined;
  const current = controlled ? expandedIndex : internal;

  const toggle = (index: number) => {
    const next = current === index ? null : index;
    if (!controlled) setInternal(next);
    onExpandedChange?.(next);
  };

  return (
    <ul className={clsx(styles.list, className)} {...aria}>
      {engineers.map((engineer, i) => (
        <EngineerCard
          key={engineer.name}
          as="li"
          {...engineer}
          expanded={current === i}
          onToggle={() => toggle(i)}
          headingLevel={headingLevel}
        />
      ))}
    </ul>
  );
}
