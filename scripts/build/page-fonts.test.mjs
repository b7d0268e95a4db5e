// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bodyFontFamily } from '../../src/styles/fontStack';
import { addFontTags, fontFaceCss, pageCharacters, pageFamily, unicodeRange } from './page-fonts.mjs';

const doc = (root, head = '') =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8">${head}</head><body>${root}</body></html>`;

describe('the characters of a page', () => {
  it("are what #root shows, with its fields' placeholders and values, and printable ASCII", () => {
    const chars = pageCharacters(
      doc(
        '<div id="root"><h1>음악 &amp; 세상</h1><input placeholder="이름" value="값"><textarea>글</textarea>' +
          '<script>const hidden = "숨김";</script><template><p>틀</p></template></div><p>밖</p>',
      ),
    );
    for (const char of '음악세상이름값글&') expect(chars).toContain(char);
    for (const char of '숨김틀밖') expect(chars).not.toContain(char);
    expect(chars).toContain('~');
    expect(chars).not.toMatch(/[\n\t]/);
    expect([...chars]).toEqual([...chars].sort((a, b) => a.codePointAt(0) - b.codePointAt(0)));
  });

  it('are none for a page whose #root is empty (the SPA template)', () => {
    expect(pageCharacters(doc('<div id="root"></div>'))).toBe('');
    expect(pageCharacters(doc('<main>본문</main>'))).toBe('');
  });
});

describe('a page font face', () => {
  it('names consecutive code points as one range', () => {
    expect(unicodeRange('ABC가각Z')).toBe('U+41-43, U+5a, U+ac00-ac01');
  });

  it("is a family of its own, first in the body's font stack, with the dynamic subsets' descriptors", () => {
    const css = fontFaceCss('pretendard-page-abc.woff2', '가');
    expect(pageFamily).not.toBe('Pretendard Variable');
    expect(css).toContain(`font-family: '${pageFamily}';`);
    expect(bodyFontFamily.startsWith(`"${pageFamily}", "Pretendard Variable", `)).toBe(true);
    expect(css).toContain('font-weight: 45 920;');
    expect(css).toContain('font-display: swap;');
    expect(css).toContain('unicode-range: U+ac00;');
    expect(css).toContain("url(./pretendard-page-abc.woff2) format('woff2-variations')");
  });

  it("starts with the font's license notice when it is given", () => {
    const css = fontFaceCss('f.woff2', '가', '/* Copyright; SIL Open Font License */');
    expect(css.startsWith('/* Copyright; SIL Open Font License */\n@font-face {')).toBe(true);
  });
});

describe('the font tags of a page', () => {
  const head =
    '<link rel="stylesheet" crossorigin href="/assets/index-a.css"><link rel="stylesheet" href="/assets/b.css">';
  const tags = { preloads: ['/assets/p.woff2'], stylesheet: '/assets/p.css' };

  it('preload the font before the first stylesheet and declare its face after the last', () => {
    const html = addFontTags(doc('<div id="root">x</div>', `<script>startRule()</script>${head}`), tags);
    expect(html.indexOf('<script>startRule()')).toBeLessThan(html.indexOf('rel="preload"'));
    const at = (text) => html.indexOf(text);
    expect(at('href="/assets/p.woff2" as="font" type="font/woff2" crossorigin')).toBeLessThan(at('index-a.css'));
    expect(at('href="/assets/p.css"')).toBeGreaterThan(at('/assets/b.css'));
    expect(at('href="/assets/p.css"')).toBeLessThan(at('</head>'));
  });

  it('are added once', () => {
    const once = addFontTags(doc('<div id="root">x</div>', head), tags);
    expect(addFontTags(once, tags)).toBe(once);
  });
});
