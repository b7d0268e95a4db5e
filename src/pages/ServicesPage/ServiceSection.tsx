import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { BackgroundVideo } from '../../components/BackgroundVideo';
import { Box } from '../../components/Box';
import { ButtonLink } from '../../components/Button';
import { PageSection, type PageSectionTone } from '../../components/PageSection';
import { SectionHeading } from '../../components/SectionHeading';
import { claims } from '../../content/claims';
import type { VideoRef } from '../../content/media';
import type { Work } from '../../content/works';
import type { Work as WorkCardWork } from '../../components/WorkCard';
import { serviceBySlug, serviceSlugs, type ServiceSlug } from '../../content/services';
import { useLocalized, type Localized } from '../../i18n';

/**
 * Heading levels of a service section: the section's own heading is the page's `h1` when it is
 * shown alone (`/services/{name}`) and an `h2` under the page heading when all six are shown.
 */
export type SectionLevel = 1 | 2;
export const subLevel = (level: SectionLevel) => (level + 1) as 2 | 3;
export const itemLevel = (level: SectionLevel) => (level + 2) as 3 | 4;

export interface ServiceSectionProps {
  slug: ServiceSlug;
  level: SectionLevel;
  /** The slogan: the section's display heading. */
  slogan: string;
  /** A lead paragraph under the slogan. */
  lead?: string;
  /** Replaces the eyebrow (numbered service name), e.g. the partnership's typographic mark. */
  eyebrow?: ReactNode;
  /** A looping muted background video behind the heading band (video production, Abbey Road). */
  video?: { ref: Localized<VideoRef>; active: boolean };
  /** The inquiry button at the end of the section. */
  cta: { label: string; href: string };
  children: ReactNode;
}

/**
 * One service (SPEC §2 Services): a charcoal heading band — the numbered service name as the
 * eyebrow and the slogan as the heading, over a background video where the service has one —
 * then its parts, then the inquiry button. The section is a region named by the service.
 */
export function ServiceSection({ slug, level, slogan, lead, eyebrow, video, cta, children }: ServiceSectionProps) {
  const { i18n } = useLingui();
  const { reply } = useLocalized(claims);
  const name = i18n._(serviceBySlug[slug].label);
  const number = String(serviceSlugs.indexOf(slug) + 1).padStart(2, '0');
  const heading = (
    <SectionHeading headingLevel={level} variant="display" eyebrow={eyebrow ?? `${number} · ${name}`} lead={lead}>
      {slogan}
    </SectionHeading>
  );
  return (
    <Box as="section" id={slug} aria-label={name} data-service={slug}>
      {video ? (
        <BackgroundVideo
          videoId={video.ref.id}
          poster={
            // Alone on its page the band is the hero (the largest paint: load it at once); among
            // all six services it is far below the fold.
            level === 1 ? (
              <img src={video.ref.poster} alt="" width={1280} height={720} />
            ) : (
              <img src={video.ref.poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />
            )
          }
          // Only one background video plays at a time: the others stay hidden and paused.
          showAt={video.active ? undefined : Number.POSITIVE_INFINITY}
          readyPlayAt={video.active ? undefined : Number.POSITIVE_INFINITY}
        >
          {heading}
        </BackgroundVideo>
      ) : (
        <PageSection as="div" tone="inverse" spacing="hero">
          {heading}
        </PageSection>
      )}
      {children}
      <PageSection as="div" tone="muted" spacing="compact" align="center">
        <Box as="p" marginY="none" color="textMuted">
          {reply}
        </Box>
        <ButtonLink href={cta.href} size="lg" data-cta={slug}>
          {cta.label}
        </ButtonLink>
      </PageSection>
    </Box>
  );
}

export interface SubsectionProps {
  level: SectionLevel;
  number: number;
  title: ReactNode;
  lead?: ReactNode;
  tone?: PageSectionTone;
  /** Gets the heading's id, to name lists and groups after it. */
  children: (headingId: string) => ReactNode;
}

/** A numbered part of a service ("1 Distribution at a glance") on its own band. */
export function Subsection({ level, number, title, lead, tone = 'plain', children }: SubsectionProps) {
  const headingId = useId();
  return (
    // A plain band, not a region: the service section is the region; its parts are found by heading.
    <PageSection as="div" tone={tone}>
      <SectionHeading headingLevel={subLevel(level)} number={number} id={headingId} lead={lead}>
        {title}
      </SectionHeading>
      {children(headingId)}
    </PageSection>
  );
}

/**
 * Works of `content/works.ts` as WorkCards. The content has no year but a credit (what we did):
 * it follows the artist on the wrapping meta line, and the year slot (which never wraps) stays empty.
 */
export function toWorkCards(works: readonly Localized<Work>[]): WorkCardWork[] {
  return works.map((work) => ({
    title: work.title,
    artist: `${work.artist} · ${work.credit}`,
    year: '',
    artwork: work.img,
    href: work.url,
  }));
}
