import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './NumberedPoint.css';
import type { HeadingLevel } from '../SectionHeading';

export interface NumberedPointProps {
  /** The point's number; numbers are shown with two digits ("01"). */
  number: number | string;
  title: ReactNode;
  /** The explanation under the title. */
  children?: ReactNode;
  /** Level of the title heading (3 under a section's h2). */
  headingLevel?: HeadingLevel;
  /** `li` inside a `NumberedPointList` (which it is, by default, when you use the list). */
  as?: 'div' | 'li';
  className?: string;
}

/**
 * A numbered point or principle: a large accent number, a title heading and a short text.
 * The number is decorative (`aria-hidden`): put points in a `NumberedPointList` (an `<ol>`)
 * so their order is conveyed by the list.
 */
export function NumberedPoint({
  number,
  title,
  children,
  headingLevel = 3,
  as: Element = 'div',
  className,
}: NumberedPointProps) {
  const Heading = `h${headingLevel}` as const;
  const shown = typeof number === 'number' ? String(number).padStart(2, '0') : number;
  return (
    <Element className={clsx(styles.root, className)}>
      <span className={styles.number} aria-hidden="true">
        {shown}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
    </Element>
  );
}
