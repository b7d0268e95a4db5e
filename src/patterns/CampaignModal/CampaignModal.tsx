import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useState } from 'react';
import type { LabelledCampaignCase } from '../../content/campaigns';
import type { Localized } from '../../i18n';
import { Button } from '../../components/Button';
import { CarouselImages, type CarouselImage } from '../../components/Carousel';
import { Modal } from '../../components/Modal';
import * as styles from './CampaignModal.css';

/**
 * A campaign case (SPEC §3) in the language on screen, every category title a text: the page
 * localises `labelCampaignCategories(campaign)` of `content/campaigns.ts`.
 */
export type CampaignModalCase = Localized<LabelledCampaignCase>;

export interface CampaignModalProps {
  /** The case to show (SPEC §3 campaign case); nothing is rendered while it is null. */
  campaign: CampaignModalCase | null;
  open: boolean;
  /** Called with `false` on every way of closing: close button, backdrop click, Escape. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The campaign modal of the Marketing section (SPEC §2): the generic Modal at full width with the
 * case's category buttons (toggle buttons, `aria-pressed`, in a labelled group) over an image
 * carousel. It opens at category 0 — the body mounts afresh on every opening — and changing the
 * category starts the carousel again at its first slide (the Carousel's `resetKey`). Focus moves
 * to the pressed category button on open and returns to the opener on close (Modal).
 */
export function CampaignModal({ campaign, open, onOpenChange }: CampaignModalProps) {
  return (
    <Modal
      open={open && campaign !== null}
      onOpenChange={onOpenChange}
      title={campaign?.title ?? ''}
      width="100%"
      footer={false}
    >
      {/* Keyed by case: another case never inherits the previous one's category. */}
      {campaign ? <CampaignModalBody key={campaign.id} campaign={campaign} /> : null}
    </Modal>
  );
}
CampaignModal.displayName = 'CampaignModal';

function CampaignModalBody({ campaign }: { campaign: CampaignModalCase }) {
  const { t } = useLingui();
  const [category, setCategory] = useState(0);
  // The press that opens the case paints the frame, the text and the category buttons (focus goes
  // to the pressed one) at once; the image carousel follows in a deferred render (issue 40).
  const carouselShown = useDeferredValue(true, false);
  const labelId = useId();
  const current = campaign.categoryList[category] ?? campaign.categoryList[0];
  const categoryTitle = current?.title ?? '';
  const images: CarouselImage[] = (current?.imgList ?? []).map((image) => ({
    url: image.url,
    type: image.type,
    alt: image.alt,
    ...(image.size ? { size: image.size } : {}),
  }));

  return (
    <div className={styles.body}>
      <div className={styles.intro}>
        <p className={styles.kind}>
          {campaign.kind} · {campaign.artist}
        </p>
        <p className={styles.summary}>{campaign.summary}</p>
      </div>

      <div role="group" aria-labelledby={labelId} className={styles.categories}>
        <span id={labelId} className={styles.categoriesLabel}>
          <Trans>캠페인 분야</Trans>
        </span>
        {campaign.categoryList.map((item, index) => {
          const pressed = index === category;
          return (
            <Button
              key={index}
              variant={pressed ? 'primary' : 'secondary'}
              aria-pressed={pressed}
              onClick={() => setCategory(index)}
            >
              {item.title}
            </Button>
          );
        })}
      </div>

      {carouselShown ? (
        <CarouselImages label={t`${categoryTitle} 이미지`} images={images} resetKey={category} />
      ) : (
        <div className={styles.carouselPending} />
      )}
    </div>
  );
}
