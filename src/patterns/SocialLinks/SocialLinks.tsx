import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import type { SocialChannel, SocialChannelLink } from '../../content/socialPlatforms';
import { visuallyHidden } from '../../styles/utils.css';
import { NewWindowHint } from '../../components/Button';
import * as styles from './SocialLinks.css';
import type { HeadingLevel } from '../../components/SectionHeading';

export type { SocialChannel, SocialChannelLink };
export type SocialLinksVariant = (typeof styles.socialLinksVariants)[number];

export interface SocialLinksProps {
  /** The channels, in order: each one's address, platform mark and name (e.g. `officialChannels` of src/content). */
  links: readonly SocialChannelLink[];
  /** The brand the `icon` variant names each link with, for assistive technology ("NURI MUSIC YouTube"). */
  brand: string;
  /** `labelled`: the mark and the platform's name; `icon`: the mark alone. */
  variant?: SocialLinksVariant;
  /** A small heading above the list, which names it (e.g. an article's footer). */
  heading?: ReactNode;
  /** Level of `heading` (2 by default). */
  headingLevel?: HeadingLevel;
  /** A line of text under the heading. */
  description?: ReactNode;
  /** Id of an outside heading that names the list (when `heading` is not used). */
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The official social channels of the company (SPEC §2: video, photo-sharing, short-video and
 * microblog sites) as a list of links, each with the platform's mark from simple-icons. Every link
 * opens a new window with `rel="noopener noreferrer"` and says so to assistive technology. The
 * addresses and marks come in `links` (the site passes `officialChannels`). With `heading`
 * (and optionally `description`) it is a small block whose heading names the list.
 */
export function SocialLinks({
  links,
  brand,
  variant = 'labelled',
  heading,
  headingLevel = 2,
  description,
  className,
  'aria-labelledby': labelledBy,
}: SocialLinksProps) {
  const headingId = useId();
  const list = (
    <ul
      className={clsx(styles.list, heading ? undefined : className)}
      aria-labelledby={heading ? headingId : labelledBy}
    >
      {links.map(({ channel, href, platform }) => {
        return (
          <li key={channel}>
            <a
              className={styles.link({ variant })}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              data-channel={channel}
            >
              <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={platform.icon.path} />
              </svg>
              {variant === 'labelled' ? (
                <span lang="en">{platform.name}</span>
              ) : (
                <span className={visuallyHidden} lang="en">{`${brand} ${platform.name}`}</span>
              )}
              <NewWindowHint />
            </a>
          </li>
        );
      })}
    </ul>
  );
  if (!heading) return list;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.section, className)}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {list}
    </div>
  );
}
