import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import * as styles from './AnimatedDemo.css';

/**
 * A sample statement: six months of earnings (share of the highest) and the payout, in KRW.
 * Its dates and amount are fixed sample text, written out in the catalogs rather than formatted
 * with `Intl`: a page's first `Intl` date or number format initialises ICU's formatting, 10–15 ms
 * of main thread, a long task in the middle of the services page's hydration. (The catalogs also
 * cannot differ from the build's Node ICU, which a formatted date could.)
 */
const monthNames = [
  msg({ message: '1월', context: 'sample statement: short month name' }),
  msg({ message: '2월', context: 'sample statement: short month name' }),
  msg({ message: '3월', context: 'sample statement: short month name' }),
  msg({ message: '4월', context: 'sample statement: short month name' }),
  msg({ message: '5월', context: 'sample statement: short month name' }),
  msg({ message: '6월', context: 'sample statement: short month name' }),
];
const earnings = [0.42, 0.55, 0.5, 0.68, 0.77, 0.94];

/** Royalty Payment: a statement whose monthly bars rise, then the payout total and a paid stamp. */
export function AnimatedDemoRoyalty() {
  const { t } = useLingui();
  const period = t({ message: '2025년 1월 – 2025년 6월', context: 'sample statement: period' });
  const payout = t({ message: '₩1,284,500', context: 'sample statement: payout in KRW' });

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
        {earnings.map((share, m) => (
          <div key={m} style={{ height: `${share * 100}%` }}>
            <div
              className={styles.bar}
              data-current={m === earnings.length - 1}
              data-step="bar"
              style={{ animationDelay: `${m * 300}ms` }}
            />
          </div>
        ))}
      </div>
      <div className={styles.months}>
        {monthNames.map((name, m) => (
          <span key={m}>{t(name)}</span>
        ))}
      </div>
      <div className={styles.totalRow}>
        <div className={styles.total} data-step="total">
          <span className={styles.muted}>
            <Trans>이번 달 지급액</Trans>
          </span>
          <span className={styles.amount}>{payout}</span>
        </div>
        <span className={styles.paidStamp} data-step="paid">
          <BadgeCheck className={styles.icon} aria-hidden="true" />
          <Trans>지급 완료</Trans>
        </span>
      </div>
    </div>
  );
}
