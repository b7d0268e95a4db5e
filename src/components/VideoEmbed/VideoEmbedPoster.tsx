import { useId } from 'react';
import * as styles from './VideoEmbed.css';

/** A small deterministic hash: the same seed always draws the same poster. */
function hash(seed: string): number {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function random(seed: string) {
  let state = hash(seed) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

/**
 * Our own poster artwork — a vinyl record and a waveform on a charcoal field, drawn from a seed
 * (the video id) — so no thumbnail is fetched from the video host before the visitor plays.
 */
export function VideoEmbedPoster({ seed }: { seed: string }) {
  const id = useId();
  const next = random(seed);
  const cx = 1180 + next() * 220;
  const cy = 330 + next() * 200;
  const grooves = Array.from({ length: 16 }, (_, i) => 170 + i * 30 + next() * 8);
  const bars = Array.from({ length: 72 }, (_, i) => {
    const wave = Math.sin(i / 5 + next() * 2) * 0.5 + 0.5;
    return { x: 40 + i * 17, h: 24 + wave * 120 * (0.4 + next() * 0.6) };
  });
  return (
    <svg viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-glow`} cx="0.72" cy="0.35" r="0.75">
          <stop offset="0" className={styles.posterGlow} />
          <stop offset="1" className={styles.posterGlowEnd} />
        </radialGradient>
      </defs>
      <rect width="1600" height="900" className={styles.posterBase} />
      <rect width="1600" height="900" fill={`url(#${id}-glow)`} />
      {grooves.map((r) => (
        <circle key={r} cx={cx} cy={cy} r={r} className={styles.posterGroove} />
      ))}
      <circle cx={cx} cy={cy} r={130} className={styles.posterLabel} />
      <circle cx={cx} cy={cy} r={14} className={styles.posterHole} />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={820 - bar.h} width={9} height={bar.h} rx={4.5} className={styles.posterWave} />
      ))}
    </svg>
  );
}
