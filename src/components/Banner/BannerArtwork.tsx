import * as styles from './Banner.css';

const grooves = Array.from({ length: 18 }, (_, i) => 140 + i * 34);
const bars = Array.from({ length: 96 }, (_, i) => {
  const envelope = Math.sin((i / 95) * Math.PI);
  const wobble = Math.abs(Math.sin(i * 1.7) * 0.6 + Math.sin(i * 0.43) * 0.4);
  // Rounded: Math.sin may differ in the last bits between the server (prerender) and a browser.
  return { x: i * 20, h: Math.round((18 + envelope * wobble * 220) * 100) / 100 };
});

/** Our own artwork for the hero: the grooves of a record and a waveform, quiet on charcoal. */
export function BannerArtwork() {
  return (
    <svg
      className={styles.artworkSvg}
      viewBox="0 0 1920 1080"
      preserveAspectRatio="xMaxYMin slice"
      aria-hidden="true"
      focusable="false"
    >
      {grooves.map((r) => (
        <circle key={r} cx={1740} cy={240} r={r} className={styles.groove} />
      ))}
      <circle cx={1740} cy={240} r={104} className={styles.grooveAccent} />
      {bars.map((bar) => (
        <rect key={bar.x} x={bar.x} y={1080 - bar.h} width={12} height={bar.h} rx={6} className={styles.wave} />
      ))}
    </svg>
  );
}
