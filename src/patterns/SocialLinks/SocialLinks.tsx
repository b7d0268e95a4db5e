import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { company } from '../../content/company';
import { socialPlatforms } from '../../content/socialPlatforms';
import { visuallyHidden } from '../../styles/utils.css';
import { NewWindowHint } from '../../components/Button';
import * as styles from './SocialLinks.css';

export type SocialChannel = keyof typeof company.channels;
export type SocialLinksVariant = (typeof styles.socialLinksVariants)[number];

/** The official channels in the order the site lists them: video, photo, short video, microblog. */
export const socialChannels: readonly SocialChannel[] = ['video', 'photo', 'shortVideo', 'microblog'];

export interface SocialLinksProps {
  /** Which channels, in order (all four by default). */
  channels?: readonly SocialChannel[];
  /** `labelled`: the mark and the platform's name; `icon`: the mark alone. */
  variant?: SocialLinksVariant;
  /** A small heading above the list, which names it (e.g. an article's footer). */
  heading?: ReactNode;
  /** Level of `heading` (2 by default). */
  headingLevel?: 2 | 3 | 4;
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
 * addresses come from `company.channels`, the marks from `socialPlatforms`. With `heading`
 * (and optionally `description`) it is a small block whose heading names the list.
 */
export function SocialLinks({
  channels = socialChannels,
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
      {channels.map((channel) => {
        const platform = socialPlatforms[channel];
        return (
          <li key={channel}>
            <a
              className={styles.link({ variant })}
              href={company.channels[channel]}
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
                <span className={visuallyHidden} lang="en">{`${company.brand} ${platform.name}`}</span>
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
