import { clsx } from 'clsx';
import { useId } from 'react';
import type { CampaignModalCase } from './CampaignModal';
import * as styles from './CampaignModal.css';
import type { HeadingLevel } from '../../components/SectionHeading';

export interface CampaignModalCaseListProps {
  /** The cases (SPEC §2 Marketing: four). */
  cases: readonly CampaignModalCase[];
  /** Called with the case whose card was pressed: open the CampaignModal with it. */
  onOpen: (campaign: CampaignModalCase) => void;
  /** Level of each card's title heading (3 under a section's h2). */
  headingLevel?: HeadingLevel;
  /** Names the list, e.g. with the id of the section heading. */
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The campaign cases as cards, each opening the CampaignModal. The card's title is a heading
 * holding a button (`aria-haspopup="dialog"`) that stretches over the whole card, so the card is
 * one target named by the case title and described by its summary. Focus stays on that button
 * while the modal is open and comes back to it when it closes.
 */
export function CampaignModalCaseList({
  cases,
  onOpen,
  headingLevel = 3,
  className,
  ...aria
}: CampaignModalCaseListProps) {
  return (
    <ul className={clsx(styles.list, className)} {...aria}>
      {cases.map((campaign) => (
        <CampaignModalCaseCard
          key={campaign.id}
          campaign={campaign}
          headingLevel={headingLevel}
          onOpen={() => onOpen(campaign)}
        />
      ))}
    </ul>
  );
}
CampaignModalCaseList.displayName = 'CampaignModalCaseList';

function CampaignModalCaseCard({
  campaign,
  headingLevel,
  onOpen,
}: {
  campaign: CampaignModalCase;
  headingLevel: HeadingLevel;
  onOpen: () => void;
}) {
  const summaryId = useId();
  const Heading = `h${headingLevel}` as const;
  const categories = campaign.categoryList.map((category) => category.title);
  return (
    <li className={styles.card} data-case={campaign.id}>
      <div className={styles.coverFrame}>
        <img
          className={styles.cover}
          src={campaign.cover}
          alt=""
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
        />
      </div>
      <div className={styles.cardText}>
        <p className={styles.kind}>
          {campaign.kind} · {campaign.artist}
        </p>
        <Heading className={styles.cardTitle}>
          <button
            type="button"
            className={styles.cardButton}
            aria-haspopup="dialog"
            aria-describedby={summaryId}
            onClick={onOpen}
          >
            {campaign.title}
          </button>
        </Heading>
        <p id={summaryId} className={styles.cardSummary}>
          {campaign.summary}
        </p>
        <p className={styles.cardMore}>{categories.join(' · ')}</p>
      </div>
    </li>
  );
}
