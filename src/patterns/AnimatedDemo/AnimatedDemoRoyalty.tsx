import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import * as styles from './AnimatedDemo.css';

/** A sample statement: six months of earnings (share of the highest) and the payout, in KRW. */
const months = [0, 1, 2, 3, 4, 5];
const earnings = [0.42, 0.55, 0.5, 0.68, 0.77, 0.94];
const payout = 1_284_500;

/** Royalty Payment: a statement whose monthly bars rise, then the payout total and a paid stamp. */
export function AnimatedDemoRoyalty() {
  const { i18n } = useLingui();
  // Fixed sample months (January–June 2025) in the visitor's language, never "today".
  const month = new Intl.DateTimeFormat(i18n.locale, { month: 'short', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'KRW' });
  // Two plain month formats joined by an en dash: `formatRange` spacing differs between ICU
  // versions (the build's Node and the visitor's browser), which would break hydration.
  const yearMonth = new Intl.DateTimeFormat(i18n.locale, { year: 'numeric', month: 'short', timeZone: 'UTC' });
  const period = `${yearMonth.format(new Date(Date.UTC(2025, 0, 1)))} – ${yearMonth.format(new Date(Date.UTC(2025, 5, 1)))}`;

  return (
    <div className={styles.card}>
      <div className={styles.statementHead}>
        <span className={styles.strong}>
          <Trans>정산 내역서</Trans>
        </span>
        <span className={styles.period}>{period}</span>
      </div>
      <span className={styles.muted}>
        <Trans>월별 수익</Trans>
      </span>
      <div className={styles.chart}>
        {months.map((m) => (
          <div key={m} style={{ height: `${earnings[m]! * 100}%` }}>
            <div
              className={styles.bar}
              data-current={m === months.length - 1}
              data-step="bar"
              style={{ animationDelay: `${m * 300}ms` }}
            />
          </div>
        ))}
      </div>
      <div className={styles.months}>
        {months.map((m) => (
          <span key={m}>{month.format(new Date(Date.UTC(2025, m, 1)))}</span>
        ))}
      </div>
      <div className={styles.totalRow}>
        <div className={styles.total} data-step="total">
          <span className={styles.muted}>
            <Trans>이번 달 지급액</Trans>
          </span>
          <span className={styles.amount}>{money.format(payout)}</span>
        </div>
        <span className={styles.paidStamp} data-step="paid">
          <BadgeCheck className={styles.icon} aria-hidden="true" />
          <Trans>지급 완료</Trans>
        </span>
      </div>
    </div>
  );
}
