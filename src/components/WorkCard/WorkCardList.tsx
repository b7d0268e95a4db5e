import { clsx } from 'clsx';
import { WorkCard, type Work, type WorkCardKind } from './WorkCard';
import * as styles from './WorkCard.css';
import type { HeadingLevel } from '../SectionHeading';

export interface WorkCardListProps {
  works: readonly Work[];
  kind?: WorkCardKind;
  headingLevel?: HeadingLevel;
  'aria-labelledby'?: string;
  className?: string;
}

/** Works on the grid: music covers 2 / 3 columns, video stills 1 / 2 columns. */
export function WorkCardList({ works, kind = 'music', headingLevel, className, ...aria }: WorkCardListProps) {
  return (
    <ul className={clsx(styles.list({ kind }), className)} {...aria}>
      {works.map((work) => (
        <li key={work.href}>
          <WorkCard {...work} kind={kind} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
