import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Button, ButtonLink } from '../Button';
import { SectionHeading } from '../SectionHeading';
import * as styles from './ErrorFallback.css';

export type ErrorFallbackVariant = (typeof styles.errorFallbackVariants)[number];

export interface ErrorFallbackProps {
  /**
   * `page`: a whole route could not be shown — a level-1 heading (navigation focuses it), Try
   * again and Go home. `section`: one part of a page — a short notice in its place with Try again.
   */
  variant?: ErrorFallbackVariant;
  /** Renders the failed part again (loads its code again when that was what failed). */
  onRetry: () => void;
  /** Where "Go home" leads (`page` only); no link without it. */
  homeHref?: string;
  className?: string;
}

/**
 * What a visitor sees where something could not be shown: a plain, translated message in the
 * page's language and a way on (Try again; Go home for a whole page). The header, footer and
 * language menu around it keep working.
 */
export function ErrorFallback({ variant = 'section', onRetry, homeHref, className }: ErrorFallbackProps) {
  const classes = clsx(styles.root({ variant }), className);
  if (variant === 'page') {
    return (
      <div className={classes} data-error-fallback="page">
        <SectionHeading headingLevel={1}>
          <Trans>이 페이지를 표시하지 못했습니다</Trans>
        </SectionHeading>
        <p className={styles.text}>
          <Trans>일시적인 문제이거나 연결이 끊겼을 수 있습니다. 연결을 확인한 뒤 다시 시도해 주세요.</Trans>
        </p>
        <div className={styles.actions}>
          <Button onClick={onRetry}>
            <Trans>다시 시도</Trans>
          </Button>
          {homeHref ? (
            <ButtonLink href={homeHref} variant="secondary">
              <Trans>홈으로</Trans>
            </ButtonLink>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className={classes} role="alert" data-error-fallback="section">
      <p className={styles.text}>
        <Trans>이 부분을 표시하지 못했습니다. 연결을 확인한 뒤 다시 시도해 주세요.</Trans>
      </p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          <Trans>다시 시도</Trans>
        </Button>
      </div>
    </div>
  );
}
ErrorFallback.displayName = 'ErrorFallback';
