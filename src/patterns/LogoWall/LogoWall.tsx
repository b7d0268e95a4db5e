import { clsx } from 'clsx';
import type { Platform } from '../../content/platforms';
import * as styles from './LogoWall.css';

export interface LogoWallProps {
  /** The platforms to show, e.g. the Distribution page's 14 `dsps`. */
  platforms: readonly Platform[];
  /** Names the list, e.g. with the id of the section heading. */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
}

/**
 * The platform marks (SPEC §2 Distribution: 14 DSP logos) as a list: simple-icons marks (24×24
 * paths, monochrome, with the name set small beneath) where the set has one, otherwise a wordmark
 * set in our own type. Each item is an image named with the platform's name.
 */
export function LogoWall({ platforms, className, ...aria }: LogoWallProps) {
  return (
    <ul className={clsx(styles.list, className)} {...aria}>
      {platforms.map((platform) => (
        <li key={platform.id} className={styles.cell}>
          {platform.icon ? (
            <>
              <svg className={styles.mark} viewBox="0 0 24 24" role="img" aria-label={platform.name} focusable="false">
                <path d={platform.icon.path} />
              </svg>
              {/* The name under the mark, for sighted visitors; the mark itself carries the name. */}
              <span className={styles.caption} aria-hidden="true">
                {platform.name}
              </span>
            </>
          ) : (
            <span className={styles.wordmark} role="img" aria-label={platform.name}>
              {platform.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
