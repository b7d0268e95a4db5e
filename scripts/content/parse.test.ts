// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Article } from '../../src/content/types';
import type { TrustedHtml } from '../../src/lib/trustedHtml';
import { ContentError } from './errors.ts';
import { checkArticleSets, parseArticle, parseNotice } from './parse.ts';

const article = (frontMatter: string, body = 'A plain paragraph.') => `---\n${frontMatter}\n---\n\n${body}\n`;

const valid = [
  'id: 3',
  'date: 2024-05-09',
  'type: VIDEO',
  'artist: Orrin Vale',
  'title: A sunrise set',
  'thumb: /artwork/articles/03-thumb.svg',
  'video:',
  '  id: aB3dE5fG7hJ',
  '  start: 12',
  '  autoplay: true',
].join('\n');

const file = 'src/content/articles/en/03-sunrise.md';

describe('parseArticle', () => {
  it('validates the front matter and renders the body to HTML', () => {
    const result = parseArticle(article(valid, 'Hello **world**.'), file);
    expect(result).toEqual({
      id: 3,
      date: '2024-05-09',
      type: 'VIDEO',
      artist: 'Orrin Vale',
      title: 'A sunrise set',
      thumb: '/artwork/articles/03-thumb.svg',
      video: { id: 'aB3dE5fG7hJ', start: 12, autoplay: true },
      content: '<p>Hello <strong>world</strong>.</p>',
    });
  });

  it('accepts a quoted date and leaves out an absent video', () => {
    const source = article(valid.replace('date: 2024-05-09', "date: '2024-05-09'").split('\nvideo:')[0]!);
    const result = parseArticle(source, file);
    expect(result.date).toBe('2024-05-09');
    expect(result).not.toHaveProperty('video');
  });

  it.each([
    ['type', valid.replace('type: VIDEO', 'type: PODCAST'), /"type" — must be one of MUSIC, INTERVIEW, VIDEO/],
    ['date', valid.replace('date: 2024-05-09', 'date: 9 May 2024'), /"date" — must be a date written YYYY-MM-DD/],
    ['id', valid.replace('id: 3', 'id: three'), /"id" — must be a whole number/],
    ['title', valid.replace('title: A sunrise set', "title: ''"), /"title" — must not be empty/],
    [
      'thumb',
      valid.replace('/artwork/articles/03-thumb.svg', 'https://elsewhere.example/a.jpg'),
      /"thumb" — must be a path under \/artwork\//,
    ],
    ['video.start', valid.replace('start: 12', 'start: soon'), /"video\.start" — must be whole seconds/],
    ['video.id', valid.replace('aB3dE5fG7hJ', 'short'), /"video\.id" — must be an 11-character video id/],
    ['artist (missing)', valid.replace('artist: Orrin Vale\n', ''), /"artist" — must be a text/],
    ['unknown field', `${valid}\nauthor: Someone`, /has unknown field\(s\) author/],
  ])('fails clearly on a bad %s, naming the file and the field', (_name, frontMatter, message) => {
    const run = () => parseArticle(article(frontMatter), file);
    expect(run).toThrow(ContentError);
    expect(run).toThrow(new RegExp(`^\\[content\\] src/content/articles/en/03-sunrise\\.md: .*${message.source}`));
  });

  it('fails when the file name and the id disagree', () => {
    expect(() => parseArticle(article(valid), 'src/content/articles/en/04-sunrise.md')).toThrow(
      /front matter field "id" — is 3 but the file name starts with 04/,
    );
  });

  it('fails on invalid YAML and on a missing front matter', () => {
    expect(() => parseArticle(article('id: [3'), file)).toThrow(/front matter" — is not valid YAML/);
    expect(() => parseArticle('Just text.', file)).toThrow(/is missing/);
  });

  it('fails when a referenced image does not exist', () => {
    const run = () => parseArticle(article(valid), file, { imageExists: () => false });
    expect(run).toThrow(/"thumb" — \/artwork\/articles\/03-thumb\.svg does not exist/);
  });
});

describe('the ::: qa and ::: row blocks', () => {
  it('turns a qa block into div.qa > p.q + p.a, without the markers', () => {
    const body = '::: qa\nQ. How did it start?\n\nA. In a small room.\n\nThen it grew.\n:::';
    expect(parseArticle(article(valid, body), file).content).toBe(
      '<div class="qa">\n<p class="q">How did it start?</p>\n<p class="a">In a small room.</p>\n<p class="a">Then it grew.</p>\n</div>',
    );
  });

  it('turns a row into div.row > figure + div, with the image title as caption', () => {
    const body =
      '::: row\n![Grooves of a record](/artwork/articles/03-row-1.svg "Side A")\n\nThe **text** side.\n\n- one\n- two\n:::';
    const html = parseArticle(article(valid, body), file, { imageSize: () => ({ width: 800, height: 1000 }) }).content;
    expect(html).toBe(
      [
        '<div class="row">',
        '<figure><img src="/artwork/articles/03-row-1.svg" alt="Grooves of a record" width="800" height="1000" loading="lazy" decoding="async"><figcaption>Side A</figcaption></figure>',
        '<div>',
        '<p>The <strong>text</strong> side.</p>',
        '<ul>',
        '<li>one</li>',
        '<li>two</li>',
        '</ul>',
        '</div>',
        '</div>',
      ].join('\n'),
    );
  });

  it('rejects malformed blocks with the file named', () => {
    expect(() => parseArticle(article(valid, '::: row\nOnly text.\n:::'), file)).toThrow(
      /03-sunrise\.md: body — a ::: row block must start with a paragraph holding exactly one image/,
    );
    expect(() => parseArticle(article(valid, '::: row\n![a](/artwork/a.svg)\n:::'), file)).toThrow(
      /needs text after its image/,
    );
    expect(() => parseArticle(article(valid, '::: qa\nOnly an answer.\n:::'), file)).toThrow(/needs a "Q\." question/);
    expect(() => parseArticle(article(valid, '::: aside\nText.\n:::'), file)).toThrow(/unknown or unclosed ::: block/);
    expect(() => parseArticle(article(valid, '![x](https://elsewhere.example/x.png)'), file)).toThrow(
      /must be our generated artwork/,
    );
  });

  it('does not let raw HTML or script links through', () => {
    const html = parseArticle(
      article(valid, '<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b onclick="x">b</b>'),
      file,
    ).content;
    expect(html).not.toMatch(/<script|<b |href="javascript/);
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('parseNotice', () => {
  it('validates title and date and renders the body', () => {
    const notice = parseNotice('---\ntitle: Moving\ndate: 2025-01-12\n---\n\nWe moved.', 'n.md');
    expect(notice).toEqual({ title: 'Moving', date: '2025-01-12', content: '<p>We moved.</p>' });
    expect(() => parseNotice('---\ntitle: Moving\n---\n\nWe moved.', 'n.md')).toThrow(
      /n\.md: front matter field "date"/,
    );
  });
});

describe('checkArticleSets', () => {
  const base: Article = {
    id: 1,
    date: '2024-01-01',
    type: 'MUSIC',
    artist: 'A',
    title: 'T',
    thumb: '/artwork/a.svg',
    content: '<p>x</p>' as TrustedHtml,
  };
  it('requires the same ids and shared fields in both languages', () => {
    expect(() => checkArticleSets({ ko: [base], en: [{ ...base, title: 'Other' }] })).not.toThrow();
    expect(() => checkArticleSets({ ko: [base, { ...base, id: 2 }], en: [base] })).toThrow(
      /2 exists in ko but not in en/,
    );
    expect(() => checkArticleSets({ ko: [base], en: [{ ...base, type: 'VIDEO' }] })).toThrow(
      /"type" — of article 1 differs/,
    );
    expect(() => checkArticleSets({ ko: [base, base], en: [base] })).toThrow(/1 is used twice/);
  });
});
