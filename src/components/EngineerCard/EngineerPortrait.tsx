import * as styles from './EngineerCard.css';
import { hashName, initialsOf } from './initials';

export interface EngineerPortraitProps {
  /** The engineer's name: the same name always draws the same portrait. */
  name: string;
  className?: string;
}

/**
 * A generated monochrome portrait (DESIGN.md imagery): a silhouette over groove lines on a
 * charcoal ground, with the name's initials. Deterministic; decorative (`aria-hidden`), since
 * the name is always written next to it.
 */
export function EngineerPortrait({ name, className }: EngineerPortraitProps) {
  const hash = hashName(name);
  const tone = (hash % 4) as 0 | 1 | 2 | 3;
  const cx = 40 + ((hash >>> 3) % 80);
  const cy = 20 + ((hash >>> 9) % 60);
  const rings = Array.from({ length: 9 }, (_, i) => 28 + i * (12 + ((hash >>> (i + 12)) % 6)));
  return (
    <svg
      className={[styles.portrait, className].filter(Boolean).join(' ')}
      viewBox="0 0 160 200"
      width="160"
      height="200"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="160" height="200" className={styles.portraitGround[tone]} />
      <g fill="none" stroke="currentColor" strokeOpacity="0.12">
        {rings.map((r) => (
          <circle key={r} cx={cx} cy={cy} r={r} />
        ))}
      </g>
      <g fill="currentColor" fillOpacity="0.2">
        <circle cx="80" cy="96" r="30" />
        <path d="M18 200 C22 154 52 134 80 134 C108 134 138 154 142 200 Z" />
      </g>
      <text x="14" y="42" fontSize="30" fill="currentColor" className={styles.portraitInitials}>
        {initialsOf(name)}
      </text>
    </svg>
  );
}
