import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { CircleCheck, FileAudio, LoaderCircle, Rocket, Upload } from 'lucide-react';
import type { Platform } from '../../content/platforms';
import * as styles from './AnimatedDemo.css';

export interface AnimatedDemoUploadProps {
  /** How many platforms a release reaches (the badge: "released to N+ platforms"). */
  platformCount: number;
  /** The platforms named on the chips; the first six are shown, then "other platforms". */
  platforms: readonly Platform[];
}

/** Easy Upload: a file dropped in, the album's upload bar filling, then the release going out. */
export function AnimatedDemoUpload({ platformCount, platforms: platformList }: AnimatedDemoUploadProps) {
  // Named `platforms`: the catalog's message reads "{platforms}개 이상의 플랫폼에 발매되었습니다".
  const platforms = platformCount;
  const shownPlatforms = platformList.slice(0, 6);
  return (
    <>
      <div className={styles.dropZone}>
        <Upload className={styles.icon} aria-hidden="true" />
        <span>
          <Trans>음원 파일을 여기에 끌어다 놓으세요</Trans>
        </span>
        <span className={styles.fileChip} data-step="file">
          <FileAudio className={styles.icon} aria-hidden="true" />
          track_01.wav
        </span>
      </div>

      <div className={clsx(styles.card, styles.album)}>
        <div className={styles.cover}>
          <svg viewBox="0 0 80 80" className={styles.coverArt} aria-hidden="true" focusable="false">
            {[34, 28, 22].map((r) => (
              <circle key={r} cx={40} cy={40} r={r} className={styles.coverGroove} />
            ))}
            <circle cx={40} cy={40} r={12} className={styles.coverLabel} />
            <circle cx={40} cy={40} r={2.5} className={styles.coverHole} />
          </svg>
        </div>
        <div className={styles.albumMeta}>
          <span className={styles.strong}>
            <Trans>첫 번째 정규 앨범</Trans>
          </span>
          <span className={styles.muted}>
            <Trans>아티스트 이름 · 트랙 10곡</Trans>
          </span>
          <div className={styles.track}>
            <div className={styles.trackFill} data-step="progress" />
          </div>
          <div className={styles.statusLine}>
            <span className={styles.statusUploading}>
              <LoaderCircle className={styles.icon} aria-hidden="true" />
              <Trans>업로드 중</Trans>
            </span>
            <span className={styles.statusDone} data-step="complete">
              <CircleCheck className={styles.icon} aria-hidden="true" />
              <Trans>업로드 완료</Trans>
            </span>
          </div>
        </div>
      </div>

      <div className={styles.release}>
        <span className={styles.releaseBadge} data-step="released">
          <Rocket className={styles.icon} aria-hidden="true" />
          <Trans>{platforms}개 이상의 플랫폼에 발매되었습니다</Trans>
        </span>
        <ul className={styles.chips}>
          {shownPlatforms.map((platform, index) => (
            <li key={platform.id} className={styles.chip} style={{ animationDelay: `${index * 120}ms` }} lang="en">
              {platform.name}
            </li>
          ))}
          <li className={styles.chip} style={{ animationDelay: `${shownPlatforms.length * 120}ms` }}>
            <Trans>그 밖의 플랫폼</Trans>
          </li>
        </ul>
      </div>
    </>
  );
}
