// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { articles } from 'virtual:content/articles';
import { loadArticleBody } from '../content/articleBodies';
import { htmlExcerpt } from '../lib/htmlExcerpt';
import { setErrorReporter } from '../lib/errors';
import type { Article, ArticleSummary } from '../content/types';
import type { Locale } from '../i18n/locales';
import { createAppStore } from './appStore';
import { articleList, connectArticles, loadArticles } from './connectArticles';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const summaries = (list: Article[]): ArticleSummary[] => list.map(({ content: _body, ...summary }) => summary);

describe('connectArticles', () => {
  it("loads each language from its own module: the full content module's list without bodies", async () => {
    const ko = await loadArticles('ko');
    expect(ko).toEqual(summaries(articles.ko));
    expect(ko.some((article) => 'content' in article)).toBe(false);
    await expect(loadArticles('en')).resolves.toEqual(summaries(articles.en));
  });

  it('loads one article’s body by language and id: the same HTML as the full content module, and its excerpt', async () => {
    for (const locale of ['ko', 'en'] as const) {
      for (const article of articles[locale])
        await expect(loadArticleBody(locale, article.id)).resolves.toEqual({
          html: article.content,
          excerpt: htmlExcerpt(article.content),
        });
    }
    const first = articles.ko[0]!.id;
    expect(loadArticleBody('ko', first)).toBe(loadArticleBody('ko', first));
    await expect(loadArticleBody('ko', first)).resolves.toHaveProperty('excerpt', expect.stringMatching(/\S/));
    // An id without an article has an empty body.
    await expect(loadArticleBody('en', 9999)).resolves.toEqual({ html: '', excerpt: '' });
  });

  it('loads nothing until a page asks; then the language on screen, and follows language changes from then on', async () => {
    const asked: Locale[] = [];
    const load = (locale: Locale) => {
      asked.push(locale);
      return loadArticles(locale);
    };
    const store = createAppStore({}, { language: 'en' });
    const { disconnect } = connectArticles(store, load);
    // A page without articles (the policy, contact): a language change loads nothing either.
    store.actions.setLanguage('ko');
    await flush();
    expect(asked).toEqual([]);
    expect(store.state.articles).toEqual([]);
    expect(articleList(store).current()).toBeUndefined();

    await articleList(store).load();
    expect(asked).toEqual(['ko']);
    expect(store.state.articles).toEqual(summaries(articles.ko));
    expect(articleList(store).current()).toBe(true);

    store.actions.setLanguage('en');
    await flush();
    await flush();
    expect(asked).toEqual(['ko', 'en']);
    expect(store.state.articles).toEqual(summaries(articles.en));
    disconnect();
    expect(articleList(store).current(), 'a store no longer connected has what it holds').toBe(true);
  });

  it('lets the latest language win over a slower earlier load, and the page waits for the latest', async () => {
    const pending: Record<string, (list: ArticleSummary[]) => void> = {};
    const load = (locale: Locale) => new Promise<ArticleSummary[]>((resolve) => (pending[locale] = resolve));
    const store = createAppStore({}, { language: 'ko' });
    const { disconnect } = connectArticles(store, load);
    let ready = false;
    void articleList(store)
      .load()
      .then(() => (ready = true));
    store.actions.setLanguage('en');
    await flush();
    expect(Object.keys(pending).sort()).toEqual(['en', 'ko']);
    pending.ko?.(articles.ko);
    await flush();
    expect(ready, 'not ready with the overtaken language').toBe(false);
    expect(store.state.articles).toEqual([]);
    pending.en?.(articles.en);
    await flush();
    expect(ready).toBe(true);
    expect(store.state.articles).toEqual(articles.en);
    disconnect();
  });

  it('keeps a failed load until a retry, and follows no language change meanwhile', async () => {
    let fail = true;
    const asked: Locale[] = [];
    const load = (locale: Locale) => {
      asked.push(locale);
      return fail ? Promise.reject(new Error('offline')) : loadArticles(locale);
    };
    const store = createAppStore({}, { language: 'ko' });
    const { disconnect } = connectArticles(store, load);
    await expect(articleList(store).load()).rejects.toThrow('offline');
    await expect(articleList(store).load()).rejects.toThrow('offline');
    store.actions.setLanguage('en');
    await flush();
    expect(asked).toEqual(['ko']);

    fail = false;
    await articleList(store).retry();
    expect(asked).toEqual(['ko', 'en']);
    expect(store.state.articles).toEqual(summaries(articles.en));
    disconnect();
  });

  it('keeps the list on screen when the other language’s cannot load, and says so to the error reporter', async () => {
    const load = (locale: Locale) => (locale === 'en' ? Promise.reject(new Error('offline')) : loadArticles(locale));
    const reports: string[] = [];
    const removeReporter = setErrorReporter(({ where }) => reports.push(where));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore({}, { language: 'ko' });
    const { disconnect } = connectArticles(store, load);
    await articleList(store).load();
    store.actions.setLanguage('en');
    await flush();
    await flush();
    expect(store.state.articles).toEqual(summaries(articles.ko));
    expect(reports).toEqual(['articles']);
    disconnect();
    quiet.mockRestore();
    removeReporter();
  });

  it('is already there for a store that nothing connects (the prerender, Storybook): created with its articles', () => {
    const store = createAppStore({}, { language: 'ko', articles: summaries(articles.ko) });
    expect(articleList(store).current()).toBe(true);
  });
});
