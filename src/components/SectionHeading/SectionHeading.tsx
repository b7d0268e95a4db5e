import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './SectionHeading.css';
import type { HeadingLevel } from './headingLevel';

export type SectionHeadingVariant = (typeof styles.sectionHeadingVariants)[number];

export interface SectionHeadingProps {
  /** The heading text. */
  children: ReactNode;
  /** Heading level: `2` for page sections, `3` inside a section; `1` only for a page's own slogan. */
  headingLevel?: HeadingLevel;
  /** Section number of the motif ("1 Description"); part of the heading text. */
  number?: number | string;
  /** A small label above the heading (e.g. a service name). */
  eyebrow?: ReactNode;
  /** A lead paragraph under the heading. */
  lead?: ReactNode;
  /** `section` (numbered motif with a rule) or `display` (slogans). */
  variant?: SectionHeadingVariant;
  align?: (typeof styles.sectionHeadingAligns)[number];
  /** Id of the heading element, for `aria-labelledby` on the section it names. */
  id?: string;
  className?: string;
}

/**
 * A section heading: the numbered motif of About and Services ("1 Description", "2 Our
 * principles"), or a display slogan. Renders a real `h1`–`h4` with an optional eyebrow and lead.
 */
export function SectionHeading({
  children,
  headingLevel = 2,
  number,
  eyebrow,
  lead,
  variant = 'section',
  align = 'start',
  id,
  className,
}: SectionHeadingProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.root({ variant, align }), className)}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={styles.heading({ variant, small: variant === 'section' && headingLevel >= 3 })}>
        {number !== undefined ? (
          <>
            <span className={styles.number}>{number}</span>{' '}
          </>
        ) : null}
        <span className={styles.title}>{children}</span>
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
