declare const trusted: unique symbol;

/**
 * HTML that has been through DOMPurify: at build time for everything in src/content (the content
 * plugin, scripts/content/markdown.ts), or at run time through `sanitizeHtml`. Only this type can be
 * set as a component's inner HTML (ArticleBody), so no page has to ship DOMPurify to show content
 * that was cleaned when it was built, and no unchecked string can get there by mistake.
 */
export type TrustedHtml = string & { readonly [trusted]: true };

/** No HTML at all (an article whose body is missing): trivially safe. */
export const noHtml = '' as TrustedHtml;
