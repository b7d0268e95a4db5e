import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FeatureBox } from './FeatureBox';
import * as styles from './FeatureBox.css';

export interface FeatureBoxItem {
  icon?: LucideIcon;
  title: ReactNode;
  text?: ReactNode;
}

export interface FeatureBoxListProps {
  features: readonly FeatureBoxItem[];
  /** Columns on desktop (one on mobile, two on tablet). */
  columns?: (typeof styles.featureBoxColumns)[number];
  headingLevel?: 3 | 4;
  'aria-labelledby'?: string;
  className?: string;
}

/** Feature boxes in a list on the grid (Distribution's four feature boxes). */
export function FeatureBoxList({ features, columns = 4, headingLevel, className, ...aria }: FeatureBoxListProps) {
  return (
    <ul className={clsx(styles.list, styles.listColumns[columns], className)} {...aria}>
      {features.map((feature, i) => (
        <FeatureBox key={i} as="li" icon={feature.icon} title={feature.title} headingLevel={headingLevel}>
          {feature.text}
        </FeatureBox>
      ))}
    </ul>
  );
}
