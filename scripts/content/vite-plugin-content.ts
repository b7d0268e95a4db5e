import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { htmlExcerpt } from '../../src/lib/htmlExcerpt.ts';
import { ContentError } from './errors.ts';
import { loadArticles, loadNotices, type ParseOptions } from './parse.ts';

/**
 * Vite plugin: the editor-kept Markdown content as virtual modules, built at build time.
 *
 *   import { articles } from 'virtual:content/articles'; // Record<'ko' | 'en', Article[]>, newest first
 *   import { notices } from 'virtual:content/notices';   // Record<'ko' | 'en', Notice[]>, newest first
 *
 * Front matter is validated with zod, bodies go through markdown-it (+ the ::: qa / ::: row
 * blocks) and DOMPurify on jsdom; any error fails the build naming the file and the field.
 * Registered in vite.config.ts, so the app, Storybook and Vitest all get it.
 */
export interface ContentPluginOptions {
  /** Folder with articles/ and notices/ (default src/content). */
  contentDir?: string;
  /** Folder the /artwork/ paths live in (default public). */
  publicDir?: string;
}

const modules = {
  'virtual:content/articles': 'articles',
  'virtual:content/notices': 'notices',
} as const;
type VirtualId = keyof typeof modules;
/**
 * Per language, for the app to load only what a page shows:
 *   virtual:content/articles/{ko,en}          → `articles`: the list without bodies (cards, store)
 *   virtual:content/article-bodies/{ko,en}    → `bodies`: by id, a loader of that article's body
 *   virtual:content/article-body/{ko,en}/{id} → `body`: one article's sanitised HTML (its own chunk,
 *                                               so an article page loads only its own body), and
 *                                               `excerpt`: its description for the meta tag, made
 *                                               here (src/lib/htmlExcerpt.ts), not in the browser
 */
const languageArticles = /^virtual:content\/(articles|article-bodies)\/(ko|en)$/;
const articleBody = /^virtual:content\/article-body\/(ko|en)\/(\d+)$/;
const RESOLVED = '\0';

/** Intrinsic size of an SVG from its width/height or viewBox (so <img> gets width/height). */
export function svgSize(file: string): { width: number; height: number } | null {
  if (!file.endsWith('.svg') || !fs.existsSync(file)) return null;
  const head = fs.readFileSync(file, 'utf8').slice(0, 600);
  const width = /\bwidth="(\d+(?:\.\d+)?)"/.exec(head)?.[1];
  const height = /\bheight="(\d+(?:\.\d+)?)"/.exec(head)?.[1];
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const box = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+)"/.exec(head);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : null;
}

export function contentPlugin(options: ContentPluginOptions = {}): Plugin {
  let root = process.cwd();
  const contentDir = () => path.resolve(root, options.contentDir ?? 'src/content');
  const publicDir = () => path.resolve(root, options.publicDir ?? 'public');
  const publicFile = (src: string) => path.join(publicDir(), src.replace(/^\//, ''));
  const parseOptions = (): ParseOptions => ({
    imageExists: (src) => fs.existsSync(publicFile(src)),
    imageSize: (src) => svgSize(publicFile(src)),
  });

  // The articles, parsed once per build (each language's list, loaders and every body are modules
  // of their own); an edit in the dev server parses them again.
  let articleCache: ReturnType<typeof loadArticles> | null = null;
  const articles = () => (articleCache ??= loadArticles(path.join(contentDir(), 'articles'), parseOptions()));

  return {
    name: 'nuri-content',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      articleCache = null;
    },
    resolveId(id) {
      return id in modules || languageArticles.test(id) || articleBody.test(id) ? RESOLVED + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const perLanguage = languageArticles.exec(id.slice(1));
      const oneBody = articleBody.exec(id.slice(1));
      if (perLanguage || oneBody) {
        const language = (perLanguage?.[2] ?? oneBody?.[1]) as 'ko' | 'en';
        try {
          const { data, files } = articles();
          for (const file of files) this.addWatchFile(file);
          const list = data[language];
          if (oneBody) {
            const article = list.find((a) => String(a.id) === oneBody[2]);
            if (!article) this.error(`${id.slice(1)}: no ${language} article with that id`);
            return (
              `export const body = ${JSON.stringify(article.content)};\n` +
              `export const excerpt = ${JSON.stringify(htmlExcerpt(article.content))};\n`
            );
          }
          if (perLanguage?.[1] === 'article-bodies') {
            const loaders = list.map(
              (a) => `${a.id}: () => import(${JSON.stringify(`virtual:content/article-body/${language}/${a.id}`)})`,
            );
            return `export const bodies = {\n${loaders.map((loader) => `  ${loader},\n`).join('')}};\n`;
          }
          return `export const articles = ${JSON.stringify(list.map(({ content: _body, ...summary }) => summary))};\n`;
        } catch (error) {
          if (error instanceof ContentError) this.error(error.message);
          throw error;
        }
      }
      if (!(id.slice(1) in modules)) return undefined;
      const name = modules[id.slice(1) as VirtualId];
      try {
        const dir = path.join(contentDir(), name);
        const { data, files } = name === 'articles' ? articles() : loadNotices(dir, parseOptions());
        for (const file of files) this.addWatchFile(file);
        return `export const ${name} = ${JSON.stringify(data)};\n`;
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
    configureServer(server) {
      // Edited, added or removed Markdown files: rebuild the virtual modules and reload the page.
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir()) || !file.endsWith('.md')) return;
        articleCache = null;
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(`${RESOLVED}virtual:content/`)) server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
