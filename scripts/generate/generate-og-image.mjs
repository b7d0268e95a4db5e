#!/usr/bin/env node
/**
 * Generates the site's Open Graph image, public/og/nuri-music.png (1200×630): our own artwork in
 * the hero's style — record grooves and a waveform on charcoal, the wordmark and the tagline in
 * Pretendard (OFL). Drawn as SVG/HTML and rasterised by Debian Chromium (playwright-core); the
 * waveform is deterministic, so a rerun gives the same picture.
 *
 *   node scripts/generate/generate-og-image.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import chromiumArgs from '../chromium/chromium-args.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'public/og/nuri-music.png');
// Inlined as data URLs: a page set with setContent cannot load file:// fonts.
const font = (weight) =>
  `data:font/woff2;base64,${fs
    .readFileSync(path.join(root, `node_modules/pretendard/dist/web/static/woff2/Pretendard-${weight}.woff2`))
    .toString('base64')}`;

const width = 1200;
const height = 630;
const grooves = Array.from({ length: 14 }, (_, i) => 90 + i * 30)
  .map((r) => `<circle cx="1010" cy="190" r="${r}" fill="none" stroke="#3a3e46" stroke-width="1.5"/>`)
  .join('');
const bars = Array.from({ length: 60 }, (_, i) => {
  const envelope = Math.sin((i / 59) * Math.PI);
  const wobble = Math.abs(Math.sin(i * 1.7) * 0.6 + Math.sin(i * 0.43) * 0.4);
  const h = Math.round(14 + envelope * wobble * 150);
  return `<rect x="${i * 20}" y="${height - h}" width="9" height="${h}" rx="4.5" fill="#3a3e46"/>`;
}).join('');

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: P; font-weight: 600; src: url(${font('SemiBold')}) format('woff2'); }
@font-face { font-family: P; font-weight: 800; src: url(${font('ExtraBold')}) format('woff2'); }
html, body { margin: 0; width: ${width}px; height: ${height}px; background: #141518; overflow: hidden; }
svg { position: absolute; inset: 0; }
.copy { position: absolute; left: 80px; top: 170px; font-family: P; color: #f8f7f4; }
.brand { font-weight: 600; font-size: 30px; letter-spacing: 0.14em; display: flex; align-items: center; gap: 16px; }
.dot { width: 18px; height: 18px; border-radius: 50%; background: #e8452c; }
.tagline { font-weight: 800; font-size: 118px; letter-spacing: -0.035em; line-height: 1.05; margin-top: 28px; }
.line { margin-top: 30px; font-weight: 600; font-size: 28px; color: #b4b7bd; letter-spacing: 0.02em; }
</style></head><body>
<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${grooves}
<circle cx="1010" cy="190" r="62" fill="none" stroke="#e8452c" stroke-width="2.5"/>${bars}</svg>
<div class="copy"><div class="brand"><span class="dot"></span>NURI MUSIC</div>
<div class="tagline">Do your music!</div>
<div class="line">DISTRIBUTION · MARKETING · PRODUCTION · PUBLISHING</div></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate('document.fonts.ready');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out, type: 'png' });
  console.log(`generate-og-image: ${path.relative(root, out)} (${width}×${height}, ${fs.statSync(out).size} bytes)`);
} finally {
  await browser.close();
}
