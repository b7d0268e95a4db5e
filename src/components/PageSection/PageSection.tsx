import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ErrorBoundary, ErrorFallback, type ErrorBoundaryFallbackProps } from '../ErrorBoundary';
import * as styles from './PageSection.css';

export type PageSectionTone = (typeof styles.pageSectionTones)[number];
export type PageSectionWidth = (typeof styles.pageSectionWidths)[number];
export type PageSectionSpacing = (typeof styles.pageSectionSpacings)[number];
export type PageSectionAlign = (typeof styles.pageSectionAligns)[number];
export type PageSectionLayout = (typeof styles.pageSectionLayouts)[number];

export interface PageSectionProps {
  /** The band's surface: `plain` page background, `surface`, `muted` warm gray or `inverse` charcoal. */
  tone?: PageSectionTone;
  /** Column width: the `content` grid (1200 px) or the `reading` measure. */
  width?: PageSectionWidth;
  /** Vertical rhythm: `section` between sections, `compact`, or `hero` for a page's opening band. */
  spacing?: PageSectionSpacing;
  /** `center` centres the column's children and text (closing statements). */
  align?: PageSectionAlign;
  /** The section's heading (a `SectionHeading`), placed by `layout`. */
  heading?: ReactNode;
  /** `stack`: heading above the content; `split`: from desktop up, the heading in a sticky left column (4 of 12). */
  layout?: PageSectionLayout;
  /** The element: a `section` (a landmark when labelled), or `div`/`header`/`article`. */
  as?: 'section' | 'div' | 'header' | 'article';
  /** Id of the heading that names the section (makes a `section` a named region). */
  labelledBy?: string;
  id?: string;
  children: ReactNode;
  className?: string;
}

const SectionError = ({ retry }: ErrorBoundaryFallbackProps) => <ErrorFallback variant="section" onRetry={retry} />;

/**
 * One horizontal band of a page: a full-width surface with the section rhythm above and below,
 * and a centred column (the header's 1200 px grid or the reading measure) that stacks its
 * heading and children with even spacing — or, with `layout="split"`, sets the heading beside
 * the content on desktop. Pages compose their sections from it instead of writing CSS.
 */
export function PageSection({
  tone = 'plain',
  width = 'content',
  spacing = 'section',
  align = 'start',
  heading,
  layout = 'stack',
  as: Element = 'section',
  labelledBy,
  id,
  children,
  className,
}: PageSectionProps) {
  // A section that fails leaves its heading and the rest of the page readable.
  const contained = (
    <ErrorBoundary where="section" fallback={SectionError}>
      {children}
    </ErrorBoundary>
  );
  return (
    <Element
      id={id}
      aria-labelledby={labelledBy}
      data-tone={tone}
      className={clsx(styles.root({ tone, spacing }), className)}
    >
      <div className={styles.inner({ width, align, layout })} data-layout={layout}>
        {heading ? <div className={styles.heading({ layout })}>{heading}</div> : null}
        {layout === 'split' ? <div className={styles.body}>{contained}</div> : contained}
      </div>
    </Element>
  );
}
