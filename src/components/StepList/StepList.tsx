import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './StepList.css';
import type { HeadingLevel } from '../SectionHeading';

export interface StepListItem {
  title: ReactNode;
  text?: ReactNode;
}

export interface StepListProps {
  /** The steps in order (Publishing has four). */
  steps: readonly StepListItem[];
  /** Level of each step's title heading; `null` renders the titles as plain emphasised text. */
  headingLevel?: HeadingLevel | null;
  /** Names the list, e.g. with the id of the section heading. */
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * Ordered steps as an `<ol>`: a numbered marker joined to the next step by a line — down the
 * page on mobile, across it from the tablet width up. The visible numbers are decorative; the
 * list itself says "1 of 4".
 */
export function StepList({ steps, headingLevel = 3, className, ...aria }: StepListProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <ol className={clsx(styles.list, className)} {...aria}>
      {steps.map((step, i) => (
        <li key={i} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <Title className={styles.title}>{step.title}</Title>
          {step.text ? <div className={styles.text}>{step.text}</div> : null}
        </li>
      ))}
    </ol>
  );
}
