import { clsx } from 'clsx';
import { ArrowUpRight, Play } from 'lucide-react';
import { NewWindowHint } from '../Button';
import * as styles from './WorkCard.css';
import type { HeadingLevel } from '../SectionHeading';

export type WorkCardKind = (typeof styles.workCardKinds)[number];

/** A music or video work (SPEC §2 Music production: 6 works; Video production: 10). */
export interface Work {
  /** The work's title (a proper noun: not translated). */
  title: string;
  artist: string;
  year: number | string;
  /** Our generated artwork (an image URL or data URI); decorative next to the title. */
  artwork: string;
  /** The external page (short link or video page); opens in a new window. */
  href: string;
}

export interface WorkCardProps extends Work {
  /** `music`: square cover; `video`: 16:9 still with a play mark. */
  kind?: WorkCardKind;
  /** Level of the title heading. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * A work as one external link card: artwork, title, artist and year. It opens its page in a new
 * window (`target="_blank"`, `rel="noopener noreferrer"`) and says so to assistive technology.
 */
export function WorkCard({
  title,
  artist,
  year,
  artwork,
  href,
  kind = 'music',
  headingLevel = 3,
  className,
}: WorkCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={clsx(styles.root, className)}>
      <span className={styles.frame({ kind })}>
        <img
          className={styles.artwork}
          src={artwork}
          alt=""
          width={kind === 'video' ? 1280 : 800}
          height={kind === 'video' ? 720 : 800}
          loading="lazy"
          decoding="async"
        />
        {kind === 'video' ? (
          <span className={styles.play} aria-hidden="true">
            <Play size={18} strokeWidth={2} fill="currentColor" />
          </span>
        ) : null}
        <span className={styles.external} aria-hidden="true">
          <ArrowUpRight size={18} strokeWidth={1.75} />
        </span>
      </span>
      <div className={styles.text}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.meta}>
          <span>{artist}</span> <span className={styles.year}>{year}</span>
        </p>
      </div>
      <NewWindowHint />
    </a>
  );
}
