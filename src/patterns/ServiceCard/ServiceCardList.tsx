import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ServiceCard } from './ServiceCard';
import * as styles from './ServiceCard.css';
import type { HeadingLevel } from '../../components/SectionHeading';

export interface ServiceCardItem {
  slug: string;
  title: ReactNode;
  description: ReactNode;
}

export interface ServiceCardListProps {
  services: readonly ServiceCardItem[];
  /** Show "01"… on each card. */
  numbered?: boolean;
  headingLevel?: HeadingLevel;
  'aria-labelledby'?: string;
  className?: string;
}

/** The services list (Home): a grid of service link cards — one column on mobile, three on desktop. */
export function ServiceCardList({ services, numbered = true, headingLevel, className, ...aria }: ServiceCardListProps) {
  return (
    <ul className={clsx(styles.list, className)} {...aria}>
      {services.map((service, i) => (
        <li key={service.slug}>
          <ServiceCard {...service} number={numbered ? i + 1 : undefined} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
