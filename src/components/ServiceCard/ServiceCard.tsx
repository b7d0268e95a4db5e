import { ArrowRight } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './ServiceCard.css';

export interface ServiceCardProps {
  /** Route segment: the card links to `/services/{slug}` (distribution, marketing, music, video, publishing, abbeyroad). */
  slug: string;
  /** The service's name: the link's accessible name. */
  title: ReactNode;
  /** One or two sentences; read as the link's description. */
  description: ReactNode;
  /** Optional position shown as "01". */
  number?: number;
  /** Level of the title heading inside the card (3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** On charcoal surfaces. */
  inverse?: boolean;
  className?: string;
}

/**
 * A service as one link card: the whole card goes to `/services/{slug}`. The link is named by
 * the service title alone (`aria-labelledby`) and described by the short text
 * (`aria-describedby`), so the name stays short and clear.
 */
export function ServiceCard({
  slug,
  title,
  description,
  number,
  headingLevel = 3,
  inverse = false,
  className,
}: ServiceCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const Heading = `h${headingLevel}` as const;
  return (
    <Link
      href={`/services/${slug}`}
      className={[styles.root({ inverse }), className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      <span className={styles.top}>
        {number !== undefined ? (
          <span className={styles.number({ inverse })} aria-hidden="true">
            {String(number).padStart(2, '0')}
          </span>
        ) : null}
        <span className={styles.arrow}>
          <ArrowRight aria-hidden="true" size={18} strokeWidth={1.75} />
        </span>
      </span>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <span id={descriptionId} className={styles.description({ inverse })}>
        {description}
      </span>
    </Link>
  );
}
