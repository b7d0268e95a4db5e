/* eslint-disable lingui/no-unlocalized-strings -- SVG markup and colours, never shown as text */
/**
 * Deterministic generated artwork (DESIGN.md "Imagery: ours, generated and deterministic"):
 * abstract waveforms, vinyl grooves, gradient fields and type-based covers as SVG data URIs.
 * The same seed always gives the same picture, so stories and snapshots are stable.
 */

import { seededRandom } from '../../lib/seededRandom';
import { coverPalette } from '../../styles/palette';

export const coverArtStyles = ['waveform', 'grooves', 'gradient', 'type'] as const;
export type CoverArtStyle = (typeof coverArtStyles)[number];

export interface CoverArtOptions {
  /** Any string: the same seed draws the same artwork. */
  seed: string;
  style?: CoverArtStyle;
  width?: number;
  height?: number;
  /** Short Latin text for the `type` style (e.g. an article type); drawn large. */
  text?: string;
}

// The palette sits with the site's charcoal / warm-gray / vermilion tokens (styles/tokens.ts).
const { grounds, inks, darkGrounds, onDark, onLight } = coverPalette;
const isDark = (ground: string) => (darkGrounds as readonly string[]).includes(ground);

const pick = <T>(list: readonly T[], rnd: () => number): T => list[Math.floor(rnd() * list.length)] as T;
const round = (n: number) => Math.round(n * 10) / 10;
const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function waveform(w: number, h: number, rnd: () => number, ground: string, ink: string): string {
  const bars = 48;
  const gap = w / bars;
  let out = '';
  for (let i = 0; i < bars; i++) {
    const envelope = Math.sin((i / bars) * Math.PI) * 0.8 + 0.2;
    const amp = (0.15 + rnd() * 0.85) * envelope * h * 0.36;
    const x = round(i * gap + gap * 0.2);
    out += `<rect x="${x}" y="${round(h / 2 - amp)}" width="${round(gap * 0.55)}" height="${round(amp * 2)}" rx="${round(gap * 0.27)}" fill="${ink}" opacity="${round(0.55 + rnd() * 0.45)}"/>`;
  }
  return `<rect width="${w}" height="${h}" fill="${ground}"/>${out}<rect x="0" y="${round(h / 2)}" width="${w}" height="1" fill="${ink}" opacity="0.4"/>`;
}

function grooves(w: number, h: number, rnd: () => number, ground: string, ink: string): string {
  const cx = round(w * (0.35 + rnd() * 0.3));
  const cy = round(h * (0.4 + rnd() * 0.2));
  const r = Math.max(w, h) * 0.48;
  let rings = '';
  for (let ring = r; ring > r * 0.3; ring -= 3 + rnd() * 4) {
    rings += `<circle cx="${cx}" cy="${cy}" r="${round(ring)}" fill="none" stroke="${onDark}" stroke-opacity="${round(0.08 + rnd() * 0.14)}" stroke-width="1"/>`;
  }
  return (
    `<rect width="${w}" height="${h}" fill="${ground}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(r)}" fill="${grounds[0]}"/>${rings}` +
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.26)}" fill="${ink}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(r * 0.03)}" fill="${ground}"/>`
  );
}

function gradient(w: number, h: number, rnd: () => number, ground: string, ink: string, ink2: string): string {
  const lines = Array.from({ length: 9 }, (_, i) => {
    const y = round((h / 10) * (i + 1));
    const bend = round((rnd() - 0.5) * h * 0.3);
    return `<path d="M0 ${y} Q ${round(w / 2)} ${y + bend} ${w} ${y}" stroke="${onDark}" stroke-opacity="0.14" fill="none"/>`;
  }).join('');
  return (
    `<defs><radialGradient id="a" cx="${round(rnd())}" cy="${round(rnd())}" r="0.9"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${ink}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="b" cx="${round(rnd())}" cy="${round(rnd())}" r="0.8"><stop offset="0" stop-color="${ink2}"/><stop offset="1" stop-color="${ink2}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="${ground}"/><rect width="${w}" height="${h}" fill="url(#a)"/><rect width="${w}" height="${h}" fill="url(#b)" opacity="0.8"/>${lines}`
  );
}

function typeCover(w: number, h: number, rnd: () => number, ground: string, ink: string, text: string): string {
  // Bold caps run about 0.68em wide: fit the text in 88% of the width, at most 42% of the height.
  const size = round(Math.min((w * 0.88) / (Math.max(text.length, 3) * 0.68), h * 0.42));
  const fg = isDark(ground) ? onDark : onLight;
  return (
    `<rect width="${w}" height="${h}" fill="${ground}"/>` +
    `<rect x="0" y="${round(h * (0.55 + rnd() * 0.2))}" width="${w}" height="${round(h * 0.08)}" fill="${ink}"/>` +
    `<text x="${round(w * 0.06)}" y="${round(h * 0.5)}" font-family="Pretendard, Arial, sans-serif" font-weight="800" font-size="${size}" letter-spacing="-0.03em" fill="${fg}">${escapeXml(text)}</text>` +
    `<text x="${round(w * 0.06)}" y="${round(h * 0.92)}" font-family="Pretendard, Arial, sans-serif" font-weight="600" font-size="${round(h * 0.045)}" letter-spacing="0.2em" fill="${fg}" opacity="0.7">NURI MUSIC</text>`
  );
}

/** An SVG string of the artwork. */
export function coverArtSvg({ seed, style, width = 800, height = 800, text = '' }: CoverArtOptions): string {
  const rnd = seededRandom(seed);
  const kind = style ?? pick(coverArtStyles, rnd);
  const ground = pick(grounds.slice(0, 4), rnd);
  const ink = pick(inks, rnd);
  const ink2 = pick(inks, rnd);
  let body: string;
  if (kind === 'waveform') body = waveform(width, height, rnd, ground, ink);
  else if (kind === 'grooves') body = grooves(width, height, rnd, pick(grounds, rnd), ink);
  else if (kind === 'gradient') body = gradient(width, height, rnd, ground, ink, ink2);
  else body = typeCover(width, height, rnd, pick(grounds, rnd), ink, text || seed.slice(0, 8).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** The artwork as a `data:` URI for an `<img src>`. */
export const coverArt = (options: CoverArtOptions): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(coverArtSvg(options))}`;
