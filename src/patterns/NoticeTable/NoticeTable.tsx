import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Link } from 'wouter';
import type { Notice } from '../../content/types';
import * as styles from './NoticeTable.css';

/** The fields a row shows (a `Notice` from src/content fits as is). */
export type NoticeTableItem = Pick<Notice, 'title' | 'date'>;

export interface NoticeTableProps {
  /** Newest first; row n links to `hrefFor(n)` (1-based position). */
  notices: readonly NoticeTableItem[];
  /** The address of the notice at a 1-based position (default `/notice/{position}`, SPEC §2). */
  hrefFor?: (position: number) => string;
  /** Id of the heading that names the table (or `aria-label`). */
  'aria-labelledby'?: string;
  'aria-label'?: string;
  className?: string;
}

const defaultHref = (position: number) => `/notice/${position}`;

/**
 * The notice list (SPEC §2): a two-column table, title 75 % and date 25 % (YYYY-MM-DD). The
 * title is a row header holding a real link to the notice; the link also covers the whole row,
 * so a click anywhere on it opens the notice, while keyboard and screen-reader users meet one
 * link per row. With no notices it says so.
 */
export function NoticeTable({ notices, hrefFor = defaultHref, className, ...aria }: NoticeTableProps) {
  return (
    <table className={clsx(styles.table, className)} {...aria}>
      <colgroup>
        <col className={styles.titleColumn} />
        <col className={styles.dateColumn} />
      </colgroup>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            <Trans>제목</Trans>
          </th>
          <th scope="col" className={clsx(styles.headCell, styles.headDate)}>
            <Trans>등록일</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {notices.length === 0 ? (
          <tr>
            <td colSpan={2} className={styles.emptyCell}>
              <Trans>등록된 공지사항이 없습니다.</Trans>
            </td>
          </tr>
        ) : (
          notices.map((notice, index) => (
            <tr key={`${index}-${notice.date}`} className={styles.row}>
              <th scope="row" className={styles.titleCell}>
                <Link href={hrefFor(index + 1)} className={styles.link}>
                  {notice.title}
                </Link>
              </th>
              <td className={styles.dateCell}>
                <time dateTime={notice.date}>{notice.date}</time>
              </td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
