/**
 * The server entry (Vite SSR build, used only at build time by scripts/build/prerender.mjs): renders
 * one URL of the site to HTML with React's `prerenderToNodeStream`, which waits for the lazy
 * routes, and returns the head the page asked for through `usePageMeta`.
 */
import { setupI18n } from '@lingui/core';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { articles } from 'virtual:content/articles';
import { App } from './App';
import { canonicalRoute } from './app/routeTable';
import { pageHead, pageHeadHtml, splitLocalePath, type PageHead, type UrlVariant } from './pageMeta/pageMeta';
import { createPageMetaCollector } from './pageMeta/usePageMeta';
import { defaultLocale, featureCatalogs, loadCatalogs, type Locale } from './i18n';
import { createAppStore } from './store';
import { themeClassNames, defaultTheme } from './styles/themes';
import { todayIso } from './hooks/useToday';
export { RENDERED_DAY_ATTRIBUTE } from './hooks/useToday';

export { pageModuleOf, prerenderRoutes, sectionModulesOf } from './prerender/routes';
export { startRuleScript } from './prerender/startRuleScript';
export { earlyInputScript } from './prerender/earlyInputScript';
export { bootScript } from './prerender/bootScript';
export { localizedPath, urlPathKey, pageHeadHtml, siteOrigin, ogImage } from './pageMeta/pageMeta';
export { locales } from './i18n/locales';

export interface RenderResult {
  /** The app's HTML, to go inside `<div id="root">`. */
  html: string;
  head: PageHead;
  headHtml: string;
  /** `<html>` attributes: language and theme class. */
  lang: Locale;
  htmlClass: string;
  /** The day the page was rendered on (YYYY-MM-DD): `#root[data-day]`, what hydration renders (src/hooks/useToday.ts). */
  day: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `url` (a path such as /en/about, /ko/ or /contact/MUSIC%20PRODUCTION). Unprefixed paths
 * are the x-default variant, rendered in the default locale (Korean). `indexable: false` (the 404
 * page) drops canonical and alternates and adds `noindex`.
 */
export async function render(url: string, { indexable = true }: { indexable?: boolean } = {}): Promise<RenderResult> {
  const { locale: prefix, route } = splitLocalePath(url);
  const locale: Locale = prefix ?? defaultLocale;
  const variant: UrlVariant = prefix ?? 'x-default';
  // Every catalog of the site: the page's first render in the browser waits for the same ones
  // (the site's and its page's, src/app/pages.ts), so what is prerendered is what hydrates.
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: await loadCatalogs(locale, ['messages', ...featureCatalogs]) });
  const store = createAppStore(
    { storage: null, browserLanguage: undefined },
    { language: locale, theme: defaultTheme, articles: articles[locale] },
  );
  const metaCollector = createPageMetaCollector();
  // A boundary that suspended (a lazy route loading for the first time) may be written out of
  // order with inline reveal scripts. Lazy modules stay loaded, so rendering again until nothing
  // suspends gives plain, in-order HTML with no inline script (the CSP allows none).
  let html = '';
  let day = '';
  for (let attempt = 0; attempt < 4; attempt += 1) {
    // The day the render reads (useToday): rendered again should midnight pass during the render.
    day = todayIso();
    // A boundary whose render throws is written out empty, for the browser to render instead (and
    // the visitor to wait for its code): a page is never built that way.
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <App store={store} i18n={i18n} ssrPath={url} metaCollector={metaCollector} />
      </StrictMode>,
      {
        // Large completed boundaries are otherwise "outlined" (moved after the shell, revealed by an
        // inline script) so a streamed shell paints early; a static page wants them in place.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => void errors.push(error),
      },
    );
    html = await streamToString(prelude);
    if (errors.length > 0) throw new Error(`prerender: ${url} failed to render`, { cause: errors[0] });
    if (!/<script|<template id="B:/.test(html) && todayIso() === day) break;
  }
  if (/<script|<template id="B:/.test(html)) throw new Error(`prerender: ${url} still suspends after 4 renders`);
  const input = metaCollector.input ?? { section: null, route, variant, locale };
  // Not indexable when the caller says so (404.html) or the page does (the not-found page).
  const head = pageHead(
    { ...input, route, variant, locale, indexable: indexable && input.indexable !== false },
    canonicalRoute,
  );
  return {
    html,
    head,
    headHtml: pageHeadHtml(head),
    lang: locale,
    htmlClass: themeClassNames[store.state.theme],
    day,
  };
}
