import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { NumberedPoint } from './NumberedPoint';
import * as styles from './NumberedPoint.css';
import type { HeadingLevel } from '../SectionHeading';

export interface NumberedPointItem {
  title: ReactNode;
  text?: ReactNode;
}

export interface NumberedPointListProps {
  points: readonly NumberedPointItem[];
  /** Columns on desktop (one on mobile, two on tablet). */
  columns?: (typeof styles.numberedPointColumns)[number];
  headingLevel?: HeadingLevel;
  /** Names the list, e.g. with the id of the section heading. */
  'aria-labelledby'?: string;
  className?: string;
}

/** Points in an ordered list, numbered from 1, laid out on the 12-column rhythm. */
export function NumberedPointList({ points, columns = 3, headingLevel, className, ...aria }: NumberedPointListProps) {
  return (
    <ol className={clsx(styles.list, styles.listColumns[columns], className)} {...aria}>
      {points.map((point, i) => (
        <NumberedPoint key={i} as="li" number={i + 1} title={point.title} headingLevel={headingLevel}>
          {point.text}
        </NumberedPoint>
      ))}
    </ol>
  );
}
