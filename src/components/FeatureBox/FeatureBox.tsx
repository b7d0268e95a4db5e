import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './FeatureBox.css';

export interface FeatureBoxProps {
  /** A lucide-react icon component (decorative: rendered `aria-hidden`). */
  icon?: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  /** Level of the title heading (3 under a section's h2). */
  headingLevel?: 3 | 4;
  /** `li` inside a `FeatureBoxList`. */
  as?: 'div' | 'li';
  className?: string;
}

/** A feature: a decorative icon, a title heading and a short text in a quiet bordered card. */
export function FeatureBox({
  icon: Icon,
  title,
  children,
  headingLevel = 3,
  as: Element = 'div',
  className,
}: FeatureBoxProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={clsx(styles.root, className)}>
      {Icon ? (
        <span className={styles.icon}>
          <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {children ? <div className={styles.text}>{children}</div> : null}
    </Element>
  );
}
