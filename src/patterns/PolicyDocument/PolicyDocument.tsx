import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Fragment, useId, type ReactNode } from 'react';
import type { HeadingLevel } from '../../components/SectionHeading';
import type { PolicyBlock, PolicyDocument as PolicyContent } from '../../content/terms';
import * as styles from './PolicyDocument.css';

export interface PolicyDocumentProps {
  /** The policy in one language (a text of src/content/policies; both languages: src/content/terms.ts). */
  policy: PolicyContent;
  /** The language the policy is written in: Korean names inside an English policy get `lang="ko"`. */
  lang: 'ko' | 'en';
  /** Level of the title heading: `1` when the policy is the page; its sections are one level below. */
  headingLevel?: Extract<HeadingLevel, 1 | 2 | 3>;
  className?: string;
}

const HANGUL_RUN = /([\uAC00-\uD7A3\u3131-\u318E]+(?:[\s·]+[\uAC00-\uD7A3\u3131-\u318E]+)*)/;

/** In an English text, wraps each run of Hangul in `lang="ko"` (WCAG 3.1.2, parts in another language). */
function withKoreanParts(text: string, lang: 'ko' | 'en'): ReactNode {
  if (lang === 'ko') return text;
  const parts = text.split(HANGUL_RUN);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} lang="ko">
        {part}
      </span>
    ) : (
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function Block({ block, lang }: { block: PolicyBlock; lang: 'ko' | 'en' }) {
  if (block.kind === 'p') return <p className={styles.paragraph}>{withKoreanParts(block.text, lang)}</p>;
  return (
    <ul className={styles.list}>
      {block.items.map((item) => (
        <li key={item} className={styles.listItem}>
          {withKoreanParts(item, lang)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A legal document to read: the title with its effective date and intro, a contents list of
 * in-page links (sticky beside the text on desktop), numbered sections with paragraphs and
 * bulleted lists, and the closing effective-date sentence. Every section is a named region
 * whose id is the same in both languages (`/terms#rights`).
 */
export function PolicyDocument({ policy, lang, headingLevel = 1, className }: PolicyDocumentProps) {
  const id = useId();
  const Title = `h${headingLevel}` as const;
  const Section = `h${(headingLevel + 1) as HeadingLevel}` as const;
  const tocId = `${id}-toc`;
  const date = policy.effectiveDate;

  return (
    <article className={clsx(styles.root, className)} data-effective={date}>
      <header className={styles.header}>
        <Title className={styles.title}>{policy.title}</Title>
        <p className={styles.meta}>
          <Trans>
            시행일{' '}
            <time className={styles.date} dateTime={date}>
              {date}
            </time>
          </Trans>
        </p>
        <p className={styles.intro}>{withKoreanParts(policy.intro, lang)}</p>
      </header>

      <nav className={styles.toc} aria-labelledby={tocId}>
        <Section id={tocId} className={styles.tocTitle}>
          <Trans>목차</Trans>
        </Section>
        <ol className={styles.tocList}>
          {policy.sections.map((section) => (
            <li key={section.id}>
              <a className={styles.tocLink} href={`#${section.id}`}>
                <span className={styles.number}>{section.number}</span> <span>{section.title}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className={styles.body}>
        {policy.sections.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${id}-${section.id}`}>
            <Section id={`${id}-${section.id}`} className={styles.sectionTitle}>
              <span className={styles.number}>{section.number}</span> <span>{section.title}</span>
            </Section>
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} lang={lang} />
            ))}
          </section>
        ))}
        <p className={styles.effective}>{policy.effective}</p>
      </div>
    </article>
  );
}
