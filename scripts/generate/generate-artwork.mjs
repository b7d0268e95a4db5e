#!/usr/bin/env node
/**
 * Generates every image the site's content uses — ours, abstract and deterministic (DESIGN.md
 * "Imagery"): waveforms, vinyl grooves, gradient fields and type-based covers, monochrome initials
 * for the engineers, video posters and the media-kit sheet. No photos, no logos.
 *
 *   node scripts/generate/generate-artwork.mjs
 *
 * It scans src/content (TypeScript modules and Markdown front matter/bodies) for the /artwork/…svg
 * paths they reference and for article video ids (→ /artwork/media/poster-<id>.svg), then writes
 * exactly those files to public/artwork/, replacing what was there. Each image is seeded by its
 * path, so a rerun produces identical bytes. Type is Pretendard (OFL), converted to outlines with
 * fontkitten so the images do not depend on installed fonts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create } from 'fontkitten';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contentDir = path.join(root, 'src/content');
const outDir = path.join(root, 'public/artwork');
const fontDir = path.join(root, 'node_modules/pretendard/dist/public/static');

// ---------------------------------------------------------------------------------------------
// Determinism: a seeded PRNG per image (FNV-1a of the path → mulberry32) and rounded numbers.

function hash(text) {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function random(seedText) {
  let a = hash(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const r2 = (n) => Math.round(n * 100) / 100;

// ---------------------------------------------------------------------------------------------
// Type as outlines (Pretendard).

const fonts = Object.fromEntries(
  ['Regular', 'SemiBold', 'Bold', 'ExtraBold'].map((weight) => [
    weight.toLowerCase(),
    create(fs.readFileSync(path.join(fontDir, `Pretendard-${weight}.otf`))),
  ]),
);

function measure(text, { font = 'bold', size, tracking = 0 }) {
  const f = fonts[font];
  const scale = size / f.unitsPerEm;
  const glyphs = f.glyphsForString(text);
  return glyphs.reduce((width, glyph) => width + glyph.advanceWidth * scale + tracking, 0) - tracking;
}

/** The largest size ≤ max at which `text` fits `width`. */
function fit(text, width, max, options = {}) {
  const at100 = measure(text, { ...options, size: 100, tracking: 0 });
  const trackingShare = (options.trackingEm ?? 0) * 100 * (text.length - 1);
  return Math.min(max, (width / (at100 + trackingShare)) * 100);
}

/** Text → one <path>. `anchor` start | middle | end; `trackingEm` letter spacing in em. */
function text(str, { x, y, size, font = 'bold', fill, opacity, anchor = 'start', trackingEm = 0 }) {
  const f = fonts[font];
  const scale = size / f.unitsPerEm;
  const tracking = trackingEm * size;
  const width = measure(str, { font, size, tracking });
  let cursor = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  let d = '';
  for (const glyph of f.glyphsForString(str)) {
    d += glyph.path.scale(scale, -scale).translate(cursor, y).toSVG();
    cursor += glyph.advanceWidth * scale + tracking;
  }
  d = d.replace(/-?\d+\.\d+/g, (n) => String(r1(Number(n))));
  return `<path d="${d}" fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`}/>`;
}

// ---------------------------------------------------------------------------------------------
// Palettes: [light, mid, accent, deep]. Warm, editorial, never neon.

const palettes = {
  frost: ['#e3edf3', '#b4c9d8', '#6d8ca3', '#1f3344'],
  sea: ['#f3b36b', '#d8644c', '#2c3b68', '#10172b'],
  sunrise: ['#f7c994', '#e27b6c', '#3b3f7a', '#0e1a3b'],
  green: ['#eef2cf', '#a9c86d', '#4d8a4c', '#1b3a29'],
  violet: ['#ebe0cc', '#c9a98a', '#7b6aa0', '#2c2544'],
  wood: ['#f0e4d1', '#c48d5c', '#7b4a2a', '#28190f'],
  amber: ['#ffd68c', '#f0a43a', '#24304f', '#0d1323'],
  dusk: ['#e6e3ec', '#aaa3bf', '#5a5372', '#1d1a28'],
  ice: ['#f3f8fb', '#cfe1eb', '#7ea6bf', '#2a4b63'],
  teal: ['#d7dee1', '#5fb3ad', '#15565a', '#0b1e21'],
  magenta: ['#f7b54d', '#e14b7b', '#7a1f5c', '#1a0e23'],
  coral: ['#fde2cf', '#f39a7b', '#c4475a', '#2b1530'],
  mono: ['#e8e8e6', '#a9a9a6', '#5d5d5b', '#1c1c1c'],
};

// ---------------------------------------------------------------------------------------------
// Motifs: each returns { defs, body } for a w×h canvas.

let idCounter = 0;
const uid = (prefix) => `${prefix}${++idCounter}`;

function background(w, h, pal, rng, { angle } = {}) {
  const id = uid('bg');
  const a = angle ?? rng.range(0, 360);
  const rad = (a * Math.PI) / 180;
  const x = r2(0.5 - Math.cos(rad) / 2);
  const y = r2(0.5 - Math.sin(rad) / 2);
  return {
    defs: `<linearGradient id="${id}" x1="${x}" y1="${y}" x2="${r2(1 - x)}" y2="${r2(1 - y)}"><stop offset="0" stop-color="${pal[3]}"/><stop offset="1" stop-color="${pal[2]}"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}

function lightBackground(w, h, pal, rng) {
  const id = uid('bg');
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="${r2(rng.range(0.3, 1))}" y2="1"><stop offset="0" stop-color="${pal[0]}"/><stop offset="1" stop-color="${pal[1]}"/></linearGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}

/** Soft colour fields: large radial gradients fading to nothing. */
function blobs(w, h, pal, rng, count = 4, colors = [pal[0], pal[1], pal[2]]) {
  let defs = '';
  let body = '';
  for (let i = 0; i < count; i++) {
    const id = uid('blob');
    const color = colors[i % colors.length];
    defs += `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${r2(rng.range(0.55, 0.85))}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
    const radius = rng.range(0.35, 0.7) * Math.max(w, h);
    body += `<circle cx="${r1(rng.range(-0.1, 1.1) * w)}" cy="${r1(rng.range(-0.1, 1.1) * h)}" r="${r1(radius)}" fill="url(#${id})"/>`;
  }
  return { defs, body };
}

/** Smooth seeded noise in [-1, 1]. */
function wave(rng) {
  const parts = Array.from({ length: 4 }, (_, i) => ({
    f: rng.range(1, 3) * (i + 1),
    p: rng.range(0, Math.PI * 2),
    a: 1 / (i + 1.2),
  }));
  const total = parts.reduce((sum, part) => sum + part.a, 0);
  return (t) => parts.reduce((sum, part) => sum + part.a * Math.sin(part.f * t * Math.PI * 2 + part.p), 0) / total;
}

function waveformBars(
  w,
  h,
  pal,
  rng,
  { y = h / 2, height = h * 0.75, x0 = w * 0.08, x1 = w * 0.92, color = pal[0] } = {},
) {
  const noise = wave(rng);
  const envelope = wave(rng);
  const step = rng.pick([10, 12, 14, 16]) * (w / 1200);
  const barWidth = step * 0.5;
  let body = `<g fill="${color}">`;
  for (let x = x0; x <= x1; x += step) {
    const t = (x - x0) / (x1 - x0);
    const amp =
      (0.2 + 0.8 * Math.abs(noise(t))) * (0.7 + 0.3 * Math.abs(envelope(t * 0.5))) * Math.sin(Math.PI * t) ** 0.3;
    const bar = Math.max(barWidth, amp * height);
    body += `<rect x="${r1(x)}" y="${r1(y - bar / 2)}" width="${r1(barWidth)}" height="${r1(bar)}" rx="${r1(barWidth / 2)}"/>`;
  }
  return { defs: '', body: `${body}</g>` };
}

function waveLines(w, h, pal, rng, { lines = 7, color = pal[0], y0 = h * 0.3, y1 = h * 0.75 } = {}) {
  let body = `<g fill="none" stroke="${color}" stroke-linecap="round">`;
  for (let i = 0; i < lines; i++) {
    const noise = wave(rng);
    const baseY = y0 + ((y1 - y0) * i) / Math.max(1, lines - 1);
    const amp = rng.range(0.04, 0.12) * h;
    let d = '';
    for (let s = 0; s <= 60; s++) {
      const t = s / 60;
      d += `${s === 0 ? 'M' : 'L'}${r1(t * w)} ${r1(baseY + noise(t) * amp)}`;
    }
    body += `<path d="${d}" stroke-width="${r1(rng.range(1.2, 3.2) * (w / 1200))}" stroke-opacity="${r2(rng.range(0.35, 0.9))}"/>`;
  }
  return { defs: '', body: `${body}</g>` };
}

function vinyl(w, h, pal, rng, { cx = w * 0.62, cy = h * 0.5, radius = Math.min(w, h) * 0.42, label = pal[1] } = {}) {
  const sheen = uid('sheen');
  let body = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="#111"/>`;
  body += `<g fill="none" stroke="#fff">`;
  for (let r = radius * 0.36; r < radius * 0.97; r += radius * rng.range(0.012, 0.022)) {
    body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" stroke-width="${r2(rng.range(0.4, 1.2))}" stroke-opacity="${r2(rng.range(0.04, 0.16))}"/>`;
  }
  body += '</g>';
  body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="url(#${sheen})"/>`;
  body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.3)}" fill="${label}"/>`;
  body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.22)}" fill="none" stroke="${pal[3]}" stroke-opacity="0.25"/>`;
  body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 0.025)}" fill="${pal[3]}"/>`;
  const defs = `<linearGradient id="${sheen}" x1="0" y1="0" x2="1" y2="1"><stop offset="0.3" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.12"/><stop offset="0.7" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  return { defs, body };
}

function rings(
  w,
  h,
  pal,
  rng,
  { cx = rng.range(0.2, 0.8) * w, cy = rng.range(0.2, 0.8) * h, color = pal[0], count = 18 } = {},
) {
  let body = `<g fill="none" stroke="${color}">`;
  const max = Math.hypot(w, h) * 0.6;
  for (let i = 1; i <= count; i++) {
    body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1((max * i) / count)}" stroke-width="${r2(rng.range(0.6, 2))}" stroke-opacity="${r2(rng.range(0.08, 0.3))}"/>`;
  }
  return { defs: '', body: `${body}</g>` };
}

function frost(w, h, pal, rng, { count = 26, color = '#fff' } = {}) {
  let body = `<g fill="none" stroke="${color}" stroke-linecap="round">`;
  for (let i = 0; i < count; i++) {
    let x = rng.range(0, w);
    let y = rng.range(0, h);
    let angle = rng.range(0, Math.PI * 2);
    let d = `M${r1(x)} ${r1(y)}`;
    const steps = rng.int(5, 12);
    for (let s = 0; s < steps; s++) {
      angle += rng.range(-0.6, 0.6);
      const len = rng.range(12, 40) * (w / 800);
      x += Math.cos(angle) * len;
      y += Math.sin(angle) * len;
      d += `L${r1(x)} ${r1(y)}`;
      if (rng.next() < 0.35) {
        const branch = angle + (rng.next() < 0.5 ? 1 : -1) * rng.range(0.5, 1.1);
        const bl = len * rng.range(0.4, 0.9);
        d += `M${r1(x)} ${r1(y)}l${r1(Math.cos(branch) * bl)} ${r1(Math.sin(branch) * bl)}M${r1(x)} ${r1(y)}`;
      }
    }
    body += `<path d="${d}" stroke-width="${r2(rng.range(0.6, 1.8))}" stroke-opacity="${r2(rng.range(0.35, 0.8))}"/>`;
  }
  return { defs: '', body: `${body}</g>` };
}

function bands(w, h, pal, rng) {
  let body = '';
  let x = 0;
  const colors = [pal[0], pal[1], pal[2], pal[1], pal[0]];
  while (x < w) {
    const bw = rng.range(0.06, 0.22) * w;
    body += `<rect x="${r1(x)}" y="0" width="${r1(bw + 1)}" height="${h}" fill="${rng.pick(colors)}" fill-opacity="${r2(rng.range(0.35, 0.9))}"/>`;
    x += bw;
  }
  return { defs: '', body };
}

function streaks(w, h, pal, rng, { count = 14, colors = [pal[0], pal[1]] } = {}) {
  let body = '<g stroke-linecap="round">';
  for (let i = 0; i < count; i++) {
    const y = rng.range(0.15, 0.9) * h;
    const x = rng.range(-0.2, 0.8) * w;
    const len = rng.range(0.15, 0.6) * w;
    const color = rng.pick(colors);
    for (const [width, opacity] of [
      [rng.range(18, 34), 0.08],
      [rng.range(8, 14), 0.18],
      [rng.range(2, 4), 0.8],
    ]) {
      body += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x + len)}" y2="${r1(y + rng.range(-8, 8))}" stroke="${color}" stroke-width="${r1(width * (w / 1200))}" stroke-opacity="${opacity}"/>`;
    }
  }
  for (let i = 0; i < count; i++) {
    body += `<circle cx="${r1(rng.range(0, w))}" cy="${r1(rng.range(0, h))}" r="${r1(rng.range(6, 30) * (w / 1200))}" fill="${rng.pick(colors)}" fill-opacity="${r2(rng.range(0.08, 0.3))}"/>`;
  }
  return { defs: '', body: `${body}</g>` };
}

function stems(w, h, pal, rng, { color = pal[3] } = {}) {
  const noise = wave(rng);
  let body = `<g fill="${color}">`;
  const step = w / 26;
  for (let i = 1; i < 26; i++) {
    const x = i * step;
    const top = h * (0.25 + 0.45 * (0.5 + 0.5 * noise(i / 26)));
    body += `<rect x="${r1(x - 2)}" y="${r1(top)}" width="4" height="${r1(h - top)}" fill-opacity="0.75"/>`;
    body += `<circle cx="${r1(x)}" cy="${r1(top)}" r="${r1(rng.range(6, 14))}" fill="${rng.pick([pal[1], pal[2], pal[0]])}"/>`;
  }
  return { defs: '', body: `${body}</g>` };
}

function boats(w, h, pal, rng, { count = 14, color = '#fff' } = {}) {
  let body = `<g fill="${color}">`;
  for (let i = 0; i < count; i++) {
    const s = rng.range(24, 70) * (w / 800);
    const x = rng.range(0.05, 0.95) * w;
    const y = rng.range(0.1, 0.68) * h;
    const rot = r1(rng.range(-12, 12));
    body += `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${rot})" fill-opacity="${r2(rng.range(0.55, 0.95))}"><path d="M${r1(-s)} 0L${r1(s)} 0L${r1(s * 0.6)} ${r1(s * 0.35)}L${r1(-s * 0.6)} ${r1(s * 0.35)}Z"/><path d="M0 ${r1(-s * 0.9)}L${r1(s * 0.55)} ${r1(-s * 0.05)}L0 ${r1(-s * 0.05)}Z" fill-opacity="0.8"/></g>`;
  }
  return { defs: '', body: `${body}</g>` };
}

function grid(w, h, pal, rng, { color = pal[0], size = rng.pick([40, 48, 60]) } = {}) {
  let d = '';
  for (let x = size; x < w; x += size) d += `M${x} 0V${h}`;
  for (let y = size; y < h; y += size) d += `M0 ${y}H${w}`;
  return { defs: '', body: `<path d="${d}" stroke="${color}" stroke-opacity="0.2" stroke-width="1.5"/>` };
}

function compose(...layers) {
  return layers.reduce((all, layer) => ({ defs: all.defs + layer.defs, body: all.body + layer.body }), {
    defs: '',
    body: '',
  });
}

function svg(w, h, { defs, body }, title) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${
    title ? ' role="img"' : ''
  }>${title ? `<title>${escapeXml(title)}</title>` : ''}<defs>${defs}</defs>${body}</svg>\n`;
}

const escapeXml = (value) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** A scene by motif name: background + motif layers. */
function scene(motif, w, h, pal, rng) {
  switch (motif) {
    case 'frost':
      return compose(
        lightBackground(w, h, pal, rng),
        blobs(w, h, pal, rng, 3, [pal[0], pal[1], '#fff']),
        frost(w, h, pal, rng),
        frost(w, h, pal, rng, { count: 8, color: pal[2] }),
      );
    case 'vinyl':
      return compose(background(w, h, pal, rng), blobs(w, h, pal, rng, 2, [pal[2], pal[1]]), vinyl(w, h, pal, rng));
    case 'waveform':
      return compose(background(w, h, pal, rng, { angle: 90 }), blobs(w, h, pal, rng, 3), waveformBars(w, h, pal, rng));
    case 'sea':
      return compose(
        background(w, h, pal, rng, { angle: 270 }),
        blobs(w, h, pal, rng, 3, [pal[0], pal[1]]),
        waveLines(w, h, pal, rng, { lines: 9, y0: h * 0.55, y1: h * 0.95 }),
      );
    case 'field':
      return compose(
        lightBackground(w, h, pal, rng),
        blobs(w, h, pal, rng, 6, [pal[1], pal[2], pal[0]]),
        rings(w, h, pal, rng, { color: pal[3], count: 10 }),
      );
    case 'stems':
      return compose(
        lightBackground(w, h, pal, rng),
        blobs(w, h, pal, rng, 3, [pal[1], pal[0]]),
        stems(w, h, pal, rng),
      );
    case 'bands':
      return compose(lightBackground(w, h, pal, rng), bands(w, h, pal, rng), blobs(w, h, pal, rng, 2, [pal[0]]));
    case 'streaks':
      return compose(background(w, h, pal, rng, { angle: 100 }), streaks(w, h, pal, rng));
    case 'rings':
      return compose(background(w, h, pal, rng), blobs(w, h, pal, rng, 3), rings(w, h, pal, rng, { count: 24 }));
    case 'boats':
      return compose(
        lightBackground(w, h, pal, rng),
        blobs(w, h, pal, rng, 3, [pal[1], '#fff']),
        boats(w, h, pal, rng, { color: pal[3] }),
      );
    case 'lines':
      return compose(
        background(w, h, pal, rng),
        blobs(w, h, pal, rng, 2, [pal[1], pal[2]]),
        waveLines(w, h, pal, rng, { lines: 12, y0: h * 0.2, y1: h * 0.8 }),
      );
    case 'grid':
      return compose(
        background(w, h, pal, rng),
        blobs(w, h, pal, rng, 4, [pal[0], pal[1], pal[2]]),
        grid(w, h, pal, rng),
      );
    default:
      throw new Error(`unknown motif ${motif}`);
  }
}

const darkMotifs = new Set(['vinyl', 'waveform', 'sea', 'streaks', 'rings', 'lines', 'grid']);
const inkFor = (motif, pal) => (darkMotifs.has(motif) ? pal[0] : pal[3]);

// ---------------------------------------------------------------------------------------------
// Generators by folder.

/** Small caps label, e.g. "NURI MUSIC · 03". */
function label(str, x, y, size, fill, opacity = 0.85, anchor = 'start') {
  return text(str, { x, y, size, font: 'semibold', fill, opacity, trackingEm: 0.12, anchor });
}

const articleArt = {
  '01': { motif: 'frost', pal: 'frost', type: 'Seoridam', sub: 'Frost' },
  '02': { motif: 'sea', pal: 'sea', type: 'Tideline Club', sub: 'Low Tide Radio' },
  '03': { motif: 'waveform', pal: 'sunrise', type: null, sub: 'Busan, 04:40' },
  '04': { motif: 'field', pal: 'green', type: 'ODDBLOOM', sub: 'Greenhouse' },
  '05': { motif: 'bands', pal: 'violet', type: 'Mara Quill', sub: 'Sync' },
  '06': { motif: 'rings', pal: 'wood', type: null, sub: 'The Rice Mill Session' },
  '07': { motif: 'vinyl', pal: 'wood', type: null, sub: 'Long Way Home' },
  '08': { motif: 'rings', pal: 'dusk', type: 'Seoridam', sub: 'Small Hours' },
  '09': { motif: 'boats', pal: 'ice', type: null, sub: 'Paper Boats' },
  10: { motif: 'lines', pal: 'teal', type: 'Kestrel Hayes', sub: 'Northern Lines' },
  11: { motif: 'grid', pal: 'magenta', type: 'Orrin Vale', sub: '12 Cities' },
  12: { motif: 'streaks', pal: 'amber', type: null, sub: 'Night Bus' },
};

const articleRowArt = {
  '01-row-1': { motif: 'frost', pal: 'frost' },
  '01-row-2': { motif: 'vinyl', pal: 'frost' },
  '02-row-1': { motif: 'sea', pal: 'sea' },
  '03-row-1': { motif: 'waveform', pal: 'sunrise' },
  '04-row-1': { motif: 'field', pal: 'green' },
  '04-row-2': { motif: 'stems', pal: 'green' },
  '05-row-1': { motif: 'bands', pal: 'violet' },
  '07-row-1': { motif: 'streaks', pal: 'amber' },
  '07-row-2': { motif: 'vinyl', pal: 'wood' },
  '08-row-1': { motif: 'rings', pal: 'dusk' },
  '09-row-1': { motif: 'boats', pal: 'ice' },
  '10-row-1': { motif: 'lines', pal: 'teal' },
  '10-row-2': { motif: 'vinyl', pal: 'teal' },
  '11-row-1': { motif: 'grid', pal: 'magenta' },
  '12-row-1': { motif: 'streaks', pal: 'amber' },
};

function articleImage(name, rng) {
  if (articleRowArt[name]) {
    const { motif, pal } = articleRowArt[name];
    const p = palettes[pal];
    const w = 800;
    const h = 1000;
    const art = scene(motif, w, h, p, rng);
    if (motif === 'vinyl') {
      const layers = compose(
        background(w, h, p, rng),
        blobs(w, h, p, rng, 2, [p[1], p[2]]),
        vinyl(w, h, p, rng, { cx: w * 0.5, cy: h * 0.55, radius: w * 0.42, label: p[0] }),
      );
      return svg(w, h, layers);
    }
    return svg(w, h, art);
  }
  const spec = articleArt[name];
  if (!spec) return null;
  const p = palettes[spec.pal];
  const w = 1200;
  const h = 800;
  const art = scene(spec.motif, w, h, p, rng);
  const ink = inkFor(spec.motif, p);
  let overlay = label(`NURI MUSIC  ·  ${name}`, 64, 92, 22, ink);
  if (spec.type) {
    const size = fit(spec.type, w - 128, 190, { font: 'extrabold', trackingEm: -0.02 });
    overlay += text(spec.type, { x: 58, y: h - 120, size, font: 'extrabold', fill: ink, trackingEm: -0.02 });
    overlay += label(spec.sub.toUpperCase(), 64, h - 64, 26, ink);
  } else {
    overlay += label(spec.sub.toUpperCase(), 64, h - 64, 26, ink);
  }
  return svg(w, h, { defs: art.defs, body: art.body + overlay });
}

const workArt = {
  'music-01': { motif: 'frost', pal: 'frost', title: '성에', artist: 'Seoridam' },
  'music-02': { motif: 'field', pal: 'green', title: '새싹', artist: 'ODDBLOOM' },
  'music-03': { motif: 'vinyl', pal: 'wood', title: '먼 길', artist: 'Marusae' },
  'music-04': { motif: 'sea', pal: 'frost', title: 'Harbour Bells', artist: 'Mara Quill' },
  'music-05': { motif: 'bands', pal: 'coral', title: 'Slow Summer', artist: 'Pale Orchard' },
  'music-06': { motif: 'lines', pal: 'amber', title: 'Morning Route', artist: 'Mulbit Quartet' },
  'video-01': { motif: 'field', pal: 'green', title: 'Sprout', artist: 'ODDBLOOM' },
  'video-02': { motif: 'boats', pal: 'ice', title: 'Paper Boats', artist: 'ODDBLOOM' },
  'video-03': { motif: 'boats', pal: 'dusk', title: 'Paper Boats — Behind', artist: 'ODDBLOOM' },
  'video-04': { motif: 'waveform', pal: 'sunrise', title: 'Busan Sunrise Set', artist: 'Orrin Vale' },
  'video-05': { motif: 'rings', pal: 'wood', title: 'The Rice Mill Session', artist: 'Salt & Cedar' },
  'video-06': { motif: 'streaks', pal: 'amber', title: 'Night Bus (Live)', artist: 'Marusae' },
  'video-07': { motif: 'frost', pal: 'frost', title: 'Frost — Lyric Video', artist: 'Seoridam' },
  'video-08': { motif: 'lines', pal: 'teal', title: 'The String Sessions', artist: 'Kestrel Hayes' },
  'video-09': { motif: 'sea', pal: 'sea', title: 'Pier Lights', artist: 'Tideline Club' },
  'video-10': { motif: 'rings', pal: 'dusk', title: 'Small Hours', artist: 'Seoridam' },
};

function workImage(name, rng) {
  const spec = workArt[name];
  if (!spec) return null;
  const p = palettes[spec.pal];
  const isVideo = name.startsWith('video');
  const w = isVideo ? 1280 : 1000;
  const h = isVideo ? 720 : 1000;
  const art = scene(spec.motif, w, h, p, rng);
  const ink = inkFor(spec.motif, p);
  const margin = isVideo ? 64 : 72;
  const size = fit(spec.title, w - margin * 2, isVideo ? 96 : 150, { font: 'extrabold', trackingEm: -0.02 });
  let overlay = label(spec.artist.toUpperCase(), margin, margin + 24, isVideo ? 24 : 30, ink);
  overlay += text(spec.title, { x: margin - 4, y: h - margin, size, font: 'extrabold', fill: ink, trackingEm: -0.02 });
  if (isVideo)
    overlay += `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" fill="none" stroke="${ink}" stroke-opacity="0.35" stroke-width="2"/>`;
  return svg(w, h, { defs: art.defs, body: art.body + overlay });
}

function engineerImage(name, rng) {
  const initials = name
    .split('-')
    .map((part) => part[0].toUpperCase())
    .join('');
  const w = 600;
  const h = 600;
  const p = palettes.mono;
  const shade = rng.pick(['#262626', '#2e2e2e', '#333333', '#2a2a2a']);
  const ringsLayer = rings(w, h, p, rng, {
    cx: rng.range(0.1, 0.9) * w,
    cy: rng.range(0.1, 0.9) * h,
    color: '#ffffff',
    count: 16,
  });
  const body =
    `<rect width="${w}" height="${h}" fill="${shade}"/>` +
    ringsLayer.body +
    `<circle cx="300" cy="300" r="190" fill="#1a1a1a" fill-opacity="0.55"/>` +
    text(initials, {
      x: 300,
      y: 300 + (1448 * (150 / 2048)) / 2,
      size: 150,
      font: 'bold',
      fill: '#ededed',
      anchor: 'middle',
      trackingEm: 0.02,
    });
  return svg(w, h, { defs: '', body });
}

// Campaign creatives: the shape follows the kind in the file name.
const campaignArt = {
  'orrin-vale': { pal: 'sunrise', alt: 'magenta', name: 'Orrin Vale', line: 'Asia Tour' },
  seoridam: { pal: 'frost', alt: 'dusk', name: 'Seoridam', line: 'Frost' },
  oddbloom: { pal: 'green', alt: 'ice', name: 'ODDBLOOM', line: 'Greenhouse' },
  marusae: { pal: 'amber', alt: 'wood', name: 'Marusae', line: 'Night Bus' },
};

/** Words on a creative other than the campaign line (playlist names, event titles). */
const campaignLines = {
  'orrin-vale/global-2': 'First Light',
  'orrin-vale/global-3': 'Early House',
  'oddbloom/global-1': 'Fresh Greens',
  'oddbloom/global-2': 'Synth Garden',
  'oddbloom/event-1': 'Paper Boats',
  'oddbloom/event-2': 'Listening Party',
};

const kindShapes = {
  cover: [1200, 800],
  short: [720, 1280],
  long: [1280, 720],
  global: [1000, 1000],
  magazine: [800, 1000],
  event: [800, 1000],
  offline: [1600, 600],
  press: [800, 1000],
};

const kindMotifs = {
  cover: ['waveform', 'vinyl', 'field', 'streaks'],
  short: ['streaks', 'lines', 'waveform', 'rings'],
  long: ['waveform', 'sea', 'lines'],
  global: ['rings', 'field', 'grid'],
  magazine: ['bands', 'field', 'frost'],
  event: ['grid', 'rings', 'streaks'],
  offline: ['waveform', 'lines', 'streaks'],
  press: ['field', 'bands'],
};

function paperPage(w, h, p, rng, heading, ink) {
  // A magazine or press page: paper, a headline, an image block and lines of "text".
  const art = scene(rng.pick(kindMotifs.magazine), w - 120, 420, p, rng);
  const clip = uid('clip');
  let body = `<rect width="${w}" height="${h}" fill="#f6f4ef"/>`;
  body += label('NURI MUSIC', 60, 84, 20, '#2b2b2b');
  body += `<rect x="60" y="104" width="${w - 120}" height="2" fill="#2b2b2b"/>`;
  const size = fit(heading, w - 120, 64, { font: 'extrabold' });
  body += text(heading, { x: 58, y: 190, size, font: 'extrabold', fill: ink });
  body += `<g clip-path="url(#${clip})" transform="translate(60 230)">${art.body}</g>`;
  let y = 700;
  while (y < h - 60) {
    const lineWidth = (w - 120) * rng.range(0.7, 1);
    body += `<rect x="60" y="${y}" width="${r1(lineWidth)}" height="10" rx="5" fill="#2b2b2b" fill-opacity="0.16"/>`;
    y += 28;
  }
  return { defs: `${art.defs}<clipPath id="${clip}"><rect width="${w - 120}" height="420"/></clipPath>`, body };
}

function campaignImage(caseId, name, rng) {
  const spec = campaignArt[caseId];
  const kind = name.replace(/-\d+$/, '');
  const shape = kindShapes[kind];
  if (!spec || !shape) return null;
  const [w, h] = shape;
  const p = palettes[rng.next() < 0.7 ? spec.pal : spec.alt];
  const line = campaignLines[`${caseId}/${name}`] ?? spec.line;
  if (kind === 'magazine' || kind === 'press') {
    const heading = kind === 'press' ? `${spec.name}: ${spec.line}` : spec.name;
    return svg(w, h, paperPage(w, h, p, rng, heading, p[3]));
  }
  const motif = rng.pick(kindMotifs[kind]);
  const art = scene(motif, w, h, p, rng);
  const ink = inkFor(motif, p);
  const margin = Math.round(Math.min(w, h) * 0.08);
  let overlay = '';
  if (kind === 'short') {
    const size = fit(spec.name, w - margin * 2, 120, { font: 'extrabold' });
    overlay += text(spec.name, { x: margin, y: h * 0.78, size, font: 'extrabold', fill: ink });
    overlay += label(line.toUpperCase(), margin + 4, h * 0.78 + 64, 30, ink);
  } else if (kind === 'event') {
    const size = fit(line, w - margin * 2, 120, { font: 'extrabold' });
    overlay += label(spec.name.toUpperCase(), margin, margin + 30, 30, ink);
    overlay += text(line, { x: margin - 4, y: h * 0.62, size, font: 'extrabold', fill: ink });
    for (let i = 0; i < 4; i++) {
      overlay += `<rect x="${margin}" y="${r1(h * 0.7 + i * 34)}" width="${r1((w - margin * 2) * rng.range(0.3, 0.6))}" height="12" rx="6" fill="${ink}" fill-opacity="0.5"/>`;
    }
  } else if (kind === 'global') {
    const size = fit(line, w - margin * 2, 140, { font: 'extrabold' });
    overlay += text(line, { x: w / 2, y: h / 2 + size * 0.35, size, font: 'extrabold', fill: ink, anchor: 'middle' });
    overlay += label(spec.name.toUpperCase(), w / 2, h - margin, 28, ink, 0.85, 'middle');
  } else {
    const size = fit(spec.name, w * 0.6, kind === 'offline' ? 150 : 120, { font: 'extrabold' });
    overlay += text(spec.name, { x: margin, y: h - margin - 40, size, font: 'extrabold', fill: ink });
    overlay += label(line.toUpperCase(), margin + 4, h - margin + 4, 28, ink);
  }
  return svg(w, h, { defs: art.defs, body: art.body + overlay });
}

const posterSpecs = {
  Qm4vR8tLx2A: { motif: 'waveform', pal: 'sunrise', artist: 'Orrin Vale' },
  Zk7pN3wHc9E: { motif: 'field', pal: 'green', artist: 'ODDBLOOM' },
  Lr2sT6yBf1K: { motif: 'rings', pal: 'wood', artist: 'Salt & Cedar' },
  Hd8gJ5qWm3P: { motif: 'boats', pal: 'ice', artist: 'ODDBLOOM' },
  Vx1cF7nRt4S: { motif: 'lines', pal: 'teal', artist: 'Kestrel Hayes' },
  Np6bK2zDq8U: { motif: 'streaks', pal: 'amber', artist: 'Marusae' },
  Mk3tY9aLe5R: { motif: 'grid', pal: 'coral', artist: 'NURI MUSIC' },
  Bg4vP1sQo7W: { motif: 'lines', pal: 'dusk', artist: null },
  Ar9dW2hXk6T: { motif: 'rings', pal: 'mono', artist: null },
};

function posterImage(id, rng) {
  const spec = posterSpecs[id];
  if (!spec) return null;
  const w = 1280;
  const h = 720;
  const p = palettes[spec.pal];
  const art = scene(spec.motif, w, h, p, rng);
  const ink = inkFor(spec.motif, p);
  // The artist as a small label only: every player shows the video's title as text in the page's
  // language (a caption at the bottom edge), which a title drawn into the art would collide with.
  const overlay = spec.artist ? label(spec.artist.toUpperCase(), 64, 88, 24, ink) : '';
  return svg(w, h, { defs: art.defs, body: art.body + overlay });
}

function mediaKitImage(rng) {
  const w = 1600;
  const h = 900;
  const photo = scene('rings', 640, 780, palettes.dusk, rng);
  const cover = scene('vinyl', 340, 340, palettes.frost, rng);
  const c1 = uid('clip');
  const c2 = uid('clip');
  let body = `<rect width="${w}" height="${h}" fill="#f6f4ef"/>`;
  body += `<g clip-path="url(#${c1})" transform="translate(60 60)">${photo.body}</g>`;
  body += label('NURI MUSIC  ·  MEDIA KIT', 760, 110, 24, '#2b2b2b');
  body += text('Seoridam', { x: 756, y: 230, size: 110, font: 'extrabold', fill: palettes.frost[3] });
  body += `<g clip-path="url(#${c2})" transform="translate(760 300)">${cover.body}</g>`;
  body += label('FROST  ·  SINGLE', 1130, 340, 22, '#2b2b2b');
  let y = 380;
  for (let i = 0; i < 7; i++) {
    body += `<rect x="1130" y="${y}" width="${r1(rng.range(260, 400))}" height="10" rx="5" fill="#2b2b2b" fill-opacity="0.18"/>`;
    y += 30;
  }
  body += label('PALETTE', 760, 710, 20, '#2b2b2b');
  palettes.frost.concat(palettes.dusk.slice(1, 3)).forEach((color, i) => {
    body += `<rect x="${760 + i * 120}" y="730" width="104" height="104" rx="8" fill="${color}"/>`;
  });
  return svg(w, h, {
    defs: `${photo.defs}${cover.defs}<clipPath id="${c1}"><rect width="640" height="780" rx="8"/></clipPath><clipPath id="${c2}"><rect width="340" height="340" rx="8"/></clipPath>`,
    body,
  });
}

function generate(ref) {
  idCounter = 0;
  const rng = random(ref);
  const [, folder, ...rest] = ref.replace(/^\/artwork\//, '/').split('/');
  const name = rest.join('/').replace(/\.svg$/, '');
  switch (folder) {
    case 'articles':
      return articleImage(name, rng);
    case 'works':
      return workImage(name, rng);
    case 'engineers':
      return engineerImage(name, rng);
    case 'campaigns':
      return campaignImage(rest[0], rest[1]?.replace(/\.svg$/, ''), rng);
    case 'media':
      if (name === 'media-kit') return mediaKitImage(rng);
      if (name.startsWith('poster-')) return posterImage(name.slice('poster-'.length), rng);
      return null;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Which files the content references.

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    // Content modules and articles only: not tests, declarations or the README's examples.
    return /\.(ts|md)$/.test(entry.name) &&
      !/\.test\.ts$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      entry.name !== 'README.md'
      ? [full]
      : [];
  });
}

function references() {
  const refs = new Set();
  for (const file of walk(contentDir)) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(/\/artwork\/[\w/-]+\.svg/g)) refs.add(match[0]);
    if (file.endsWith('.md')) {
      const video = /^video:\s*\n\s+id:\s*['"]?([\w-]{11})/m.exec(source);
      if (video) refs.add(`/artwork/media/poster-${video[1]}.svg`);
    }
    // VideoRefs built with videoPoster('<id>') in TypeScript modules.
    for (const match of source.matchAll(/video\('([\w-]{11})'/g)) refs.add(`/artwork/media/poster-${match[1]}.svg`);
  }
  return [...refs].sort();
}

const refs = references();
fs.rmSync(outDir, { recursive: true, force: true });
let total = 0;
const missing = [];
for (const ref of refs) {
  const content = generate(ref);
  if (!content) {
    missing.push(ref);
    continue;
  }
  const file = path.join(root, 'public', ref);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  total += Buffer.byteLength(content);
}
if (missing.length) {
  console.error(`No generator for:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`artwork: ${refs.length} files, ${(total / 1024).toFixed(0)} KB in public/artwork`);
if (total > 2 * 1024 * 1024) {
  console.error('artwork: over the 2 MB budget');
  process.exit(1);
}
