import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { Article, ArticleVideo, Notice } from '../../src/content/types';
import type { TrustedHtml } from '../../src/lib/trustedHtml';
import { ContentError } from './errors.ts';
import { renderMarkdown, type RenderEnv } from './markdown.ts';

/** The content languages: one folder of Markdown files each (src/content/articles/{ko,en}/…). */
export const contentLocales = ['ko', 'en'] as const;
export type ContentLocale = (typeof contentLocales)[number];

// YAML turns an unquoted 2025-01-12 into a Date: accept both spellings, keep the ISO text.
const isoDate = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.iso.date({ error: 'must be a date written YYYY-MM-DD' }),
);

const text = z.string({ error: 'must be a text' }).trim().min(1, { error: 'must not be empty' });

/** Front matter of an article file. Unknown fields are errors (a typo must not pass silently). */
export const articleFrontMatterSchema = z.strictObject({
  id: z.int({ error: 'must be a whole number' }).positive({ error: 'must be 1 or more' }),
  date: isoDate,
  type: z.enum(['MUSIC', 'INTERVIEW', 'VIDEO'], { error: 'must be one of MUSIC, INTERVIEW, VIDEO' }),
  artist: text,
  title: text,
  thumb: z.string({ error: 'must be a path' }).regex(/^\/artwork\/[\w/-]+\.(svg|png|webp|jpg)$/, {
    error: 'must be a path under /artwork/, e.g. /artwork/articles/01.svg',
  }),
  video: z
    .strictObject({
      id: z.string({ error: 'must be a text' }).regex(/^[\w-]{11}$/, { error: 'must be an 11-character video id' }),
      start: z.int({ error: 'must be whole seconds' }).nonnegative({ error: 'must be 0 or more' }).optional(),
      autoplay: z.boolean({ error: 'must be true or false' }).optional(),
    })
    .optional(),
});

/** Front matter of a notice file. */
export const noticeFrontMatterSchema = z.strictObject({
  title: text,
  date: isoDate,
});

export interface ParseOptions {
  /** Called with each referenced image path; returns false when the file does not exist. */
  imageExists?: (src: string) => boolean;
  imageSize?: RenderEnv['imageSize'];
}

function frontMatter<T>(schema: z.ZodType<T>, source: string, file: string): { data: T; body: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by input string; `{}` options switch the cache off so errors are rethrown.
    parsed = matter(source, {});
  } catch (error) {
    throw new ContentError(file, 'front matter', `is not valid YAML: ${(error as Error).message}`);
  }
  if (!/^---\r?\n/.test(source)) throw new ContentError(file, 'front matter', 'is missing (start the file with ---)');
  const result = schema.safeParse(parsed.data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.length ? issue.path.join('.') : 'front matter';
    const reason = issue.code === 'unrecognized_keys' ? `has unknown field(s) ${issue.keys.join(', ')}` : issue.message;
    throw new ContentError(file, issue.code === 'unrecognized_keys' ? 'front matter' : field, reason);
  }
  return { data: result.data, body: parsed.content };
}

function render(body: string, file: string, options: ParseOptions): TrustedHtml {
  const env: RenderEnv = { file, images: [], imageSize: options.imageSize };
  const html = renderMarkdown(body, env);
  if (!html) throw new ContentError(file, 'body', 'is empty');
  for (const src of env.images) {
    if (options.imageExists && !options.imageExists(src)) {
      throw new ContentError(
        file,
        'body',
        `image ${src} does not exist in public/ (run node scripts/generate/generate-artwork.mjs)`,
      );
    }
  }
  return html;
}

/** Parses and validates one article file (front matter + Markdown body → sanitised HTML). */
export function parseArticle(source: string, file: string, options: ParseOptions = {}): Article {
  const { data, body } = frontMatter(articleFrontMatterSchema, source, file);
  if (options.imageExists && !options.imageExists(data.thumb)) {
    throw new ContentError(
      file,
      'thumb',
      `${data.thumb} does not exist in public/ (run node scripts/generate/generate-artwork.mjs)`,
    );
  }
  const prefix = /^(\d+)-/.exec(path.basename(file))?.[1];
  if (prefix !== undefined && Number(prefix) !== data.id) {
    throw new ContentError(file, 'id', `is ${data.id} but the file name starts with ${prefix}`);
  }
  const article: Article = { ...data, content: render(body, file, options) };
  if (data.video) {
    const video: ArticleVideo = { id: data.video.id };
    if (data.video.start !== undefined) video.start = data.video.start;
    if (data.video.autoplay !== undefined) video.autoplay = data.video.autoplay;
    article.video = video;
  } else {
    delete article.video;
  }
  return article;
}

/** Parses and validates one notice file. */
export function parseNotice(source: string, file: string, options: ParseOptions = {}): Notice {
  const { data, body } = frontMatter(noticeFrontMatterSchema, source, file);
  return { ...data, content: render(body, file, options) };
}

export interface LoadResult<T> {
  data: Record<ContentLocale, T[]>;
  /** Every file read (watched in dev). */
  files: string[];
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) throw new ContentError(dir, 'folder', 'does not exist');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(dir, name));
}

const relative = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * Checks that both languages hold the same items: ids unique per language, the same id set, and
 * the language-independent fields (date, type, thumb, video) equal in ko and en.
 */
export function checkArticleSets(sets: Record<ContentLocale, Article[]>, where = 'src/content/articles'): void {
  for (const locale of contentLocales) {
    const seen = new Set<number>();
    for (const article of sets[locale]) {
      if (seen.has(article.id)) throw new ContentError(`${where}/${locale}`, 'id', `${article.id} is used twice`);
      seen.add(article.id);
    }
  }
  const ko = new Map(sets.ko.map((a) => [a.id, a]));
  const en = new Map(sets.en.map((a) => [a.id, a]));
  for (const [id] of ko) {
    if (!en.has(id)) throw new ContentError(`${where}/en`, 'id', `${id} exists in ko but not in en`);
  }
  for (const [id, article] of en) {
    const twin = ko.get(id);
    if (!twin) throw new ContentError(`${where}/ko`, 'id', `${id} exists in en but not in ko`);
    for (const field of ['date', 'type', 'thumb'] as const) {
      if (twin[field] !== article[field]) {
        throw new ContentError(`${where}/{ko,en}`, field, `of article ${id} differs between ko and en`);
      }
    }
    if (JSON.stringify(twin.video ?? null) !== JSON.stringify(article.video ?? null)) {
      throw new ContentError(`${where}/{ko,en}`, 'video', `of article ${id} differs between ko and en`);
    }
  }
}

/** Reads src/content/articles/{ko,en}/*.md; each language sorted newest first (highest id). */
export function loadArticles(dir: string, options: ParseOptions = {}): LoadResult<Article> {
  const files: string[] = [];
  const data = {} as Record<ContentLocale, Article[]>;
  for (const locale of contentLocales) {
    data[locale] = markdownFiles(path.join(dir, locale)).map((file) => {
      files.push(file);
      return parseArticle(fs.readFileSync(file, 'utf8'), relative(file), options);
    });
    data[locale].sort((a, b) => b.id - a.id);
  }
  checkArticleSets(data, relative(dir));
  return { data, files };
}

/** Reads src/content/notices/{ko,en}/*.md; newest first; both languages hold the same dates. */
export function loadNotices(dir: string, options: ParseOptions = {}): LoadResult<Notice> {
  const files: string[] = [];
  const data = {} as Record<ContentLocale, Notice[]>;
  for (const locale of contentLocales) {
    data[locale] = markdownFiles(path.join(dir, locale)).map((file) => {
      files.push(file);
      return parseNotice(fs.readFileSync(file, 'utf8'), relative(file), options);
    });
    // Stable: same-day notices keep their file order.
    data[locale].sort((a, b) => b.date.localeCompare(a.date));
  }
  const dates = (locale: ContentLocale) => data[locale].map((n) => n.date).join(',');
  if (dates('ko') !== dates('en')) {
    throw new ContentError(relative(dir), 'date', 'the ko and en notices differ (each notice needs both languages)');
  }
  return { data, files };
}
