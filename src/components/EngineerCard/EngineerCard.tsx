import { clsx } from 'clsx';
import { Minus, Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './EngineerCard.css';
import { EngineerPortrait } from './EngineerPortrait';
import type { HeadingLevel } from '../SectionHeading';

/** An engineer of the Abbey Road partnership (SPEC §3: name, img, bio). */
export interface Engineer {
  /** A proper noun: not translated. */
  name: string;
  /** Recording, mixing, mastering… */
  role: ReactNode;
  bio: ReactNode;
  /** A photo URL; without one a generated portrait is drawn. */
  photo?: string | null;
}

export interface EngineerCardProps extends Engineer {
  expanded: boolean;
  /** Called when the photo button is pressed; the group decides what expands. */
  onToggle: () => void;
  /** Level of the name heading. */
  headingLevel?: HeadingLevel;
  /** `li` inside an `EngineerCardGroup`. */
  as?: 'div' | 'li';
  className?: string;
}

/**
 * An engineer: photo, name, role and a bio that the photo discloses. The photo is a button
 * (`aria-expanded`, `aria-controls` the bio) named by the card's heading, the engineer's name.
 */
export function EngineerCard({
  name,
  role,
  bio,
  photo,
  expanded,
  onToggle,
  headingLevel = 3,
  as: Element = 'div',
  className,
}: EngineerCardProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const bioId = `${id}-bio`;
  const Heading = `h${headingLevel}` as const;
  const Icon = expanded ? Minus : Plus;
  return (
    <Element className={clsx(styles.root, className)} data-state={expanded ? 'open' : 'closed'}>
      <button
        type="button"
        className={styles.photoButton}
        aria-expanded={expanded}
        aria-controls={bioId}
        aria-labelledby={nameId}
        onClick={onToggle}
      >
        {photo ? (
          <img className={styles.photo} src={photo} alt="" width={400} height={500} loading="lazy" decoding="async" />
        ) : (
          <EngineerPortrait name={name} className={styles.photo} />
        )}
        <span className={styles.toggle} aria-hidden="true">
          <Icon size={18} strokeWidth={2} />
        </span>
      </button>
      <Heading id={nameId} className={styles.name}>
        {name}
      </Heading>
      <p className={styles.role}>{role}</p>
      <div id={bioId} className={styles.bio} hidden={!expanded}>
        {bio}
      </div>
    </Element>
  );
}
