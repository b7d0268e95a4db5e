import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { blockLink, blockLinkCard } from '../../styles/utils.css';
import * as styles from './ServiceCard.css';
import type { HeadingLevel } from '../../components/SectionHeading';

export interface ServiceCardProps {
  /** Route segment: the card links to `/services/{slug}` (distribution, marketing, music, video, publishing, abbeyroad). */
  slug: string;
  /** The service's name: the heading, and the text of the card's only link. */
  title: ReactNode;
  /** One or two sentences; read as the link's description. */
  description: ReactNode;
  /** Optional position shown as "01". */
  number?: number;
  /** Level of the title heading inside the card (3 under a section's h2). */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * A service as a block-link card: the whole card goes to `/services/{slug}`, but the link holds
 * the title alone (stretched over the card), so its name is exactly the visible words a voice-control
 * user says (WCAG 2.5.3); the number and the short text sit outside it, the text also read as the
 * link's description (`aria-describedby`).
 */
export function ServiceCard({ slug, title, description, number, headingLevel = 3, className }: ServiceCardProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.root(), blockLinkCard, className)}>
      <span className={styles.top}>
        {number !== undefined ? (
          <span className={styles.number} aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
        ) : null}
        <span className={styles.arrow}>
          <ArrowRight aria-hidden="true" size={18} strokeWidth={1.75} />
        </span>
      </span>
      <Heading className={styles.title}>
        <Link href={`/services/${slug}`} className={blockLink} aria-describedby={descriptionId}>
          {title}
        </Link>
      </Heading>
      <span id={descriptionId} className={styles.description}>
        {description}
      </span>
    </div>
  );
}
