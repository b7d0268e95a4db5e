import { describe, expect, it } from 'vitest';
import { articles } from 'virtual:content/articles';
import { loadArticleBody } from '../content/articleBodies';
import type { Article, ArticleSummary } from '../content/types';
import type { Locale } from '../i18n/locales';
import { createAppStore } from './appStore';
import { connectArticles, loadArticles } from './connectArticles';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const summaries = (list: Article[]): ArticleSummary[] => list.map(({ content: _body, ...summary }) => summary);

describe('connectArticles', () => {
  it("loads each language from its own module: the full content module's list without bodies", async () => {
    const ko = await loadArticles('ko');
    expect(ko).toEqual(summaries(articles.ko));
    expect(ko.some((article) => 'content' in article)).toBe(false);
    await expect(loadArticles('en')).resolves.toEqual(summaries(articles.en));
  });

  it('loads one article’s body by language and id, the same HTML as the full content module', async () => {
    for (const locale of ['ko', 'en'] as const) {
      for (const article of articles[locale])
        await expect(loadArticleBody(locale, article.id)).resolves.toBe(article.content);
    }
    const first = articles.ko[0]!.id;
    expect(loadArticleBody('ko', first)).toBe(loadArticleBody('ko', first));
    // An id without an article has an empty body.
    await expect(loadArticleBody('en', 9999)).resolves.toBe('');
  });

  it('puts the starting language in the store before `ready` resolves, then follows language changes', async () => {
    const store = createAppStore({}, { language: 'en' });
    const { ready, disconnect } = connectArticles(store);
    await ready;
    expect(store.state.articles).toEqual(summaries(articles.en));
    store.actions.setLanguage('ko');
    await flush();
    await flush();
    expect(store.state.articles).toEqual(summaries(articles.ko));
    disconnect();
  });

  it('lets the latest language win over a slower earlier load', async () => {
    const pending: Record<string, (list: ArticleSummary[]) => void> = {};
    const load = (locale: Locale) => new Promise<ArticleSummary[]>((resolve) => (pending[locale] = resolve));
    const store = createAppStore({}, { language: 'ko' });
    const { disconnect } = connectArticles(store, load);
    store.actions.setLanguage('en');
    await flush();
    expect(Object.keys(pending).sort()).toEqual(['en', 'ko']);
    pending.en?.(articles.en);
    pending.ko?.(articles.ko);
    await flush();
    expect(store.state.articles).toEqual(articles.en);
    disconnect();
  });
});
