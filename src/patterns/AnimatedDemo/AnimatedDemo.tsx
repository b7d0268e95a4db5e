import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Pause, Play } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { Platform } from '../../content/platforms';
import { usePrefersReducedMotion } from '../../hooks/MotionPreference';
import * as styles from './AnimatedDemo.css';
import { AnimatedDemoRoyalty } from './AnimatedDemoRoyalty';
import { AnimatedDemoUpload } from './AnimatedDemoUpload';

export type AnimatedDemoVariant = (typeof styles.animatedDemoVariants)[number];

export interface AnimatedDemoProps {
  /** `easyUpload`: a file uploaded to an album card, then released; `royaltyPayment`: a statement and its payout. */
  variant: AnimatedDemoVariant;
  /** How many platforms a release reaches (`easyUpload`'s caption and badge), e.g. `company.claims.platforms`. */
  platformCount: number;
  /** The platforms `easyUpload` names on its chips (the first six), e.g. the 14 `dsps`. */
  platforms: readonly Platform[];
  /** Replaces the built-in description (the figure's caption, read by everyone). */
  caption?: ReactNode;
  /** Start paused (the final frame stays until the visitor presses play). */
  defaultPaused?: boolean;
  className?: string;
}

/**
 * The two Distribution-page demos (SPEC §2): a few steps drawn and animated in CSS, looping.
 * The picture is decorative; its caption says what it shows. A visible button pauses it
 * (WCAG 2.2.2); under prefers-reduced-motion the finished last frame is shown still.
 */
export function AnimatedDemo({
  variant,
  platformCount,
  platforms: platformList,
  caption,
  defaultPaused = false,
  className,
}: AnimatedDemoProps) {
  const { t } = useLingui();
  const reduced = usePrefersReducedMotion();
  const [paused, setPaused] = useState(defaultPaused);
  const motion = reduced ? 'static' : paused ? 'paused' : 'playing';
  // Named `platforms`: the catalog's message reads "… {platforms}개 이상의 플랫폼에 발매됩니다."
  const platforms = platformCount;
  const captionId = useId();

  const description =
    caption ??
    (variant === 'easyUpload' ? (
      <Trans>앨범의 음원 파일을 올리면 업로드가 끝나는 대로 {platforms}개 이상의 플랫폼에 발매됩니다.</Trans>
    ) : (
      <Trans>매달 받는 정산 내역서에서 월별 수익을 확인하고, 정산금은 계좌로 지급됩니다.</Trans>
    ));

  return (
    <figure
      className={clsx(styles.root({ variant }), className)}
      data-variant={variant}
      data-motion={motion}
      // The caption names the figure (not every browser derives it from <figcaption>).
      aria-labelledby={captionId}
    >
      <div className={styles.frame}>
        <div className={styles.stage({ variant })} aria-hidden="true">
          {variant === 'easyUpload' ? (
            <AnimatedDemoUpload platformCount={platformCount} platforms={platformList} />
          ) : (
            <AnimatedDemoRoyalty />
          )}
        </div>
        {!reduced && (
          <button
            type="button"
            className={styles.control}
            onClick={() => setPaused(!paused)}
            aria-label={paused ? t`애니메이션 재생` : t`애니메이션 일시정지`}
          >
            {paused ? (
              <Play className={styles.controlIcon} aria-hidden="true" />
            ) : (
              <Pause className={styles.controlIcon} aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      <figcaption id={captionId} className={styles.caption}>
        {description}
      </figcaption>
    </figure>
  );
}
