import { clsx } from 'clsx';
import * as styles from './EngineerCard.css';
import { hashString } from '../../lib/seededRandom';

export interface EngineerPortraitProps {
  /** The engineer's name: the same name always draws the same portrait. */
  name: string;
  className?: string;
}

/**
 * A generated monochrome portrait (DESIGN.md imagery): a silhouette over groove lines on a
 * charcoal ground. Deterministic; decorative (`aria-hidden`), since the name is always written
 * next to it. No initials: drawn inside the photo button, whose name is the full name, they were
 * visible text missing from that name (WCAG 2.5.3 Label in Name, axe-core 4.14).
 */
export function EngineerPortrait({ name, className }: EngineerPortraitProps) {
  const hash = hashString(name);
  const ground = (hash % 4) as 0 | 1 | 2 | 3;
  const cx = 40 + ((hash >>> 3) % 80);
  const cy = 20 + ((hash >>> 9) % 60);
  const rings = Array.from({ length: 9 }, (_, i) => 28 + i * (12 + ((hash >>> (i + 12)) % 6)));
  return (
    <svg
      className={clsx(styles.portrait, className)}
      viewBox="0 0 160 200"
      width="160"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="160" height="200" className={styles.portraitGround[ground]} />
      <g fill="none" stroke="currentColor" strokeOpacity="0.12">
        {rings.map((r) => (
          <circle key={r} cx={cx} cy={cy} r={r} />
        ))}
      </g>
      <g fill="currentColor" fillOpacity="0.2">
        <circle cx="80" cy="96" r="30" />
        <path d="M18 200 C22 154 52 134 80 134 C108 134 138 154 142 200 Z" />
      </g>
    </svg>
  );
}
